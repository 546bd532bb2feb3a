// @ts-check
// `node scripts/live-data-cost.mjs --base http://127.0.0.1:3000`: what one update of a live line chart costs
// in Chromium, the figures the Live data recipe (docs/recipes/live-data.mdx) quotes, to be measured again after
// every upgrade of the library.
//
// It runs against a served build of the site, on the library as the site bundles it: the chart is a small module
// opened as an edited example (the `#edit=` link that Copy link writes, on the Line series page), so nothing but
// the site is needed. The module draws N line series of P points on a time axis and, on each update, drops every
// series' first point and appends one, as a sliding window does. For each configuration it makes U updates, one
// every I ms, and records for each:
// - drawn: from the state update to the moment the chart's status element says it has drawn again
//   (`data-ech-render-count` up by one, `data-ech-render-complete="true"`, seen by a MutationObserver): the work
//   the update costs, React's render, the library's recomputation and the canvas drawing;
// - reported: from the state update to the call of `onRenderChange(true)`, which the library makes in the
//   animation frame after it has drawn: what an app that waits on that callback sees;
// - CPU time per update: Chromium's TaskDuration and ScriptDuration for the main thread, and ProcessTime for the
//   whole renderer process (Performance.getMetrics over the DevTools protocol, in thread time), over the U
//   updates divided by U: all the work of an update, the frame after it included, and whatever else the page
//   does meanwhile (the script first measures that alone, over 10 s with no update). The two times above are
//   wall-clock times and grow when other programs compete for the cores; CPU times do not.
// Options: --series 1,5  --points 300  --intervals 1000,100  --updates 60  --slowdown 1 (CPU throttling rate).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    series: { type: 'string', default: '1,5' },
    points: { type: 'string', default: '300' },
    intervals: { type: 'string', default: '1000,100' },
    updates: { type: 'string', default: '60' },
    slowdown: { type: 'string', default: '1' },
  },
});
if (!values.base) {
  console.error('Usage: node scripts/live-data-cost.mjs --base http://127.0.0.1:PORT (a served build of the site)');
  process.exit(2);
}
const numbers = (/** @type {string} */ text) => text.split(',').map(Number);
const SERIES = numbers(values.series);
const POINTS = Number(values.points);
const INTERVALS = numbers(values.intervals);
const UPDATES = Number(values.updates);
const SLOWDOWN = Number(values.slowdown);
/** Updates made before each configuration's measured ones: the first draws at a new size of data warm the JIT. */
const WARM_UP = 5;

/** The measured chart, as an edited example: TypeScript that the site's editor compiles and runs. */
const HARNESS = `import React, { useCallback, useEffect, useState } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const START = Date.UTC(2025, 8, 1);
const SECOND = 1000;
const valueAt = (s: number, t: number) => 100 + 20 * s + 30 * Math.sin(t / 17 + s) + ((t * 37 + s * 11) % 13);
/** Series s's window of p points ending at second t. */
const windowAt = (s: number, t: number, p: number) =>
  Array.from({ length: p }, (_, i) => ({ time: START + (t - p + 1 + i) * SECOND, value: valueAt(s, t - p + 1 + i) }));

interface Config { series: number; points: number; tick: number }
type Probe = { set?: (update: (c: Config) => Config) => void; rendered?: (at: number) => void };
const probe = window as unknown as { __liveCost: Probe };
probe.__liveCost = probe.__liveCost ?? {};

export default function LiveCost({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const [{ config, data }, setState] = useState(() => {
    const first: Config = { series: 1, points: ${POINTS}, tick: ${POINTS} };
    return { config: first, data: [windowAt(0, first.tick, first.points)] };
  });
  useEffect(() => {
    probe.__liveCost.set = (update) =>
      setState((previous) => {
        const next = update(previous.config);
        // A sliding window: each series loses its first point and gains one, in a new array.
        const data =
          next.series !== previous.data.length
            ? Array.from({ length: next.series }, (_, s) => windowAt(s, next.tick, next.points))
            : previous.data.map((row, s) => [...row.slice(1), { time: START + next.tick * SECOND, value: valueAt(s, next.tick) }]);
        return { config: next, data };
      });
  }, []);
  const onRenderChange = useCallback((rendered: boolean) => {
    if (rendered) probe.__liveCost.rendered?.(performance.now());
  }, []);
  const last = START + config.tick * SECOND;
  return (
    <div data-live-cost style={{ height: '100%' }}>
      <Chart>
        <Settings baseTheme={baseTheme} onRenderChange={onRenderChange} xDomain={{ min: last - (config.points - 1) * SECOND, max: last }} />
        <Axis id="time" position={Position.Bottom} timeAxisLayerCount={0} tickFormat={(t: number) => new Date(t).toISOString().slice(11, 19)} />
        <Axis id="value-axis" position={Position.Left} domain={{ min: 0, max: 250 }} />
        {data.map((rows, s) => (
          <LineSeries key={s} id={'s' + s} data={rows} xScaleType={ScaleType.Time} yScaleType={ScaleType.Linear} xAccessor="time" yAccessors={['value']} />
        ))}
      </Chart>
    </div>
  );
}
`;

