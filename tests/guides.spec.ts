import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { GUIDES } from '../src/sidebars/guides';

/**
 * The ten guides are the site's teaching, and a first visit should not need the docs sidebar to find
 * them: the home page and Getting started list each one, with a line on what it teaches.
 */
async function expectEveryGuideListed(page: Page, route: string) {
  await page.goto(route);
  const main = page.locator('main');
  for (const id of GUIDES) {
    const link = main.locator(`li:has(> a[href="/docs/${id}"])`);
    await expect(link, `${route} lists /docs/${id}`).toHaveCount(1);
    await expect(link).toBeVisible();
    // The link's text, then a line of its own: at least eight words on what the guide teaches.
    const [title = '', ...rest] = (await link.innerText()).split('\n');
    expect(title.trim().length, `the link to /docs/${id} has a title`).toBeGreaterThan(3);
    expect(rest.join(' ').trim().split(/\s+/).length, `/docs/${id} has a one-line description`).toBeGreaterThanOrEqual(
      8,
    );
  }
}

test('the home page lists every guide with what it teaches', async ({ page }) => {
  await expectEveryGuideListed(page, '/');
});

test('Getting started lists every guide with what it teaches', async ({ page }) => {
  await expectEveryGuideListed(page, '/docs/docs');
  await expect(page.getByRole('heading', { level: 2, name: 'Guides' })).toBeVisible();
});

test("each guide's link reads as the guide's own title", async ({ page }) => {
  await page.goto('/docs/docs');
  const titles = new Map<string, string>();
  for (const id of GUIDES) {
    titles.set(id, (await page.locator(`main li > a[href="/docs/${id}"]`).innerText()).trim());
  }
  for (const [id, title] of titles) {
    await page.goto(`/docs/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
