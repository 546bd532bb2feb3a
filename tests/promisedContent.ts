import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { CONTRACT_ROUTES, GENERATED_ROUTES } from './routes';

/** Words that mark unfinished content; none may reach a reader. */
const PLACEHOLDER = /\bTODO\b|Docs here|lorem ipsum|coming soon|\bTBD\b/i;

/**
 * What the spec promises of a page it names, checked on the visit that loads the page anyway: a11y.spec.ts,
 * examples.spec.ts or the crawl (tests/pages.ts says which visits which), so no page is loaded again only
 * to read its heading. A page the spec does not name is not checked here.
 */
export async function expectPromisedContent(page: Page, route: string): Promise<void> {
  if (CONTRACT_ROUTES.includes(route)) await expectRealContent(page);
  if (GENERATED_ROUTES.includes(route)) await expectGeneratedHeading(page, route);
}

/** A contract route renders real content: a heading, a real sentence and a link onward, inside the page's own content. */
async function expectRealContent(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\w{3,}/);
  const paragraphs = await main.locator('p').allInnerTexts();
  expect(
    paragraphs.some((text) => text.trim().split(/\s+/).length >= 8),
    'a paragraph of 8+ words',
  ).toBe(true);
  expect(await main.locator('a[href]').count(), 'links onward').toBeGreaterThan(0);
  expect(await main.innerText()).not.toMatch(PLACEHOLDER);
  await expect(page).not.toHaveTitle(/Page Not Found/);
}

/** A page of the generated reference is headed by the name of what it documents. */
async function expectGeneratedHeading(page: Page, route: string): Promise<void> {
  const name = route.replace(/\/$/, '').split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    route === '/all-types/' ? '@elastic/charts' : name,
  );
}
