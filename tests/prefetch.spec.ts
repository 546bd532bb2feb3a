import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { scriptsBeforeLoad } from './network';

/** The scripts a first visit to `path` requests before its load event, as absolute URLs. */
async function scriptUrlsBeforeLoad(browser: Browser, path: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    return (await scriptsBeforeLoad(page, path)).map(({ url }) => url);
  } finally {
    await page.close();
  }
}

/**
 * Prefetching goes through our idle-prefetch plugin (src/plugins/speed/idle-prefetch), which replaces
 * Docusaurus's lookup of a route's chunks: this checks it still finds them.
 */
test('once the page is idle, the scripts of a page its sidebar links to are prefetched', async ({ browser, page }) => {
  // What /docs/troubleshooting needs that /docs/docs does not: learnt from a first visit to each.
  const docsScripts = await scriptUrlsBeforeLoad(browser, '/docs/docs');
  const needed = (await scriptUrlsBeforeLoad(browser, '/docs/troubleshooting')).filter(
    (script) => !docsScripts.includes(script),
  );
  expect(needed.length).toBeGreaterThan(0);

  await page.goto('/docs/docs');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Troubleshooting' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      ),
    )
    .toEqual(expect.arrayContaining(needed));
});

test('every file the page prefetches exists', async ({ page }) => {
  await page.goto('/docs/docs');
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    );
  // The sidebar's links are in view, so their pages' scripts get prefetched once the page is idle.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(5);
  // A chunk that has only styles has no script file: prefetching one would request `{id}.undefined.js`.
  const missing: string[] = [];
  for (const href of await prefetched()) {
    if (!(await page.request.get(href)).ok()) missing.push(href);
  }
  expect(missing).toEqual([]);
});
