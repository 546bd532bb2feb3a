import { test, expect } from './fixtures';
import { waitForHydration } from './frameWaits';
import { watchRequests } from './network';
import { CRAWLED, SITEMAP_PATHS as PATHS, VISITED_ELSEWHERE } from './pages';
import { expectPromisedContent } from './promisedContent';

/**
 * The clean crawl: every page of the build's sitemap (hand-written and generated alike) loads in
 * Chromium and hydrates with no console error or warning (the fixture's guard: hydration
 * mismatches are console errors), no page error and no failed request, and shows what the spec
 * promises of it (tests/promisedContent.ts). The pages a11y.spec.ts and examples.spec.ts visit make
 * the same checks on their own visits, so the crawl loads only the rest.
 */
const SHARDS = 8;

test('the sitemap lists every page of the build, and every page is visited by a spec', () => {
  expect(PATHS.length).toBeGreaterThan(600);
  expect(PATHS).toEqual(expect.arrayContaining(['/', '/docs/docs', '/api/specs/xy/LineSeries', '/all-types/']));
  // The pages left to the other specs are pages of the build: a renamed page cannot drop out of every visit.
  expect([...VISITED_ELSEWHERE].filter((route) => !PATHS.includes(route))).toEqual([]);
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`crawl part ${shard + 1} of ${SHARDS}: every page loads and hydrates cleanly`, async ({ page }) => {
    test.setTimeout(300_000);
    const failed = watchRequests(page);
    for (const route of CRAWLED.filter((_, i) => i % SHARDS === shard)) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      // Docusaurus marks <html> once React has hydrated the page.
      await waitForHydration(page);
      await expect(page.locator('html'), route).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('main, [role="main"]').first(), route).toBeVisible();
      await expectPromisedContent(page, route);
    }
    expect(failed).toEqual([]);
  });
}
