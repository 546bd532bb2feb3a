import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The clean crawl: every page of the build's sitemap (hand-written and generated alike) loads in
 * Chromium and hydrates with no console error or warning (the fixture's guard: hydration
 * mismatches are console errors), no page error and no failed request.
 */
const SITEMAP = path.resolve(__dirname, '..', 'build', 'sitemap.xml');
const PATHS = [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
);
const SHARDS = 12;

/** Records failed requests and error responses. */
function watchRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it still had in flight (a prefetch, a lazy chart): not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failed;
}

test('the sitemap lists every page of the build', () => {
  expect(PATHS.length).toBeGreaterThan(600);
  expect(PATHS).toEqual(expect.arrayContaining(['/', '/docs/docs', '/api/specs/xy/LineSeries', '/all-types/']));
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`crawl part ${shard + 1} of ${SHARDS}: every page loads and hydrates cleanly`, async ({ page }) => {
    test.setTimeout(300_000);
    const failed = watchRequests(page);
    for (const route of PATHS.filter((_, i) => i % SHARDS === shard)) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      // Docusaurus marks <html> once React has hydrated the page.
      await expect(page.locator('html'), route).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('main, [role="main"]').first(), route).toBeVisible();
    }
    expect(failed).toEqual([]);
  });
}
