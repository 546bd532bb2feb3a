import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';
import { filesUnder } from './files';
import { GENERATED_ROUTES, HAND_WRITTEN_ROUTES } from './routes';

/**
 * Accessibility: axe finds no violation on every hand-written route and a
 * sample of generated ones, in light and in dark mode. Charts are drawn once near the viewport;
 * the test waits for every chart on the page so their legends and titles are checked too.
 */
const EXAMPLE_PAGES = readdirSync(path.resolve(__dirname, '..', 'examples'))
  .filter((file) => file.endsWith('.mdx') && file !== 'examples.mdx')
  .map((file) => `/examples/${path.basename(file, '.mdx')}`);
/** Every third page the contract names in the generated reference, and one page of each other kind. */
const GENERATED_SAMPLE = [
  ...GENERATED_ROUTES.filter((_, i) => i % 3 === 0),
  '/all-types/interfaces/AxisSpec',
  '/all-types/type-aliases/PartialTheme',
  '/all-types/classes/Chart',
];
/** Hand-written pages the contract does not name: the guides, and API pages of specs and components added since. */
const ROOT = path.resolve(__dirname, '..');
const MORE_PAGES = [
  ...filesUnder(path.join(ROOT, 'docs'), '.mdx').map((file) => `/docs/${path.basename(file, '.mdx')}`),
  ...filesUnder(path.join(ROOT, 'api', 'api'), '.mdx').map(
    (file) => `/${path.relative(path.join(ROOT, 'api'), file).replace(/\.mdx$/, '')}`,
  ),
].filter((route) => !HAND_WRITTEN_ROUTES.includes(route));
const ROUTES = ['/', ...HAND_WRITTEN_ROUTES, ...MORE_PAGES, ...EXAMPLE_PAGES, '/category/specs', ...GENERATED_SAMPLE];

// A guide holds up to four live examples, each beside its highlighted source (thousands of token
// elements): axe's pass over such a page took 30 to 60 s on two busy cores.
test.describe.configure({ timeout: 120_000 });

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });
    for (const route of ROUTES) {
      test(`${route} has no axe violation`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const charts = page.locator('[data-chart-example]');
        for (let i = 0; i < (await charts.count()); i += 1) {
          // The chart's box, not the whole figure: under a long source the figure is partly in view
          // already, and scrolling it would leave its chart far from the viewport, never loaded.
          await charts.nth(i).locator(':scope > div').first().scrollIntoViewIfNeeded();
          await expectChartsDrawn(charts.nth(i));
        }
        const { violations } = await new AxeBuilder({ page })
          // The library's flame graph and timeslip draw on a canvas that takes the keyboard focus (to pan and
          // zoom with keys) and says role="presentation": axe's presentation-role-conflict. It is the library's
          // markup, which the page cannot change; every other element is checked by every rule.
          .exclude('canvas.echCanvasRenderer[role="presentation"][tabindex]')
          .analyze();
        const found = violations.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
        expect(found).toEqual([]);
      });
    }
  });
}
