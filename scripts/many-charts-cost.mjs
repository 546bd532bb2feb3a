// @ts-check
// `node scripts/many-charts-cost.mjs --base http://127.0.0.1:3000`: what each chart on a page costs in
// memory and in time to its first render, measured in Chromium against a served build of this site:
// the figures the recipe "Many charts on one page" (docs/recipes/many-charts.mdx) quotes, to be measured
// again after an upgrade of the library.
//
// The pages are the site's own: an example page opened with a shared link (`#edit=…`, see
// src/components/ChartExample/share/) whose source is a module written here, so the charts are the
// library as the site bundles it, rendered by the site's React. Three pages, each visited in a fresh
// browser context, --runs times (default 5), alternating; the median and the range are printed:
// - one chart: a line chart of 100 points with two axes;
// - N at once: --charts of them (default 24), 150 px high each, one under the other in the example's
//   320 px box (which scrolls), all mounted at once;
// - N, on scroll: the same charts, each mounted by an IntersectionObserver once its placeholder comes
//   within 200 px of the viewport; only the first few are, until the reader scrolls.
// Each visit loads the page with no chart, waits, takes a snapshot, mounts the charts, waits until they
// have drawn, and takes a second one; the figures are the differences, so the page's own cost is left
// out. A snapshot is the JavaScript heap in use after two forced garbage collections (DevTools
// protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage) and the CPU time of the renderer's main
// thread (Performance.getMetrics, ThreadTime), which unlike a wall-clock time does not grow while the
// page waits for a busy machine's CPU. Also printed: the canvases' pixel buffers (4 bytes a pixel, from their sizes:
// the backing store is not on the heap) and the wall-clock time from the mount to the last chart's
// `onRenderChange(true)`.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    charts: { type: 'string', default: '24' },
    runs: { type: 'string', default: '5' },
    // The example page that hosts the edited module: any example works, its own chart is replaced.
    example: { type: 'string', default: 'line-series' },
    // The screen's device pixel ratio: a canvas holds (width × ratio) × (height × ratio) pixels.
    dpr: { type: 'string', default: '1' },
  },
});
if (!values.base) throw new Error('--base: the address of a served build, e.g. http://127.0.0.1:3000');
const BASE = values.base.replace(/\/$/, '');
const CHARTS = Number(values.charts);
const RUNS = Number(values.runs);
const EXAMPLE = values.example;
const DPR = Number(values.dpr);

/**
 * The module the page renders: `count` line charts, 150 px high each, one under the other in the example's
 * box (which scrolls), mounted at once or each when it nears the viewport. It renders nothing until the
 * script calls `window.__manyCharts.go()`, so that the page's own work is over before the charts' begins,
 * and it records when `go` was called, which charts mounted, and each chart's first `onRenderChange(true)`.
 */
function moduleSource(/** @type {number} */ count, /** @type {boolean} */ lazy) {
  return `import React, { useEffect, useRef, useState } from 'react';
import { Axis, Chart, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

interface Cost { go?: () => void; start?: number; mounted: number[]; rendered: Record<number, number> }
const cost: Cost = ((window as unknown as { __manyCharts?: Cost }).__manyCharts ??= { mounted: [], rendered: {} });

const data = (n: number) =>
  Array.from({ length: 100 }, (_, x) => ({ x, y: Math.round(50 + 40 * Math.sin((x + n * 7) / 9)) }));

function OneChart({ n, baseTheme }: { n: number; baseTheme?: Theme }) {
  cost.mounted.push(n);
  return (
    <Chart>
      <Settings
        baseTheme={baseTheme}
        onRenderChange={(rendered) => {
          if (rendered && !(n in cost.rendered)) cost.rendered[n] = performance.now();
        }}
      />
      <Axis id="x" position={Position.Bottom} />
      <Axis id="y" position={Position.Left} />
      <LineSeries id="line" data={data(n)} xScaleType={ScaleType.Linear} yScaleType={ScaleType.Linear} xAccessor="x" yAccessors={['y']} />
    </Chart>
  );
}

function WhenVisible({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return <div ref={box} style={{ height: 150 }}>{visible ? children : null}</div>;
}

export default function ManyCharts({ baseTheme }: { baseTheme?: Theme }) {
  const [go, setGo] = useState(false);
  useEffect(() => {
    cost.go = () => {
      cost.start = performance.now();
      setGo(true);
    };
  }, []);
  const charts = go
    ? Array.from({ length: ${count} }, (_, n) =>
        ${lazy ? '<WhenVisible key={n}><OneChart n={n} baseTheme={baseTheme} /></WhenVisible>' : '<div key={n} style={{ height: 150 }}><OneChart n={n} baseTheme={baseTheme} /></div>'},
      )
    : null;
  return <div style={{ height: '100%', overflow: 'auto' }}>{charts}</div>;
}
`;
}

/**
 * What the module records on `window.__manyCharts`: \`go\` starts the charts, \`start\` is when it was called,
 * \`rendered\` each chart's first drawing, in milliseconds of \`performance.now()\`.
 * @typedef {{ go?: () => void, start?: number, mounted: number[], rendered: Record<string, number> }} Cost
 */

