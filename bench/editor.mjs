// @ts-check
// The in-page editor (issue 22), on our site only (the stock site has none): the JavaScript the first
// Edit downloads, and the time from that click to an editor that takes typing and shows highlighted
// code, in Chromium with the CPU slowed down 4x.
import { gzipSync } from 'node:zlib';
import { freshPage } from './browser.mjs';

export const EDITOR_PAGE = '/examples/line-series';

/**
 * @typedef {object} EditorFigures
 * @property {number} largestGzip  the largest script the first Edit downloads (CodeMirror's chunk), gzip
 * @property {number} allGzip      every script the first Edit downloads (CodeMirror, sucrase, their components), gzip
 * @property {number} toEditable   ms from the click on Edit to an editable editor with highlighted code,
 *                                 the click coming with no warning (a script's click: no pointer on Edit, no focus)
 * @property {number} afterPointing  the same, when the pointer has rested on Edit for POINTER_REST_MS first
 */

/**
 * How long the pointer rests on Edit before the click, in the second figure. Pointing at Edit starts
 * the editor's download; 200 ms is a short rest for a reader who moves to a button and clicks it.
 */
export const POINTER_REST_MS = 200;

/** In the page: clicks Edit and resolves with the ms until a frame shows the editor editable and highlighted. */
function timeEdit() {
  const figure = document.querySelector('[data-chart-example]');
  const button = Array.from(figure?.querySelectorAll('button') ?? []).find((element) => element.textContent === 'Edit');
  if (!(button instanceof HTMLButtonElement)) throw new Error('no Edit button in the first example');
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    const start = performance.now();
    button.click();
    for (;;) {
      await nextFrame();
      const content = figure?.querySelector('.cm-content[contenteditable="true"]');
      // Highlighted: the grammar has tagged tokens (CodeMirror gives them generated classes).
      if (content?.querySelector('.cm-line span[class]')) return performance.now() - start;
      if (performance.now() - start > 30_000) throw new Error('the editor did not open within 30 s');
    }
  })();
}

/** @returns {Promise<EditorFigures>} */
export async function measureEditor(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ baseURL,
) {
  const { page, close } = await freshPage(browser);
  try {
    await openEditorPage(page, baseURL);
    /** @type {Promise<number>[]} */
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    const toEditable = await page.evaluate(timeEdit);
    const sizes = await Promise.all(scripts);
    if (sizes.length === 0)
      throw new Error('bench: the first Edit downloaded no script; is the editor in the first load?');
    return {
      largestGzip: Math.max(...sizes),
      allGzip: sizes.reduce((sum, size) => sum + size, 0),
      toEditable,
      afterPointing: await timeEditAfterPointing(browser, baseURL),
    };
  } finally {
    await close();
  }
}

/** Opens the example page and waits until it is hydrated, its chart drawn and its network quiet. */
async function openEditorPage(/** @type {import('@playwright/test').Page} */ page, /** @type {string} */ baseURL) {
  await page.goto(`${baseURL}${EDITOR_PAGE}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForSelector('[data-ech-render-complete="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** A fresh first visit; the pointer moves onto Edit and rests there POINTER_REST_MS before the click. */
async function timeEditAfterPointing(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ baseURL,
) {
  const { page, close } = await freshPage(browser);
  try {
    await openEditorPage(page, baseURL);
    await page.locator('[data-chart-example]').first().getByRole('button', { name: 'Edit', exact: true }).hover();
    // The rest is the measurement's input, not a wait for a condition.
    await page.waitForTimeout(POINTER_REST_MS);
    return await page.evaluate(timeEdit);
  } finally {
    await close();
  }
}
