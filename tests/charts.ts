import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForChartsDrawn } from './frameWaits';
import { colourModeToggle } from './locators';

/**
 * Every chart inside `scope` has finished drawing: at least one, and none still drawing. An example
 * module may hold more than one chart (two charts whose cursors are synced, say).
 */
export async function expectChartsDrawn(
  scope: Locator | FrameLocator | Page,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await waitForChartsDrawn(scope, timeout);
  await expect(scope.locator('[data-ech-render-complete="true"]').first()).toBeAttached({ timeout });
  await expect(scope.locator('[data-ech-render-complete="false"]')).toHaveCount(0, { timeout });
}

/** Background colours the library's LIGHT_THEME and DARK_THEME give a chart. */
export const CHART_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 22, 40)' };

/**
 * Example modules whose chart says only that its first render is complete: the library's flame graph
 * and timeslip call `onChartRendered` when they mount and never again (73.2.1's flame_chart.js and
 * timeslip_chart.js), so after a change of theme they keep `data-ech-render-complete="false"`
 * although they have drawn. The flame graph redraws in its next animation frame; the timeslip does
 * not redraw at all (its example turns dark with a CSS filter).
 */
const FIRST_RENDER_ONLY = ['flame-graph', 'timeslip'];

/**
 * Switches the page from light to dark mode with the navbar's toggle, as a reader does, and waits
 * until every chart on it has drawn in the dark theme: its background is dark once the chart holds
 * the new theme, and from then until its next frame is drawn it says it is not complete.
 */
export async function switchToDark(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await colourModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const background of await page.locator('.echChartBackground').all()) {
    await expect(background).toHaveCSS('background-color', CHART_BACKGROUND.dark);
  }
  const silent = FIRST_RENDER_ONLY.map((name) => `[data-chart-example="${name}"] *`).join(', ');
  await expect(page.locator(`[data-ech-render-complete="false"]:not(:is(${silent}))`)).toHaveCount(0);
  // The two frames that follow: the flame graph's redraw is in the first.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
