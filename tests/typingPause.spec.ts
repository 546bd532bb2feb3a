import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { PRISM_MARKERS } from './chunkMarkers';
import { searchBox } from './locators';
import { TYPING_PAUSE_MS } from '../src/browser/typingPause';

/**
 * What a page starts on its own waits while the reader types in the search box (src/browser/typingPause.ts): a
 * chart that comes into view and the code blocks that go live between two keystrokes do so once the keys pause,
 * not between them. The page records, by its own clock, when each keystroke changed the box and when the chart's
 * library first rendered into its box or a block went live; that must come a pause after the last keystroke.
 */

/** The typing: a query, one key every 120 ms, as a reader types. */
const QUERY = 'stacked area percent';

/** Starts recording, in the page, each keystroke in the search box and when `selector` first matches. */
async function recordAgainstTyping(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const seen = { keys: [] as number[], startedAt: 0 };
    Object.assign(window, { typingPauseSeen: seen });
    document.addEventListener('input', () => seen.keys.push(performance.now()), { capture: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      seen.startedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, selector);
}

/** The last keystroke and what started, in ms of the page's clock; checks that every key was heard. */
async function startedAfterLastKey(page: Page): Promise<number> {
  const seen = await page.evaluate(
    () => (window as unknown as { typingPauseSeen: { keys: number[]; startedAt: number } }).typingPauseSeen,
  );
  expect(seen.keys.length, 'every keystroke was heard').toBe(QUERY.length);
  return seen.startedAt - (seen.keys.at(-1) ?? Number.POSITIVE_INFINITY);
}

// Timers fire late, never early: what waited started a pause after the last key at the soonest (the page's own
// listener heard that key a few microseconds before this test's).
const SOONEST = TYPING_PAUSE_MS - 1;

test('a chart scrolled into view while the reader types in the search box draws once they pause', async ({ page }) => {
  await page.goto('/docs/stacking');
  const box = searchBox(page);
  await expect(box).toBeEnabled();
  // The page's last chart, well below the first screen: not started yet.
  const chart = page.locator('article figure[data-chart-example]').last();
  await expect(chart.locator('[data-ech-render-count]')).toHaveCount(0);
  const name = await chart.getAttribute('data-chart-example');
  await recordAgainstTyping(page, `figure[data-chart-example="${name}"] [data-ech-render-count]`);

  await box.focus();
  await page.keyboard.type(QUERY.slice(0, 5), { delay: 120 });
  // Scrolled to while the search box keeps the focus, as a reader scrolls with the wheel between keys.
  await chart.evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
  await page.keyboard.type(QUERY.slice(5), { delay: 120 });

  await expect(chart.locator('[data-ech-render-complete="true"]')).toBeAttached();
  expect(await startedAfterLastKey(page), 'the chart started after the pause').toBeGreaterThanOrEqual(SOONEST);
});

test("a first visit's code blocks go live once the reader pauses their typing in the search box", async ({ page }) => {
  // The code block's chunk (Prism) is held until the reader has typed: it arrives while they type.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (PRISM_MARKERS.every((marker) => body.includes(marker))) await released;
    await route.fulfill({ response, body });
  });
  // Getting started: its example's source and the install command are code blocks of the first screen.
  await page.goto('/docs/docs');
  const box = searchBox(page);
  await expect(box).toBeEnabled();
  await expect(page.locator('article [data-code-block="live"]')).toHaveCount(0);
  await recordAgainstTyping(page, 'article [data-code-block="live"]');

  await box.focus();
  await page.keyboard.type(QUERY.slice(0, 2), { delay: 120 });
  release();
  await page.keyboard.type(QUERY.slice(2), { delay: 120 });

  await expect(page.locator('article [data-code-block="live"]').first()).toBeAttached();
  expect(await startedAfterLastKey(page), 'the blocks went live after the pause').toBeGreaterThanOrEqual(SOONEST);
});
