import type { FrameLocator, Locator, Page } from '@playwright/test';
import { EXPECT_TIMEOUT } from './timeouts';

/**
 * Waits that end in the animation frame their condition first holds, for the states a visit waits on
 * most: a page hydrated, a chart drawn. expect()'s matchers check, then check again 100, 250, 500 and
 * every 1,000 ms after, so a state that arrives just after a check is seen up to a second late; on the
 * crawl that lateness was half of each page's time (PERFORMANCE.md, 'Waiting by frame'). These waits do
 * not assert: each returns whether its state came within `timeout`, and the caller's expect() that
 * follows says what was missing when it did not.
 */

/** How long a frame wait lasts when the caller gives no timeout: expect()'s own. */
const DEFAULT_TIMEOUT = EXPECT_TIMEOUT;

/** Resolves once Docusaurus has marked `<html>` hydrated, or `timeout` has passed. */
export async function waitForHydration(page: Page, timeout = DEFAULT_TIMEOUT): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        const end = performance.now() + ms;
        const check = () => {
          if (document.documentElement.dataset['hasHydrated'] === 'true') resolve(true);
          else if (performance.now() > end) resolve(false);
          else requestAnimationFrame(check);
        };
        check();
      }),
    timeout,
  );
}

/**
 * Resolves once every chart inside `scope` says its render is complete (at least one chart, none still
 * drawing), or `timeout` has passed.
 */
export async function waitForChartsDrawn(
  scope: Locator | FrameLocator | Page,
  timeout = DEFAULT_TIMEOUT,
): Promise<boolean> {
  // A Locator is the root itself; a page or a frame is searched from its document's root.
  const root = 'elementHandle' in scope ? scope : scope.locator(':root');
  return root.evaluate(
    (element, ms) =>
      new Promise<boolean>((resolve) => {
        const end = performance.now() + ms;
        const check = () => {
          const drawn =
            element.querySelector('[data-ech-render-complete="true"]') !== null &&
            element.querySelector('[data-ech-render-complete="false"]') === null;
          if (drawn) resolve(true);
          else if (performance.now() > end) resolve(false);
          else requestAnimationFrame(check);
        };
        check();
      }),
    timeout,
  );
}
