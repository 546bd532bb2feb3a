import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHART_LIBRARY_MARKERS, PRISM_MARKERS } from './chunkMarkers';
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

/**
 * Starts recording, in the page, each keystroke in the search box and when more than `already` elements match
 * `selector` (at first, when one does).
 */
async function recordAgainstTyping(page: Page, selector: string, already = 0): Promise<void> {
  await page.evaluate(
    ({ selector, already }) => {
      const seen = { keys: [] as number[], startedAt: 0 };
      Object.assign(window, { typingPauseSeen: seen });
      document.addEventListener('input', () => seen.keys.push(performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll(selector).length <= already) return;
        seen.startedAt ||= performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    { selector, already },
  );
}

/** Holds every script that holds all of `markers` until the returned function is called. */
async function holdChunk(page: Page, markers: string[]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (markers.every((marker) => body.includes(marker))) await released;
    await route.fulfill({ response, body });
  });
  return release;
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
  const release = await holdChunk(page, PRISM_MARKERS);
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

test('a code block scrolled into view while the reader types goes live once they pause', async ({ page }) => {
  // Theming: its examples' sources and its snippets are code blocks, most of them off the first screen.
  await page.goto('/docs/theming');
  const box = searchBox(page);
  await expect(box).toBeEnabled();
  const live = page.locator('article [data-code-block="live"]');
  // The blocks' chunk is in before the reader types: the first example's source, opened, goes live.
  await page.locator('article details > summary').first().click();
  await expect(live).toHaveCount(1);
  await recordAgainstTyping(page, 'article [data-code-block="live"]', 1);

  await box.focus();
  await page.keyboard.type(QUERY.slice(0, 5), { delay: 120 });
  // The page's last block, brought into view while the search box keeps the focus (its source opened if folded).
  await page
    .locator('article [data-code-block="server"]')
    .last()
    .evaluate((block) => {
      const folded = block.closest('details');
      if (folded) folded.open = true;
      block.scrollIntoView({ block: 'center' });
    });
  await page.keyboard.type(QUERY.slice(5), { delay: 120 });

  // That block, and the blocks near it, go live.
  await expect(live.nth(1)).toBeAttached();
  expect(await startedAfterLastKey(page), 'the block went live after the pause').toBeGreaterThanOrEqual(SOONEST);
});

test('the chart library, arriving while the reader types, runs once they pause', async ({ page }) => {
  // The opening chart's library is held until the reader has typed: its code is in while they type on.
  const release = await holdChunk(page, CHART_LIBRARY_MARKERS);
  await page.goto('/docs/docs');
  const box = searchBox(page);
  await expect(box).toBeEnabled();
  await recordAgainstTyping(page, 'article figure[data-chart-example] [data-ech-render-count]');
  // When the library's code first runs, by the page's clock: each module of its chunk is wrapped as the chunk
  // registers them (the bundler's chunk array, whose push the runtime has replaced by then).
  await page.evaluate((markers) => {
    const seen = (window as unknown as { typingPauseSeen: { startedAt: number } }).typingPauseSeen;
    type Factory = (this: unknown, ...args: unknown[]) => unknown;
    const chunks = (window as unknown as { webpackChunkelastic_charts_docs: [unknown, Record<string, Factory>][] })
      .webpackChunkelastic_charts_docs;
    const push = chunks.push.bind(chunks);
    chunks.push = (...pushed) => {
      for (const [, modules] of pushed) {
        const factories = Object.values(modules);
        if (!markers.every((marker) => factories.some((factory) => String(factory).includes(marker)))) continue;
        for (const [id, factory] of Object.entries(modules))
          modules[id] = function (this: unknown, ...args: unknown[]) {
            seen.startedAt ||= performance.now();
            return factory.apply(this, args);
          };
      }
      return push(...pushed);
    };
  }, CHART_LIBRARY_MARKERS);

  await box.focus();
  await page.keyboard.type(QUERY.slice(0, 2), { delay: 120 });
  release();
  await page.keyboard.type(QUERY.slice(2), { delay: 120 });

  await expect(
    page.locator('article figure[data-chart-example] [data-ech-render-complete="true"]').first(),
  ).toBeAttached();
  expect(await startedAfterLastKey(page), 'the library ran after the pause').toBeGreaterThanOrEqual(SOONEST);
});
