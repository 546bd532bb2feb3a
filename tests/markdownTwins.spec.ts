import { test, expect } from './fixtures';
import { twinPathOf } from '../src/plugins/content/markdown-twins/twinPath';
import { twinOf } from './markdownTwins';
import { SITEMAP_PATHS } from './pages';

/**
 * The twins as a reader's tools get them, through `docusaurus serve`, and the "Copy page" and "View
 * as Markdown" controls of a docs page (src/components/PageActions). tests/build/markdownTwins.spec.ts
 * reads the same files from the build.
 */
const SERVED = [
  '/',
  '/docs/tooltips',
  '/api/specs/global/Settings',
  '/examples/line-series',
  '/all-types/',
  '/all-types/interfaces/SettingsSpec',
];

test('the server answers each twin, llms.txt and llms-full.txt as Markdown text', async ({ request }) => {
  for (const route of SERVED) {
    const response = await request.get(twinPathOf(route));
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toMatch(/^text\/markdown/);
    expect(await response.text(), route).toBe(twinOf(route));
  }
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/^text\/plain/);
    expect(await response.text(), file).toMatch(/^# Elastic Charts\n\n> /);
  }
});

test('the server answers the twin of every page of the sitemap', async ({ request }) => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(600);
  const missing: string[] = [];
  for (const route of SITEMAP_PATHS) {
    const response = await request.get(twinPathOf(route));
    if (response.status() !== 200 || !/^text\/markdown/.test(response.headers()['content-type'] ?? '')) {
      missing.push(`${route}: ${response.status()} ${response.headers()['content-type'] ?? ''}`);
    }
  }
  expect(missing).toEqual([]);
});

test.describe('the page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy page puts the twin on the clipboard, from the keyboard too', async ({ page }) => {
    await page.goto('/docs/tooltips');
    const copy = page.getByRole('button', { name: 'Copy page' });
    await expect(copy).toBeVisible();
    // The live region of the page actions, beside the button.
    const status = copy.locator('xpath=..').locator('[aria-live="polite"]');
    await copy.click();
    await expect(status).toHaveText('Copied as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOf('/docs/tooltips'));

    // Enter on the focused button copies again.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOf('/docs/tooltips'));
  });

  test.describe('when the twin cannot be fetched', () => {
    // The browser logs the failed request; here it is the fault this test injects.
    test.use({ expectedConsole: { messages: [/Failed to load resource: the server responded with a status of 503/] } });

    test('a failed copy says why', async ({ page }) => {
      await page.route('**/docs/tooltips.md', (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.goto('/docs/tooltips');
      const copy = page.getByRole('button', { name: 'Copy page' });
      await copy.click();
      await expect(copy.locator('xpath=..').locator('[aria-live="polite"]')).toHaveText(
        'Could not copy: /docs/tooltips.md answered 503',
      );
    });
  });

  test.describe('opening a twin', () => {
    test('View as Markdown opens the twin, and every kind of docs page has both controls', async ({ page }) => {
      for (const route of [
        '/docs/docs',
        '/api/specs/global/Settings',
        '/examples/line-series',
        '/category/specs',
        '/docs/upgrading/from-72-to-73',
        '/all-types/',
        '/all-types/interfaces/SettingsSpec',
      ]) {
        await page.goto(route);
        const main = page.locator('main');
        await expect(main.getByRole('button', { name: 'Copy page' }), route).toBeVisible();
        await expect(main.getByRole('link', { name: 'View as Markdown' }), route).toHaveAttribute(
          'href',
          twinPathOf(route),
        );
      }
      // A Markdown file names no icon, so Chromium asks for /favicon.ico, which the site does not have
      // (its icon is img/favicon.svg); answered here, so the 404 of the browser's own asking is no console error.
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
      await page.getByRole('link', { name: 'View as Markdown' }).click();
      await expect(page).toHaveURL(/\/all-types\/interfaces\/SettingsSpec\.md$/);
      await expect(page.locator('body')).toContainText('# Interface: SettingsSpec');
    });
  });
});
