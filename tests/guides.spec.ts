import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHART_GUIDES } from '../src/sidebars/chartGuides';
import { GUIDES } from '../src/sidebars/guides';
import { RECIPES } from '../src/sidebars/recipes';

/**
 * The guides are the site's teaching, and a first visit should not need the docs sidebar to find them: the home
 * page and Getting started list each one, with a line on what it teaches; the home page lists the chart-type guides
 * and the recipes beside them. That each link reads as its page's title is a unit test (tests/unit/pageLists.test.ts).
 */
async function expectEveryGuideListed(page: Page, route: string, ids: readonly string[] = GUIDES) {
  await page.goto(route);
  const main = page.locator('main');
  for (const id of ids) {
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

test('the home page lists every guide, chart-type guide and recipe with what it teaches', async ({ page }) => {
  await expectEveryGuideListed(page, '/', [...GUIDES, ...CHART_GUIDES, ...RECIPES]);
  for (const name of ['Guides', 'Chart types', 'Recipes']) {
    // The name starts with the title; the heading's anchor link adds "Direct link to …" after it.
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  }
});

test('Getting started lists every guide with what it teaches', async ({ page }) => {
  await expectEveryGuideListed(page, '/docs/docs');
  await expect(page.getByRole('heading', { level: 2, name: 'Guides' })).toBeVisible();
});
