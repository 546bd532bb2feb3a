// @ts-check
// `npm run bench`: builds the site twice from the same content, ours and the stock way (see
// bench/sites.mjs), measures both side by side and prints one table of medians with the ratio
// ours/stock and the targets of the performance issue, which it also writes into PERFORMANCE.md's bench
// section (bench/ledger.mjs). Options:
//   --runs N      cold builds of each site (default 1; 3 give the build's median, for two more cold
//                 builds of each site: PERFORMANCE.md, 'Bench: two more cold builds')
//   --visits N    first visits per page (default 9: LCP swings widely between visits (PERFORMANCE.md,
//                 'LCP spread between visits'), so its median needs more of them than the byte figures do)
//   --sessions N  search sessions, navigations and first Edits on each site (default 3)
//   --reuse       skip the builds and measure the builds of the last run (no build figures)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldBuild, storybookBuild } from './build.mjs';
import { CPU_SLOWDOWN, launchBrowser } from './browser.mjs';
import { EDITOR_PAGE, POINTER_REST_MS, measureEditor } from './editor.mjs';
import { treeState, writeBenchSection } from './ledger.mjs';
import { measureNavigation, NAVIGATION } from './navigation.mjs';
import { measurePage } from './pages.mjs';
import { formats, median, oursAtMost, oursZero, percentile, printTable, ratioAtMost } from './report.mjs';
import { searchIndexBytes } from '../src/plugins/content/search-index/searchFiles.mjs';
import { measureSearch, QUERIES } from './search.mjs';
import { serveSite } from './serve.mjs';
import { prepareSites, ROOT, STOCK_ENV, WORK } from './sites.mjs';

/** The pages of the issue; `chart` marks the one that shows a chart (no first-load JS target there). */
const PAGES = [
  { route: '/', chart: false },
  { route: '/docs/docs', chart: false },
  { route: '/api/specs/xy/LineSeries', chart: true },
  { route: '/all-types/interfaces/SettingsSpec', chart: false },
];
const PORTS = { ours: 3201, stock: 3202 };

const started = Date.now();
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    visits: { type: 'string', default: '9' },
    sessions: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const visits = Number(options.visits);
const sessions = Number(options.sessions);
if (![runs, visits, sessions].every((count) => Number.isInteger(count) && count >= 1)) {
  throw new Error('bench: --runs, --visits and --sessions take a whole number of at least 1.');
}

/** @typedef {import('./sites.mjs').Site} Site */
/** @typedef {{ ours: number[], stock: number[] }} Samples */
/** @returns {Samples} */
const samples = () => ({ ours: [], stock: [] });

// 1. Two copies of the same content: ours, and stock; and the commit they were copied from.
const tree = treeState(ROOT);
const [ours, stock] = options.reuse ? reusedSites() : prepareSites();
if (!ours || !stock) throw new Error('bench: no sites to measure.');
const sites = [ours, stock];

// 2. Cold builds, alternating between the two sites so that drift on the machine hits both.
/** @type {Record<string, Samples>} */
const build = {
  wall: samples(),
  typedoc: samples(),
  content: samples(),
  bundling: samples(),
  ssg: samples(),
  searchIndex: samples(),
};
/** @type {number[]} */
const storybook = [];
if (!options.reuse) {
  for (let run = 1; run <= runs; run += 1) {
    for (const site of sites) {
      console.log(`bench: cold build ${run} of ${runs}, ${site.name}`);
      const times = coldBuild(site);
      for (const [part, value] of Object.entries(times)) build[part]?.[site.name].push(value);
    }
  }
  console.log('bench: Storybook build of ours');
  storybook.push(storybookBuild(ours));
}

