// @ts-check
// Search as a reader meets it: how long after the page starts loading the box is ready, and how
// long a query takes from the last keystroke to results on screen. The index files' size is
// `searchIndexBytes` (src/plugins/content/search-index/searchFiles.mjs), which the budgets test uses too.
import { freshPage, waitFor } from './browser.mjs';

/** Twenty things readers of a charting library's docs look for: props, specs, types and topics. */
export const QUERIES = [
  'tickFormat',
  'LineSeries',
  'xAccessor',
  'yAccessors',
  'stackAccessors',
  'theme',
  'baseTheme',
  'legendPosition',
  'tooltip',
  'onElementClick',
  'curve',
  'annotation',
  'SmallMultiples',
  'heatmap',
  'partition',
  'timeZone',
  'ScaleType',
  'domain',
  'wordcloud',
  'histogram',
];

/** The navbar's search box: ours and the lunr plugin's both have Infima's class. */
const BOX = '.navbar__search-input';

/** Runs in the page: records when the search box first becomes enabled (ms from navigation start). */
function watchSearchBox() {
  const record = () => {
    const box = document.querySelector('.navbar__search-input');
    if (box instanceof HTMLInputElement && !box.disabled) {
      Object.assign(window, { __benchSearchReady: performance.now() });
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => record() && observer.disconnect());
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}

/**
 * Types `query` into the box as its last keystroke lands (the value, then one input event) and
 * returns the ms until a frame shows its results. The box is emptied first and the query is typed
 * once a frame has shown the list closed, as when a reader clears the box and types again: typed in
 * the same task as the clearing, a query also paid for drawing the previous list away (PERFORMANCE.md,
 * 'Search query, from a list drawn closed'). A result is a rendered (not hidden) link of our list or
 * a suggestion of the lunr plugin's.
 */
function timeQuery(/** @type {string} */ query) {
  const box = /** @type {HTMLInputElement} */ (document.querySelector('.navbar__search-input'));
  const type = (/** @type {string} */ value) => {
    // React tracks an input's value through its setter: the prototype's setter is the one it does not intercept.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const shown = () =>
    Array.from(document.querySelectorAll('[aria-label^="Search results"] a, .ds-dropdown-menu .ds-suggestion')).some(
      (result) => result.getClientRects().length > 0,
    );
  return (async () => {
    type('');
    while (shown()) await nextFrame();
    // A frame's animation callbacks run before it is drawn: the second one comes after the closed list was drawn.
    await nextFrame();
    await nextFrame();
    const start = performance.now();
    type(query);
    for (;;) {
      await nextFrame();
      if (shown()) return performance.now() - start;
      if (performance.now() - start > 10_000) throw new Error(`no results shown for "${query}" within 10 s`);
    }
  })();
}

/**
 * @typedef {object} SearchFigures
 * @property {number} ready  ms from navigation start until the box is enabled
 * @property {number} load   ms from navigation start until the page's load event had run (loadEventEnd)
 * @property {number[]} latencies  ms per query of QUERIES
 */

/** @returns {Promise<SearchFigures>} */
export async function measureSearch(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const { page, close } = await freshPage(browser, watchSearchBox);
  try {
    await page.goto(url);
    await waitFor(
      () => page.evaluate(() => '__benchSearchReady' in window),
      60_000,
      `the search box of ${url} was never enabled`,
    );
    const ready = await page.evaluate(
      () => /** @type {typeof window & { __benchSearchReady: number }} */ (window).__benchSearchReady,
    );
    const load = await page.evaluate(
      () =>
        /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])
          ?.loadEventEnd ?? 0,
    );
    await page.locator(BOX).focus();
    /** @type {number[]} */
    const latencies = [];
    for (const query of QUERIES) latencies.push(await page.evaluate(timeQuery, query));
    return { ready, load, latencies };
  } finally {
    await close();
  }
}
