// @ts-check
// Client-side navigation between two docs pages: from the click on a sidebar link to the frame that
// shows the next page's title.
import { freshPage } from './browser.mjs';

export const NAVIGATION = { from: '/docs/docs', to: '/docs/troubleshooting' };

/** Clicks the sidebar link to `to` and returns the ms until a frame shows a new h1 at that path. */
function timeNavigation(/** @type {string} */ to) {
  const link = document.querySelector(`nav.menu a[href="${to}"]`);
  if (!(link instanceof HTMLAnchorElement)) throw new Error(`no sidebar link to ${to}`);
  const before = document.querySelector('article h1')?.textContent;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    const start = performance.now();
    link.click();
    for (;;) {
      await nextFrame();
      const title = document.querySelector('article h1')?.textContent;
      if (location.pathname === to && title && title !== before) return performance.now() - start;
      if (performance.now() - start > 20_000) throw new Error(`the page at ${to} did not show within 20 s`);
    }
  })();
}

/** @returns {Promise<number>} */
export async function measureNavigation(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ baseURL,
) {
  const { page, close } = await freshPage(browser);
  try {
    // A reader clicks once the page has settled: hydrated (Docusaurus marks <html>), its search box
    // ready and its linked pages prefetched.
    await page.goto(`${baseURL}${NAVIGATION.from}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForSelector('.navbar__search-input:not([disabled])');
    await page.waitForLoadState('networkidle');
    return await page.evaluate(timeNavigation, NAVIGATION.to);
  } finally {
    await close();
  }
}
