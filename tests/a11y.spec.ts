import { expectNoAxeViolations } from './axe';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';
import { watchRequests } from './network';
import { A11Y_ROUTES, SPEC_PAGES } from './pages';

/**
 * Every page but the examples (examples.spec.ts checks those on its own visits), in light and dark
 * mode, on one visit each: it loads with no failed request (the crawl leaves these pages to this
 * spec), every chart on it draws (a spec page embeds at least one example), and axe finds no
 * violation, in dark mode among the rules that read colours (tests/axe.ts).
 */

// A guide holds up to four live examples, each beside its highlighted source (thousands of token
// elements): axe's pass over such a page took 30 to 60 s on two busy cores.
test.describe.configure({ timeout: 120_000 });

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });
    for (const route of A11Y_ROUTES) {
      test(`${route} has no axe violation`, async ({ page }) => {
        const failed = watchRequests(page);
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
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
        await expectNoAxeViolations(page, mode);
        expect(failed, 'failed requests').toEqual([]);
      });
    }
  });
}
