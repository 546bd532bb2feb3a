// @ts-check
// What a first visit to one page costs: the JavaScript and CSS it downloads, and LCP, CLS and total
// blocking time in Chromium with the CPU slowed down 4x.
import { gzipSync } from 'node:zlib';
import { freshPage, waitFor } from './browser.mjs';

/** Total blocking time is counted until the main thread has had no long task for this long (Lighthouse's TTI window). */
const QUIET_MS = 5000;
/** A page that never goes quiet is measured for this long after its load event, at most. */
const MAX_OBSERVE_MS = 40_000;

/**
 * @typedef {object} PageFigures
 * @property {number} jsRaw    JavaScript requested before the load event, bytes as served
 * @property {number} jsGzip   the same, gzip-compressed
 * @property {number} cssRaw
 * @property {number} cssGzip
 * @property {number} jsIdleGzip JavaScript requested until the page went quiet (gzip): what lazy loading moved after the load event
 * @property {number} lcp      ms from navigation start
 * @property {boolean} lcpFromScript  the LCP element is not in the HTML as served: script made or filled it, so our
 *                                    JavaScript is on the LCP path
 * @property {number} cls
 * @property {number} tbt      ms
 */

/**
 * What observeVitals keeps on the page's window.
 * @typedef {{ fcp: number, lcp: number, cls: number, longTasks: [number, number][], lcpElement: Element | null }} Vitals
 * @typedef {typeof window & { __benchVitals: Vitals }} VitalsWindow
 * A layout-shift entry (not in TypeScript's DOM library).
 * @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number }} LayoutShift
 */

/** Runs in the page before its own scripts: records paints, layout shifts and long tasks. */
function observeVitals() {
  /** @type {Vitals} */
  const vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [], lcpElement: null };
  Object.assign(window, { __benchVitals: vitals });
  const observe = (/** @type {string} */ type, /** @type {(entry: PerformanceEntry) => void} */ onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = /** @type {LargestContentfulPaint} */ (entry).element ?? null;
  });
  observe('layout-shift', (entry) => {
    const shift = /** @type {LayoutShift} */ (entry);
    if (!shift.hadRecentInput) vitals.cls += shift.value;
  });
  observe('longtask', (entry) => {
    vitals.longTasks.push([entry.startTime, entry.duration]);
  });
}

/**
 * Lighthouse's total blocking time: each long task is clipped to start no earlier than first
 * contentful paint, and what is left of it beyond 50 ms blocks. (A task that starts before the
 * paint and runs on after it counts for its part after the paint, not for nothing and not whole.)
 * The end is the last long task: measuring stops once the page has gone quiet.
 * @param {[number, number][]} longTasks  [start, duration] in ms
 * @param {number} fcp
 */
export function totalBlockingTime(longTasks, fcp) {
  return longTasks.reduce(
    (sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50),
    0,
  );
}

/**
 * In the page, once measured: whether the LCP element is missing from the HTML as the server sent
 * it (the same path of tags, with the same text), which means script made it or filled it in.
 */
async function lcpElementMissingFromServedHtml() {
  const element = /** @type {VitalsWindow} */ (window).__benchVitals.lcpElement;
  if (!(element instanceof Element) || !element.isConnected) return false;
  /** @type {string[]} */
  const steps = [];
  for (let node = element; node.parentElement; node = node.parentElement) {
    steps.unshift(
      `${node.tagName.toLowerCase()}:nth-child(${Array.prototype.indexOf.call(node.parentElement.children, node) + 1})`,
    );
  }
  const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
  const same = served.querySelector(`html > ${steps.join(' > ')}`);
  return (
    !same || same.tagName !== element.tagName || (same.textContent ?? '').trim() !== (element.textContent ?? '').trim()
  );
}

/** @returns {Promise<PageFigures>} */
export async function measurePage(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const { page, close } = await freshPage(browser, observeVitals);
  try {
    let loaded = false;
    /** @type {Promise<{ type: 'script' | 'stylesheet', beforeLoad: boolean, bytes: Buffer }>[]} */
    const downloads = [];
    page.on('request', (request) => {
      // Prefetches of linked pages have the type 'other': they are not this page's cost.
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const beforeLoad = !loaded;
      downloads.push(
        request.response().then(async (response) => {
          if (!response) throw new Error(`bench: no response for ${request.url()}`);
          return { type, beforeLoad, bytes: await response.body() };
        }),
      );
    });
    page.once('load', () => {
      loaded = true;
    });
    await page.goto(url, { waitUntil: 'load' });
    const quiet = async () => {
      const { now, lastTaskEnd, loadEnd } = await page.evaluate(() => {
        const vitals = /** @type {VitalsWindow} */ (window).__benchVitals;
        const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
        const ends = vitals.longTasks.map(([start, duration]) => start + duration);
        return { now: performance.now(), lastTaskEnd: Math.max(0, ...ends), loadEnd: navigation?.loadEventEnd ?? 0 };
      });
      return now - Math.max(lastTaskEnd, loadEnd) >= QUIET_MS;
    };
    await waitFor(quiet, MAX_OBSERVE_MS, `${url} never went ${QUIET_MS} ms without a long task`);
    const vitals = await page.evaluate(() => {
      const { fcp, lcp, cls, longTasks } = /** @type {VitalsWindow} */ (window).__benchVitals;
      return { fcp, lcp, cls, longTasks };
    });
    const lcpFromScript = await page.evaluate(lcpElementMissingFromServedHtml);
    const tbt = totalBlockingTime(vitals.longTasks, vitals.fcp);
    const files = await Promise.all(downloads);
    const total = (/** @type {(file: typeof files[number]) => boolean} */ keep, /** @type {boolean} */ gzip) =>
      files.filter(keep).reduce((sum, { bytes }) => sum + (gzip ? gzipSync(bytes).length : bytes.length), 0);
    const firstLoad = (/** @type {'script' | 'stylesheet'} */ type) => (/** @type {typeof files[number]} */ file) =>
      file.type === type && file.beforeLoad;
    return {
      jsRaw: total(firstLoad('script'), false),
      jsGzip: total(firstLoad('script'), true),
      cssRaw: total(firstLoad('stylesheet'), false),
      cssGzip: total(firstLoad('stylesheet'), true),
      jsIdleGzip: total((file) => file.type === 'script', true),
      lcp: vitals.lcp,
      lcpFromScript,
      cls: vitals.cls,
      tbt,
    };
  } finally {
    await close();
  }
}
