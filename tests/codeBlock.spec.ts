import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Code blocks on a first visit (src/theme/CodeBlock): the page arrives with the server's
 * highlighted block, which stays as it is until the code block's chunk (Prism and the theme's
 * block) has come after the load event; then the live block takes its place, with a working copy
 * button and the colours of the site's mode.
 */
/** The install command's first line: it is written over three, so that it shows whole on a phone. */
const INSTALL = 'npm install @elastic/charts@73.2.1 \\';
/** The Prism themes' backgrounds: github (light) and dracula (dark). */
const LIGHT_CODE_BACKGROUND = 'rgb(246, 248, 250)';
const DARK_CODE_BACKGROUND = 'rgb(40, 42, 54)';

/** The getting-started page's install command, in whichever state its block is. */
const installBlock = (page: Page) => page.locator('[data-code-block]').filter({ hasText: INSTALL });

/**
 * Opens /docs/docs with no idle callback ever running, so only the reader can start the code
 * block's download; returns the install block, checked to be still the server's.
 */
async function openWithoutIdleTime(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/docs/docs', { waitUntil: 'load' });
  const block = installBlock(page);
  await expect(block).toHaveAttribute('data-code-block', 'server');
  return block;
}

/** Holds every script the page asks for after its load event (the code block's chunk is one) until `release()`. */
async function holdScriptsAfterLoad(page: Page): Promise<() => void> {
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    if (loaded) await released;
    await route.continue();
  });
  return release;
}

test('the block is highlighted before its chunk arrives, and live once it has', async ({ page }) => {
  const release = await holdScriptsAfterLoad(page);
  await page.goto('/docs/docs', { waitUntil: 'load' });
  const block = installBlock(page);
  await expect(block).toHaveAttribute('data-code-block', 'server');
  await expect(block.locator('.token.function').first()).toHaveText('npm');

  release();
  // The install command sits below the chart the page opens with: it goes live once it nears the viewport.
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-code-block', 'live');
  await expect(block.locator('.token.function').first()).toHaveText('npm');
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('in dark mode the block sits in the dark code frame before it is live, and takes the dark theme once it is', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const release = await holdScriptsAfterLoad(page);
  await page.goto('/docs/docs', { waitUntil: 'load' });
  const block = installBlock(page);
  await expect(block).toHaveAttribute('data-code-block', 'server');
  // The server wrote the light theme's colours; the dark frame overrides them, tokens uncoloured.
  const pre = block.locator('pre');
  await expect(pre).not.toHaveCSS('background-color', LIGHT_CODE_BACKGROUND);
  const preColour = await pre.evaluate((element) => getComputedStyle(element).color);
  await expect(block.locator('.token.function').first()).toHaveCSS('color', preColour);

  release();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-code-block', 'live');
  await expect(block.locator('pre')).toHaveCSS('background-color', DARK_CODE_BACKGROUND);
});

test('pointing at a block brings it to life without waiting for an idle moment', async ({ page }) => {
  const block = await openWithoutIdleTime(page);
  await block.hover();
  await expect(block).toHaveAttribute('data-code-block', 'live');
});

test('on a page of many blocks, a block goes live as it nears the viewport, not before', async ({ page }) => {
  await page.goto('/all-types/interfaces/SettingsSpec');
  const blocks = page.locator('[data-code-block]');
  await expect(blocks.first()).toHaveAttribute('data-code-block', 'live');
  const last = blocks.last();
  // The first block has gone live, so the chunk is in; the last one, far below, is still the server's.
  expect(await blocks.count()).toBeGreaterThan(5);
  await expect(last).toHaveAttribute('data-code-block', 'server');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-code-block', 'live');
});

test('a keyboard reader on a block keeps focus on the code when the block goes live, and reaches its copy button', async ({
  page,
}) => {
  const block = await openWithoutIdleTime(page);
  // The server's block has no buttons (the theme renders them in the browser): its stop is the code.
  await block.locator('pre').focus();
  await expect(block).toHaveAttribute('data-code-block', 'live');
  await expect(block.locator('pre')).toBeFocused();
  // The block's buttons follow the code: a line too long for the column brings "Toggle word wrap"
  // before Copy (the install command is one), so Tab walks the block's buttons until Copy.
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
  const buttons = await block.getByRole('button').count();
  for (let i = 0; i < buttons && !(await copy.evaluate((button) => button === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
    await expect(block.locator(':focus')).toHaveCount(1);
  }
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('a TSX example is highlighted alike by the server and by the live block', async ({ page }) => {
  const release = await holdScriptsAfterLoad(page);
  await page.goto('/api/specs/xy/LineSeries', { waitUntil: 'load' });
  const block = page.locator('[data-code-block]').filter({ hasText: 'import {' }).first();
  await expect(block).toHaveAttribute('data-code-block', 'server');
  /** Each token of the block as "classes: text", in order. */
  const tokens = () =>
    block.locator('.token').evaluateAll((spans) => spans.map((span) => `${span.className}: ${span.textContent}`));
  const server = await tokens();
  // TypeScript keywords and JSX tags are told apart, not just coloured as plain text. (The site's
  // grammars class `import` as "keyword module"; the Prism that prism-react-renderer bundles, which
  // DOCS_STOCK=1 builds with, as "keyword".)
  expect(server.some((token) => /^token keyword( module)?: import$/.test(token))).toBe(true);
  expect(server.some((token) => token.startsWith('token tag') && token.endsWith(': <'))).toBe(true);

  release();
  // The example sits below the page's introduction: it goes live once it nears the viewport.
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-code-block', 'live');
  expect(await tokens()).toEqual(server);
});

test('the live block adds its word-wrap button without moving anything on the page', async ({ page }) => {
  // The first chart's source, open at the top of Getting started, has lines wider than its block at this width, so
  // the live block offers word wrap.
  await page.addInitScript(() => {
    // A layout-shift entry's score (the type is not in TypeScript's DOM library).
    const score = (entry: PerformanceEntry) => (entry as PerformanceEntry & { value: number }).value;
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries().map(score)));
    observer.observe({ type: 'layout-shift', buffered: true });
    // What was delivered, and what is recorded but not delivered yet.
    Object.assign(window, { __layoutShifts: () => [...shifts, ...observer.takeRecords().map(score)] });
  });
  await page.goto('/docs/docs', { waitUntil: 'load' });
  const block = page.locator('[data-code-block]').first();
  await expect(block).toHaveAttribute('data-code-block', 'live');
  await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toBeAttached();
  // One frame after the button, so a shift it caused has been recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: () => number[] }).__layoutShifts());
  expect(shifts).toEqual([]);
});

test('on a page reached by client-side navigation, a block goes live as it nears the viewport, not with the page', async ({
  page,
}) => {
  // The chunk in first, as a reader who has spent a moment on the first page has it.
  await page.goto('/docs/docs');
  await installBlock(page).scrollIntoViewIfNeeded();
  await expect(installBlock(page)).toHaveAttribute('data-code-block', 'live');
  await page.locator('nav.menu a[href="/docs/exporting-and-testing"]').click();
  await expect(page.locator('article h1')).toHaveText('Exporting and testing charts');
  const blocks = page.locator('[data-code-block]');
  expect(await blocks.count()).toBeGreaterThan(5);
  // Rendered with the page as plain code, not highlighted in the navigation's own render.
  const last = blocks.last();
  await expect(last).toHaveAttribute('data-code-block', 'plain');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-code-block', 'live');
  await expect(last.locator('.token').first()).toBeVisible();
});
