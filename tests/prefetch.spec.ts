import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Every script the page requests from now on, as absolute URLs. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Prefetching goes through our idle-prefetch plugin (src/plugins/idle-prefetch), which replaces
 * Docusaurus's lookup of a route's chunks: this checks it still finds them.
 */
test("once the page is idle, the scripts of a page its sidebar links to are prefetched, so going there fetches no new code", async ({ browser, page }) => {
  // What /docs/troubleshooting needs that /docs/docs does not have: learnt in a visit of its own.
  const scout = await browser.newPage();
  const scripts = recordScripts(scout);
  await scout.goto('/docs/docs', { waitUntil: 'load' });
  const docsScripts = scripts.splice(0);
  await scout.goto('/docs/troubleshooting', { waitUntil: 'load' });
  await scout.close();
  const needed = scripts.filter((script) => !docsScripts.includes(script));
  expect(needed.length).toBeGreaterThan(0);

  await page.goto('/docs/docs');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Troubleshooting' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href)))
    .toEqual(expect.arrayContaining(needed));
});