// 3. In Chromium, 4x CPU slowdown: first visits, search and navigation, on both builds as served.
const browser = await launchBrowser();
const servers = await Promise.all(sites.map((site) => serveSite(site, PORTS[site.name])));
/** @type {Record<string, Record<string, Samples>>} */
const pages = {};
/** @type {Record<string, Samples>} */
const search = { ready: samples(), afterLoad: samples(), latency: samples() };
const navigation = samples();
/** The in-page editor: ours only. @type {Record<string, Samples>} */
const editor = { largestGzip: samples(), allGzip: samples(), toEditable: samples(), afterPointing: samples() };
try {
  for (let visit = 1; visit <= Math.max(visits, sessions); visit += 1) {
    // Each page is visited on both sites back to back, and the site that goes first alternates from
    // one round to the next: a stretch of a busy machine, or being first after the other site's
    // search and editor sessions, then lands on both sites' samples alike instead of on one site's.
    const order = visit % 2 === 1 ? [0, 1] : [1, 0];
    console.log(
      `bench: round ${visit} of ${Math.max(visits, sessions)}, ${order.map((i) => sites[i]?.name).join(' then ')}`,
    );
    for (const { route } of visit <= visits ? PAGES : []) {
      for (const index of order) {
        const site = /** @type {Site} */ (sites[index]);
        const figures = await measurePage(browser, `${servers[index]?.baseURL}${route}`);
        for (const [figure, value] of Object.entries(figures))
          ((pages[route] ??= {})[figure] ??= samples())[site.name].push(Number(value));
      }
    }
    if (visit > sessions) continue;
    for (const index of order) {
      const site = /** @type {Site} */ (sites[index]);
      const baseURL = servers[index]?.baseURL ?? '';
      const searchFigures = await measureSearch(browser, `${baseURL}/docs/docs`);
      search.ready?.[site.name].push(searchFigures.ready);
      search.afterLoad?.[site.name].push(searchFigures.ready - searchFigures.load);
      search.latency?.[site.name].push(...searchFigures.latencies);
      navigation[site.name].push(await measureNavigation(browser, baseURL));
      if (site.name === 'ours') {
        const figures = await measureEditor(browser, baseURL);
        for (const [figure, value] of Object.entries(figures)) editor[figure]?.ours.push(value);
      }
    }
  }
} finally {
  servers.forEach((server) => server.stop());
  await browser.close();
}

// 4. The table.
const index = { ours: searchIndexBytes(ours.outDir), stock: searchIndexBytes(stock.outDir) };
/** @type {import('./report.mjs').Row[]} */
const rows = [];
const heading = (/** @type {string} */ label) =>
  rows.push({ label, heading: true, ours: undefined, stock: undefined, format: String });
const medianRow = (
  /** @type {string} */ label,
  /** @type {Samples | undefined} */ figure,
  /** @type {(value: number) => string} */ format,
  /** @type {import('./report.mjs').Target | undefined} */ target = undefined,
) => {
  if (!figure || figure.ours.length === 0) return;
  rows.push({ label, ours: median(figure.ours), stock: median(figure.stock), format, target });
};