/** The address of the example page with `source` in its shared-link fragment, as Copy link writes it. */
function pageUrl(/** @type {string} */ source) {
  const payload = deflateRawSync(Buffer.from(source, 'utf8'), { level: 9 }).toString('base64url');
  return `${BASE}/examples/${EXAMPLE}#edit=${EXAMPLE}.${payload}`;
}

/**
 * The heap in use after two forced garbage collections, and the CPU time of the renderer's main thread so far.
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function snapshot(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return { heap: usedSize, cpuMs: (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000 };
}

/**
 * One visit in a fresh context: opens the page, lets it settle, takes a snapshot, starts the charts, waits until
 * every chart (eager) or every chart the observer mounted (lazy) has drawn and a second has passed with nothing
 * new, and takes a second snapshot. Each figure is the difference between the two, within one visit.
 * @param {import('@playwright/test').Browser} browser
 */
async function visit(browser, /** @type {{ count: number, lazy: boolean }} */ { count, lazy }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: DPR });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.enable');
    await page.goto(pageUrl(moduleSource(count, lazy)));
    await page.waitForFunction(
      () =>
        typeof (/** @type {{ __manyCharts?: Cost }} */ (/** @type {unknown} */ (window)).__manyCharts?.go) ===
        'function',
      undefined,
      { timeout: 60_000 },
    );
    // The site loads some things when the page is idle (ARCHITECTURE.md); let them finish first.
    await page.waitForTimeout(5000);
    const before = await snapshot(cdp);
    await page.evaluate(() =>
      /** @type {{ __manyCharts: Cost }} */ (/** @type {unknown} */ (window)).__manyCharts.go?.(),
    );
    let last = -1;
    for (;;) {
      await page.waitForTimeout(1000);
      const state = await page.evaluate(() => {
        const cost = /** @type {{ __manyCharts: Cost }} */ (/** @type {unknown} */ (window)).__manyCharts;
        return { mounted: new Set(cost.mounted).size, rendered: Object.keys(cost.rendered).length };
      });
      const settled = state.rendered === state.mounted && (lazy || state.rendered === count);
      if (settled && state.rendered === last) break;
      last = settled ? state.rendered : -1;
    }
    const after = await snapshot(cdp);
    const measured = await page.evaluate(() => {
      const cost = /** @type {{ __manyCharts: Cost }} */ (/** @type {unknown} */ (window)).__manyCharts;
      const start = cost.start ?? 0;
      const times = Object.values(cost.rendered).map((t) => t - start);
      const canvases = Array.from(document.querySelectorAll('.echChart canvas')).filter(
        (c) => c instanceof HTMLCanvasElement,
      );
      return {
        mounted: new Set(cost.mounted).size,
        lastMs: times.length ? Math.max(...times) : 0,
        canvasBytes: canvases.reduce((sum, c) => sum + c.width * c.height * 4, 0),
      };
    });
    // The waits between the snapshots are idle time; what the page did in them is the charts' work.
    return { heap: after.heap - before.heap, cpuMs: after.cpuMs - before.cpuMs, ...measured };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ms = (/** @type {number} */ t) => `${Math.round(t)} ms`;

const SCENARIOS = [
  // The same steps with nothing to mount: what the page does on its own in the same time, to read the others by.
  { name: 'no chart', count: 0, lazy: false },
  { name: 'one chart', count: 1, lazy: false },
  { name: `${CHARTS} at once`, count: CHARTS, lazy: false },
  { name: `${CHARTS}, on scroll`, count: CHARTS, lazy: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  /** @type {Record<string, Awaited<ReturnType<typeof visit>>[]>} */
  const samples = Object.fromEntries(SCENARIOS.map(({ name }) => [name, []]));
  // Scenarios alternate within a run, so that a busy stretch of the machine falls on all of them.
  for (let run = 0; run < RUNS; run++) {
    for (const scenario of SCENARIOS) samples[scenario.name]?.push(await visit(browser, scenario));
  }
  const values = (
    /** @type {string} */ name,
    /** @type {'heap' | 'cpuMs' | 'mounted' | 'lastMs' | 'canvasBytes'} */ key,
  ) => (samples[name] ?? []).map((s) => s[key]);
  const spread = (/** @type {number[]} */ xs, /** @type {(x: number) => string} */ format) =>
    `${format(median(xs))} (${format(Math.min(...xs))}–${format(Math.max(...xs))})`;
  console.log(
    `${new Date().toISOString().slice(0, 16)}Z, Chromium ${browser.version()}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; ${RUNS} visits each, median (lowest–highest); line charts of 100 points with two axes, 150 px high, ` +
      `about 680 px wide, device pixel ratio ${DPR}`,
  );
  for (const { name, count } of SCENARIOS) {
    const drawn = median(values(name, 'mounted'));
    const heap = values(name, 'heap');
    console.log(`${name}: ${drawn} of ${count} charts drawn`);
    console.log(
      `  JS heap           ${spread(heap, mb)}${drawn ? `, per chart drawn ${mb(median(heap) / drawn)}` : ''}`,
    );
    console.log(`  canvas pixels     ${mb(median(values(name, 'canvasBytes')))}`);
    console.log(`  main-thread CPU   ${spread(values(name, 'cpuMs'), ms)}`);
    console.log(`  until last drawn  ${spread(values(name, 'lastMs'), ms)}`);
  }
} finally {
  await browser.close();
}