const payload = deflateRawSync(Buffer.from(HARNESS, 'utf8'), { level: 9 }).toString('base64url');
const url = `${values.base.replace(/\/$/, '')}/examples/line-series#edit=line-series.${payload}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
// Durations in thread CPU time, not wall time: on a busy machine a task that waits for a core is not counted longer.
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
await page.goto(url);
const status = page.locator('[data-live-cost] .echChartStatus');
await status.and(page.locator('[data-ech-render-complete="true"]')).waitFor({ state: 'attached', timeout: 60_000 });
await page.locator('[data-live-cost]').scrollIntoViewIfNeeded();
const size = await page.locator('[data-live-cost] canvas').boundingBox();
if (SLOWDOWN !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });

/**
 * Chromium's counters, in seconds: the main thread's task and script time (CPU time, see Performance.enable
 * above) and the renderer process's CPU time, its other threads (raster, compositor, GC) included.
 */
async function counters() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (/** @type {string} */ name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: get('TaskDuration'), script: get('ScriptDuration'), process: get('ProcessTime') };
}

/**
 * Makes `count` updates of `series` series, one every `intervalMs`, and returns each one's two times in ms.
 * @returns {Promise<{ drawn: number, reported: number }[]>}
 */
async function updates(/** @type {number} */ series, /** @type {number} */ intervalMs, /** @type {number} */ count) {
  return page.evaluate(
    async ({ series, intervalMs, count }) => {
      const probe =
        /** @type {{ __liveCost: { set: (update: (c: { series: number, points: number, tick: number }) => unknown) => void, rendered?: (at: number) => void } }} */ (
          /** @type {unknown} */ (window)
        ).__liveCost;
      const element = document.querySelector('[data-live-cost] .echChartStatus');
      if (!element) throw new Error('the measured chart is not on the page');
      const status = element;
      const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      /** One update, and when its draw and its onRenderChange(true) came. */
      const once = (/** @type {(c: { series: number, points: number, tick: number }) => unknown} */ update) => {
        const before = Number(status.getAttribute('data-ech-render-count'));
        /** @type {Promise<number>} */
        const drawn = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (
              Number(status.getAttribute('data-ech-render-count')) > before &&
              status.getAttribute('data-ech-render-complete') === 'true'
            ) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(status, { attributes: true });
        });
        /** @type {Promise<number>} */
        const reported = new Promise((resolve) => {
          probe.rendered = (at) => {
            probe.rendered = undefined;
            resolve(at);
          };
        });
        const start = performance.now();
        probe.set(update);
        return Promise.all([drawn, reported]).then(([d, r]) => ({ start, drawn: d - start, reported: r - start }));
      };
      await once((c) => ({ ...c, series, tick: c.tick + 1 }));
      const times = [];
      for (let i = 0; i < count; i += 1) {
        const { start, drawn, reported } = await once((c) => ({ ...c, tick: c.tick + 1 }));
        times.push({ drawn, reported });
        await sleep(start + intervalMs - performance.now());
      }
      return times;
    },
    { series, intervalMs, count },
  );
}

const quantile = (/** @type {number[]} */ list, /** @type {number} */ q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`.padStart(9);

// What the page costs with no update at all (the site's own scripts, the editor's): a floor under the last column.
const idleStart = await counters();
await page.waitForTimeout(10_000);
const idleEnd = await counters();
const idlePerSecond = ((idleEnd.task - idleStart.task) * 1000) / 10;
const cpu = os.cpus();
console.log(
  `@elastic/charts as ${values.base} serves it, Chromium ${browser.version()}, ${cpu.length} CPUs (${cpu[0]?.model ?? 'unknown'}), ` +
    `CPU slowdown ${SLOWDOWN}x, canvas ${Math.round(size?.width ?? 0)}x${Math.round(size?.height ?? 0)} px, ${new Date().toISOString()}`,
);
console.log(`With no update, the page's main thread works ${idlePerSecond.toFixed(1)} ms a second.`);
console.log(
  `${UPDATES} updates per row, each series sliding by one of its ${POINTS} points; medians, with the 90th percentile in brackets`,
);
console.log(
  `${'series'.padEnd(7)}${'every'.padStart(8)}  ${'to drawn'.padStart(20)}  ${'to onRenderChange'.padStart(20)}  ${'main thread CPU'.padStart(16)}  ${'of which script'.padStart(16)}  ${'renderer CPU'.padStart(13)}`,
);
for (const intervalMs of INTERVALS) {
  for (const series of SERIES) {
    await updates(series, intervalMs, WARM_UP);
    const before = await counters();
    const times = await updates(series, intervalMs, UPDATES);
    const after = await counters();
    const drawn = times.map((t) => t.drawn);
    const reported = times.map((t) => t.reported);
    const task = ((after.task - before.task) * 1000) / UPDATES;
    const script = ((after.script - before.script) * 1000) / UPDATES;
    const process = ((after.process - before.process) * 1000) / UPDATES;
    console.log(
      `${String(series).padEnd(7)}${`${intervalMs} ms`.padStart(8)}  ${ms(quantile(drawn, 0.5))} (${ms(quantile(drawn, 0.9))})  ${ms(quantile(reported, 0.5))} (${ms(quantile(reported, 0.9))})  ${ms(task).padStart(16)}  ${ms(script).padStart(16)}  ${ms(process).padStart(13)}`,
    );
  }
}
await browser.close();
