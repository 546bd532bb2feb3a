import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { waitForHydration } from './frameWaits';
import { CRAWLED, VISITED_ELSEWHERE } from './pages';
import { CONTRACT_ROUTES, GENERATED_ROUTES, NOT_FOUND_SAMPLES } from './routes';
import { searchBox } from './locators';

test.describe('route contract', () => {
  test('every page the spec names is a page of the build, so a spec visits it and checks what it promises', () => {
    // The visits are a11y.spec.ts's, examples.spec.ts's and the crawl's (tests/pages.ts): each one runs
    // expectPromisedContent (tests/promisedContent.ts) on the page it loads.
    const visited = new Set([...VISITED_ELSEWHERE, ...CRAWLED]);
    expect([...CONTRACT_ROUTES, ...GENERATED_ROUTES].filter((route) => !visited.has(route))).toEqual([]);
  });
});

test.describe('generated reference', () => {
  test('the index lists every export with a one-line summary beside its name', async ({ page }) => {
    await page.goto('/all-types/');
    // It opens with what the reference is and how to use it (src/plugins/content/typedoc/referenceIntro.md), not
    // with the first table's first row.
    await expect(page.locator('main article p').first()).toContainText('Every export of @elastic/charts 73.2.1');
    await expect(page.locator('main article p').first()).not.toContainText('contextTypes');
    const rows = page.locator('main table tbody tr');
    expect(await rows.count()).toBeGreaterThan(500);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.innerText.trim())),
    );
    const bare = cells.filter(
      ([name, summary]) => !name || !summary || summary === '-' || summary.split(/\s+/).length < 2,
    );
    expect(bare).toEqual([]);
    const theme = rows.filter({ has: page.getByRole('link', { name: 'Theme', exact: true }) });
    await expect(theme.locator('td').nth(1)).toContainText('Fields: arcSeriesStyle');
  });

  test('the library components are documented as functions, with their namespaces', async ({ page }) => {
    await page.goto('/all-types/functions/LineSeries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: LineSeries()');
    await page.goto('/all-types/namespaces/TooltipMetricRow/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'displayName', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'type', exact: true })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  // Chromium reports the 404 of the document these tests request on purpose; any other failed request still fails a test.
  test.use({ expectedConsole: { messages: [/^Failed to load resource: the server responded with a status of 404/] } });

  for (const route of NOT_FOUND_SAMPLES) {
    test(`${route} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status(), 'HTTP status').toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    });
  }

  /** The way on from a wrong address: the main sections, and the search box. */
  const SECTIONS = ['/docs/docs', '/docs/docs#guides', '/api/Chart', '/examples/examples', '/all-types/'];

  for (const [device, viewport] of [
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`on ${device}`, () => {
      test.use({ viewport });

      test('it links to the main sections, and its search button focuses the search box', async ({ page }) => {
        await page.goto('/no-such-page');
        const wayOn = page.getByRole('navigation', { name: 'Where to go from here' });
        for (const href of SECTIONS) {
          const link = wayOn.locator(`a[href="${href}"]`);
          await expect(link, href).toBeVisible();
          // Each link says what the section holds, not only its name.
          expect((await link.locator('xpath=..').innerText()).split(/\s+/).length, href).toBeGreaterThanOrEqual(6);
        }
        await wayOn.getByRole('button', { name: 'Search the docs' }).click();
        await expect(searchBox(page)).toBeFocused();
        await page.keyboard.type('LineSeries');
        await expect(searchBox(page)).toHaveValue('LineSeries');
      });
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`it has no axe violation in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/no-such-page');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('its Guides link opens the list of guides on Getting started', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('navigation', { name: 'Where to go from here' }).getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/docs\/docs#guides$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Guides' })).toBeInViewport();
  });
});