if (!options.reuse) {
  heading(`Cold build (median of ${runs})`);
  medianRow('docusaurus build, wall time', build.wall, formats.seconds, ratioAtMost(0.5));
  medianRow('  TypeDoc (plugin init)', build.typedoc, formats.seconds);
  medianRow('  other plugins: content', build.content, formats.seconds);
  medianRow('  bundling', build.bundling, formats.seconds);
  medianRow('  static generation', build.ssg, formats.seconds);
  medianRow('  search index (postBuild)', build.searchIndex, formats.seconds);
  rows.push({
    label: 'Storybook build (outside the ratio)',
    ours: median(storybook),
    stock: undefined,
    format: formats.seconds,
  });
}
for (const { route, chart } of PAGES) {
  const figures = pages[route];
  heading(
    `First visit to ${route}${chart ? ' (shows a chart)' : ''} (median of ${visits}, CPU ${CPU_SLOWDOWN}x slower)`,
  );
  medianRow('JS before load, raw', figures?.jsRaw, formats.kb);
  medianRow('JS before load, gzip', figures?.jsGzip, formats.kb, chart ? undefined : ratioAtMost(0.7));
  medianRow('CSS before load, raw', figures?.cssRaw, formats.kb);
  medianRow('CSS before load, gzip', figures?.cssGzip, formats.kb);
  medianRow('JS until quiet (lazy parts too), gzip', figures?.jsIdleGzip, formats.kb);
  // No worse than stock's; at most 0.8 of it where our JavaScript is on the LCP path (in any visit,
  // the LCP element was not in the HTML as served).
  const lcpFromScript = (figures?.lcpFromScript?.ours ?? []).some(Boolean);
  const lcp = figures?.lcp;
  if (lcp && lcp.ours.length > 0) {
    rows.push({
      label: `LCP (${lcpFromScript ? 'its element comes from our script' : 'its element is in the served HTML'}; lowest–highest)`,
      ours: median(lcp.ours),
      stock: median(lcp.stock),
      format: formats.ms,
      target: ratioAtMost(lcpFromScript ? 0.8 : 1),
      spread: lcp,
    });
  }
  medianRow('CLS', figures?.cls, formats.cls, oursZero);
  medianRow('total blocking time', figures?.tbt, formats.ms, ratioAtMost(0.5));
}
heading(
  `Search on ${NAVIGATION.from} (${sessions} sessions of ${QUERIES.length} queries, CPU ${CPU_SLOWDOWN}x slower)`,
);
rows.push({
  label: 'index files as served, raw',
  ours: index.ours.raw,
  stock: index.stock.raw,
  format: formats.kb,
  target: ratioAtMost(0.6),
});
rows.push({ label: 'index files, gzip', ours: index.ours.gzip, stock: index.stock.gzip, format: formats.kb });
medianRow('box enabled, from navigation start', search.ready, formats.ms);
medianRow('box enabled, after the load event', search.afterLoad, formats.ms, oursAtMost(1000, ' ms'));
const latency = search.latency ?? samples();
rows.push({
  label: 'query, typing to results shown, p50',
  ours: percentile(latency.ours, 50),
  stock: percentile(latency.stock, 50),
  format: formats.ms,
});
rows.push({
  label: 'query, typing to results shown, p95',
  ours: percentile(latency.ours, 95),
  stock: percentile(latency.stock, 95),
  format: formats.ms,
  target: oursAtMost(50, ' ms'),
});
heading(`Client-side navigation (median of ${sessions}, CPU ${CPU_SLOWDOWN}x slower)`);
medianRow(`${NAVIGATION.from} → ${NAVIGATION.to}, click to title shown`, navigation, formats.ms);
heading(`In-page editor on ${EDITOR_PAGE}, first Edit (ours only; median of ${sessions}, CPU ${CPU_SLOWDOWN}x slower)`);
const oursRow = (
  /** @type {string} */ label,
  /** @type {number[]} */ values,
  /** @type {(value: number) => string} */ format,
  /** @type {import('./report.mjs').Target} */ target,
) => rows.push({ label, ours: median(values), stock: undefined, format, target });
const editorSamples = (/** @type {string} */ figure) => editor[figure]?.ours ?? [];
oursRow('editor chunk (CodeMirror), gzip', editorSamples('largestGzip'), formats.kb, {
  label: 'ours ≤ 150 KB',
  holds: (ours) => ours <= 150 * 1024,
  oursOnly: true,
});
rows.push({
  label: 'all the first Edit loads (with sucrase), gzip',
  ours: median(editorSamples('allGzip')),
  stock: undefined,
  format: formats.kb,
});
oursRow('click on Edit to editable, highlighted', editorSamples('toEditable'), formats.ms, oursAtMost(300, ' ms'));
oursRow(
  `the same after the pointer rests ${POINTER_REST_MS} ms on Edit`,
  editorSamples('afterPointing'),
  formats.ms,
  oursAtMost(300, ' ms'),
);

const { printed, missed } = printTable(rows);
mkdirSync(WORK, { recursive: true });
writeFileSync(
  path.join(WORK, 'results.json'),
  JSON.stringify({ runs, visits, sessions, build, storybook, pages, search, navigation, editor, index }, null, 2),
);
console.log(`\nRaw samples: ${path.relative(process.cwd(), path.join(WORK, 'results.json'))}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`The bench took ${minutes} minutes.`);

if (missed.length > 0) {
  console.log(`\n${missed.length} target(s) missed:\n${missed.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target holds.');
}

// 5. The table into the performance ledger's bench section (and nowhere else in it).
writeBenchSection(path.join(ROOT, 'PERFORMANCE.md'), {
  date: new Date().toISOString().slice(0, 10),
  ...tree,
  options: `--runs ${runs} --visits ${visits} --sessions ${sessions}${options.reuse ? ' --reuse' : ''}`,
  cores: cpus().length,
  minutes,
  missed: missed.length,
  table: printed,
});
console.log('The table is in PERFORMANCE.md, between its bench markers.');

/** The copies and builds of the previous run, for --reuse. @returns {Site[]} */
function reusedSites() {
  /** @type {Site[]} */
  const found = [
    { name: 'ours', dir: path.join(WORK, 'ours'), outDir: path.join(WORK, 'ours', 'build'), env: {} },
    { name: 'stock', dir: path.join(WORK, 'stock'), outDir: path.join(WORK, 'stock', 'build'), env: STOCK_ENV },
  ];
  for (const site of found) {
    if (!existsSync(path.join(site.outDir, 'index.html')))
      throw new Error(`bench: --reuse needs a build of ${site.name} in ${site.outDir}; run without --reuse first.`);
  }
  return found;
}
