import { test, expect } from './fixtures';
import { CHART_ATTRIBUTES, DOCS_PAGES } from './pages';

/**
 * Show first (issue 45): every docs page's first chart is inside the first screen, whole, at desktop and at phone
 * width, so a reader sees what the page teaches before reading about it. The chart's box is server-rendered at its
 * final height (ChartExample), so its place is known once the page and its fonts have loaded, before the chart
 * draws. tests/build/showFirst.spec.ts checks the order of headings, prose and charts in the built HTML.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

for (const screen of SCREENS) {
  test.describe(`at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile });
    for (const route of DOCS_PAGES) {
      test(`${route}: the first chart is whole in the first screen`, async ({ page }) => {
        await page.goto(route, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const first = page.locator(CHART_ATTRIBUTES.map((name) => `article [${name}]`).join(', ')).first();
        await expect(first, 'the page has a chart').toBeAttached();
        // The box the chart draws in: the figure's first child with a height of its own (the notice above it is
        // absent); a figure of pictures is measured whole, its captions included.
        const box = await first.evaluate((figure) => {
          const chart = Array.from(figure.children).find((child) => child instanceof HTMLElement && child.style.height);
          const rect = (chart ?? figure).getBoundingClientRect();
          return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
        });
        expect(box.top, 'the chart starts below the page title').toBeGreaterThan(0);
        expect(box.bottom, `the chart ends inside the first ${screen.viewport.height} px`).toBeLessThanOrEqual(
          screen.viewport.height,
        );
      });
    }
  });
}
