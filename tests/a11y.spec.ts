import type { Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './axe';
import { expectChartsDrawn } from './charts';
import { expect, warmTest as test } from './fixtures';
import { waitForHydration } from './frameWaits';
import { watchRequests } from './network';
import { A11Y_ROUTES, CODE_PAGES, DARK_FIRST_VISITS, SPEC_PAGES } from './pages';
import { expectPromisedContent } from './promisedContent';

/**
 * Every page but the examples (examples.spec.ts checks those on its own visits), on one visit each:
 * it loads with no failed request (the crawl leaves these pages to this spec), every chart on it
 * draws (a spec page embeds at least one example), and axe finds no violation. Dark mode changes
 * colours only: the page's colours are the theme's CSS, the same for every page of a kind, and the
 * charts' HTML is an example's, which examples.spec.ts checks in dark mode on every example. So a
 * page of each kind is also opened in dark mode, as a reader who chose it comes back, for axe's rules
 * that read colours (tests/axe.ts).
 */

// A guide holds up to four live examples, each beside its highlighted source (thousands of token
// elements): axe's pass over such a page took 30 to 60 s on two busy cores.
test.describe.configure({ timeout: 120_000 });

/** Loads `route` in the mode the page's storage asks for and waits until every chart on it is drawn. */
async function visit(page: Page, route: string, mode: 'light' | 'dark'): Promise<string[]> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const failed = watchRequests(page);
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const charts = page.locator('[data-chart-example]');
  if (SPEC_PAGES.includes(route)) expect(await charts.count(), 'an embedded example').toBeGreaterThan(0);
  for (let i = 0; i < (await charts.count()); i += 1) {
    // The chart's box, not the whole figure: under a long source the figure is partly in view
    // already, and scrolling it would leave its chart far from the viewport, never loaded.
    await charts.nth(i).locator(':scope > div').first().scrollIntoViewIfNeeded();
    await expectChartsDrawn(charts.nth(i));
  }
  return failed;
}

for (const route of A11Y_ROUTES) {
  test(`${route} has no axe violation`, async ({ page }) => {
    const failed = await visit(page, route, 'light');
    await expectPromisedContent(page, route);
    await expectNoAxeViolations(page, 'light', { code: CODE_PAGES.includes(route) });
    expect(failed, 'failed requests').toEqual([]);
  });
}

test.describe('opened in dark mode', () => {
  for (const route of DARK_FIRST_VISITS) {
    test(`${route} has no axe violation`, async ({ page }) => {
      const failed = await visit(page, route, 'dark');
      await expectNoAxeViolations(page, 'dark', { code: CODE_PAGES.includes(route) });
      expect(failed, 'failed requests').toEqual([]);
    });
  }
});

test.describe('the axe check itself', () => {
  test('finds what it is run for: every rule in light mode, the colour rules in dark, and only inside its scope', async ({
    page,
  }) => {
    await page.goto('/404.html');
    // A whole document, with a language and a title: the only faults are the ones planted below.
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>
      <div id="a"><img src="data:,"><p style="color:#ccc;background:#fff">Pale text on white</p></div>
      <div id="b"><p style="color:#bbb;background:#fff">More pale text</p></div></main></body></html>`);
    const light = await axeViolations(page);
    expect(
      light.some((line) => line.includes('image-alt')),
      light.join('\n'),
    ).toBe(true);
    expect(
      light.some((line) => line.includes('color-contrast')),
      light.join('\n'),
    ).toBe(true);
    // The dark pass runs the colour rules only: the image without a text alternative is the light pass's.
    const dark = await axeViolations(page, { rules: ['color-contrast', 'link-in-text-block'] });
    expect(dark).toEqual(['serious color-contrast: #a > p, #b > p']);
    expect(await axeViolations(page, { include: '#b', rules: ['color-contrast'] })).toEqual([
      'serious color-contrast: #b > p',
    ]);
    expect(await axeViolations(page, { exclude: ['#a', '#b'] })).toEqual([]);
  });
});
