import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectChartsDrawn } from './charts';

/**
 * The background a reader sees at the top of a chart box, where the chart's title is: the first
 * colour that is not transparent from the element there up to the root, or the browser's white
 * canvas when none is (the light theme leaves the page transparent).
 */
async function backgroundAtTopOf(box: Locator): Promise<string> {
  return box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let at: Element | null = document.elementFromPoint(rect.left + rect.width / 2, rect.top + 4);
    while (at) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      at = at.parentElement;
    }
    return 'rgb(255, 255, 255)';
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode each home-page card has one background, the chart's, title strip included`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const figures = page.locator('main figure[data-chart-example]');
    expect(await figures.count()).toBeGreaterThanOrEqual(4);
    for (const figure of await figures.all()) {
      const name = await figure.getAttribute('data-chart-example');
      await figure.scrollIntoViewIfNeeded();
      // The home page fetches its charts once it has loaded and the main thread is idle: on a busy
      // machine that comes later than an assertion's usual wait.
      await expect(figure.locator('[data-ech-render-complete="true"]').first()).toBeAttached({ timeout: 60_000 });
      await expectChartsDrawn(figure);
      const box = figure.locator(':scope > div').first();
      const chartBackground = figure.locator('.echChartBackground').first();
      // The metric chart paints tiles, not a background.
      if ((await chartBackground.count()) === 0) continue;
      const painted = await chartBackground.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await backgroundAtTopOf(box), `${name}: the strip above the chart`).toBe(painted);
    }
  });
}
