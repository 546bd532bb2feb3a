// @ts-check
// The theme builder's redraw (issue 48), run alone: `node bench/themeBuilder.mjs` against ./build (served on
// DOCS_PORT, 3203 by default), or `--base http://127.0.0.1:3206` against a running server; `--sessions N`
// (default 3), `--cpu N` the CPU slowdown (default 4, as the bench's other browser figures; 1 for none). In
// Chromium, it times:
//   - text: each keystroke in a number field (axes.tickLabel.fontSize, 11 to 15), from the input event
//     to the frame that shows every preview chart it redraws, and how many frames that took;
//   - a colour drag: the picker of the palette's first colour fed 20 colours, one per animation frame
//     as a drag sends them, from the last one to the frame that shows it; and each colour alone.
// It prints medians and p95s; the figures go in PERFORMANCE.md ('Theme builder: redraw') by hand.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN, launchBrowser } from './browser.mjs';
import { median, percentile } from './report.mjs';
import { serveSite } from './serve.mjs';

export const THEME_BUILDER_PAGE = '/theme-builder';
const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * In the page: types each of `values` into the field `selector` as a reader does (a React-controlled
 * field's value set and its input event sent), and resolves with, for each, the time from its input event
 * to the frame that shows every preview chart it redraws (each `data-ech-render-count` that went up, all
 * charts complete) and the frames until then. A chart the change does not touch keeps its count; the wait
 * ends five quiet frames after the last redraw. With `drag`, every value but the last goes in one per
 * animation frame without waiting, as a colour picker sends them, and only the last is timed.
 * @param {{ selector: string, values: string[], drag: boolean }} args
 * @returns {Promise<{ ms: number, frames: number, charts: number }[]>}
 */
function timeTyping({ selector, values, drag }) {
  const input = document.querySelector(selector);
  if (!(input instanceof HTMLInputElement)) throw new Error(`bench: no field ${selector}`);
  // React tracks a field's value through its own setter on the element: the prototype's is the one typing calls.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const type = (/** @type {string} */ value) => {
    descriptor?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const counts = () =>
    Array.from(document.querySelectorAll('[data-preview-chart] [data-ech-render-count]'), (status) =>
      Number(status.getAttribute('data-ech-render-count')),
    );
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** @returns {Promise<{ ms: number, frames: number, charts: number }>} */
  const timed = (/** @type {string} */ value) => {
    const before = counts();
    const start = performance.now();
    type(value);
    return new Promise((resolve, reject) => {
      let frames = 0;
      let last = { at: 0, frames: 0, charts: 0 };
      let quiet = 0;
      let seen = before.join();
      const frame = () => {
        // The time now, as the frame runs: its timestamp is when the frame began, which may come before the input.
        const now = performance.now();
        frames += 1;
        const current = counts();
        const busy = document.querySelector('[data-preview-chart] [data-ech-render-complete="false"]') !== null;
        if (current.join() !== seen) {
          seen = current.join();
          last = { at: now, frames, charts: current.filter((count, i) => count !== before[i]).length };
          quiet = 0;
        } else if (last.frames > 0 && !busy) quiet += 1;
        if (quiet >= 5) resolve({ ms: last.at - start, frames: last.frames, charts: last.charts });
        else if (now - start > 30_000) reject(new Error('bench: the preview did not redraw within 30 s'));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  };
  return (async () => {
    const results = [];
    if (drag) {
      for (const value of values.slice(0, -1)) {
        type(value);
        await nextFrame();
      }
      results.push(await timed(values[values.length - 1] ?? ''));
    } else {
      for (const value of values) results.push(await timed(value));
    }
    return results;
  })();
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL
 * @param {number} cpu  the CPU slowdown
 */
export async function measureThemeBuilder(browser, baseURL, cpu = CPU_SLOWDOWN) {
  // A fresh page as bench/browser.mjs makes them, at this step's own slowdown.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const close = () => context.close();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Performance.enable');
    // The CPU time of the page's main thread: on a shared machine the wall clock also counts the time
    // other processes held the cores, this does not.
    const threadTime = async () => {
      const { metrics } = /** @type {{ metrics: { name: string, value: number }[] }} */ (
        await cdp.send('Performance.getMetrics')
      );
      return (metrics.find(({ name }) => name === 'ThreadTime')?.value ?? NaN) * 1000;
    };
    /** Times each value typed alone, with the main thread's CPU time around it (the five quiet frames after it included). */
    const typeEach = async (/** @type {string} */ selector, /** @type {string[]} */ values) => {
      const samples = [];
      for (const value of values) {
        const before = await threadTime();
        const [sample] = await page.evaluate(timeTyping, { selector, values: [value], drag: false });
        if (!sample) throw new Error('bench: a change was not timed');
        samples.push({ ...sample, cpu: (await threadTime()) - before });
      }
      return samples;
    };
    await page.goto(`${baseURL}${THEME_BUILDER_PAGE}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-preview-chart] [data-ech-render-complete="true"]').length >= 12,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Text and fonts', exact: true }).click();
    const text = await typeEach('[id="tb-axes.tickLabel.fontSize"]', ['11', '12', '13', '14', '15']);
    await page.getByRole('button', { name: 'Palette', exact: true }).click();
    const picker = '[aria-label="colors.vizColors[0]: colour picker"]';
    const colours = await typeEach(
      picker,
      Array.from({ length: 8 }, (_, step) => `#${(0x20 + step * 24).toString(16).padStart(2, '0')}60c0`),
    );
    const [drag] = await page.evaluate(timeTyping, {
      selector: picker,
      values: Array.from({ length: 20 }, (_, step) => `#c0${(0x10 + step * 12).toString(16).padStart(2, '0')}40`),
      drag: true,
    });
    if (!drag) throw new Error('bench: the drag was not timed');
    return { text, colours, drag };
  } finally {
    await close();
  }
}

// Run alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values: options } = parseArgs({
    options: {
      base: { type: 'string' },
      sessions: { type: 'string', default: '3' },
      cpu: { type: 'string', default: String(CPU_SLOWDOWN) },
    },
  });
  const sessions = Number(options.sessions);
  const cpu = Number(options.cpu);
  const port = Number(process.env.DOCS_PORT ?? 3203);
  const server = options.base
    ? { baseURL: options.base, stop: () => {} }
    : await serveSite({ name: 'ours', dir: ROOT, outDir: path.join(ROOT, 'build'), env: {} }, port);
  const browser = await launchBrowser();
  /** @type {number[]} */ const textMs = [];
  /** @type {number[]} */ const textFrames = [];
  /** @type {number[]} */ const colourMs = [];
  /** @type {number[]} */ const dragMs = [];
  /** @type {number[]} */ const charts = [];
  /** @type {number[]} */ const textCpu = [];
  /** @type {number[]} */ const colourCpu = [];
  try {
    for (let session = 1; session <= sessions; session += 1) {
      console.log(`theme builder bench: session ${session} of ${sessions}`);
      const { text, colours, drag } = await measureThemeBuilder(browser, server.baseURL, cpu);
      textMs.push(...text.map(({ ms }) => ms));
      textFrames.push(...text.map(({ frames }) => frames));
      charts.push(...text.map((sample) => sample.charts), ...colours.map((sample) => sample.charts));
      colourMs.push(...colours.map(({ ms }) => ms));
      textCpu.push(...text.map((sample) => sample.cpu));
      colourCpu.push(...colours.map((sample) => sample.cpu));
      dragMs.push(drag.ms);
    }
  } finally {
    server.stop();
    await browser.close();
  }
  const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
  console.log(`\nTheme builder redraw, CPU ${cpu}x slower, ${sessions} sessions:`);
  console.log(
    `  keystroke in a number field to the frame that shows it: p50 ${ms(median(textMs))}, p95 ${ms(percentile(textMs, 95))}`,
  );
  console.log(`    frames from the keystroke to that frame: p50 ${median(textFrames)}, max ${Math.max(...textFrames)}`);
  console.log(
    `  one colour from the picker to the frame that shows it: p50 ${ms(median(colourMs))}, p95 ${ms(percentile(colourMs, 95))}`,
  );
  console.log(
    `  a drag of 20 colours, one a frame: its last colour shown after p50 ${ms(median(dragMs))}, max ${ms(Math.max(...dragMs))}`,
  );
  console.log(`  charts redrawn per change: ${Math.min(...charts)} to ${Math.max(...charts)}`);
  console.log(
    `  main-thread CPU time per change: keystroke p50 ${ms(median(textCpu))}, colour p50 ${ms(median(colourCpu))}`,
  );
}
