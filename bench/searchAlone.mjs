// @ts-check
// The bench's search part alone, against a site already served: `node bench/searchAlone.mjs --base
// http://127.0.0.1:3205 [--sessions 5] [--page /docs/docs]`. The same sessions as `npm run bench` (bench/search.mjs,
// CPU 4x slower), without building the two sites: for trying a change to the search on one build.
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN, launchBrowser } from './browser.mjs';
import { formats, median, percentile } from './report.mjs';
import { measureSearch, QUERIES } from './search.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    sessions: { type: 'string', default: '5' },
    page: { type: 'string', default: '/docs/docs' },
  },
});
const sessions = Number(options.sessions);
if (!options.base || !Number.isInteger(sessions) || sessions < 1) {
  throw new Error('searchAlone: give --base (the served site) and a whole --sessions of at least 1.');
}

const browser = await launchBrowser();
/** @type {number[]} */ const ready = [];
/** @type {number[]} */ const afterLoad = [];
/** @type {number[]} */ const latencies = [];
try {
  for (let session = 1; session <= sessions; session += 1) {
    const figures = await measureSearch(browser, `${options.base}${options.page}`);
    ready.push(figures.ready);
    afterLoad.push(figures.ready - figures.load);
    latencies.push(...figures.latencies);
    console.log(
      `session ${session}: box enabled ${formats.ms(figures.ready)} from navigation start, ` +
        `${formats.ms(figures.ready - figures.load)} after the load event; query p95 ${formats.ms(percentile(figures.latencies, 95))}`,
    );
  }
} finally {
  await browser.close();
}
console.log(
  `${options.page}, ${sessions} sessions of ${QUERIES.length} queries, CPU ${CPU_SLOWDOWN}x slower:\n` +
    `  box enabled, from navigation start: median ${formats.ms(median(ready))} (${formats.ms(Math.min(...ready))}–${formats.ms(Math.max(...ready))})\n` +
    `  box enabled, after the load event:  median ${formats.ms(median(afterLoad))} (${formats.ms(Math.min(...afterLoad))}–${formats.ms(Math.max(...afterLoad))})\n` +
    `  query, typing to results shown: p50 ${formats.ms(percentile(latencies, 50))}, p95 ${formats.ms(percentile(latencies, 95))}`,
);
