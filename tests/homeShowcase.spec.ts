import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHART_BACKGROUND, expectChartsDrawn } from './charts';

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
  test(`in ${mode} mode an example's chart box has one background, the chart's, title strip included`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    for (const route of ['/examples/line-series', '/docs/docs']) {
      await page.goto(route);
      const figure = page.locator('figure[data-chart-example]').first();
      await figure.locator(':scope > div').first().scrollIntoViewIfNeeded();
      await expectChartsDrawn(figure);
      const painted = await figure
        .locator('.echChartBackground')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(painted).toBe(CHART_BACKGROUND[mode]);
      expect(
        await backgroundAtTopOf(figure.locator(':scope > div').first()),
        `${route}: the strip above the chart`,
      ).toBe(painted);
    }
  });

  test(`in ${mode} mode each home-page card has one background, the chart's, title strip included`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const figures = page.locator('figure[data-chart-example]');
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

test('at 1280 x 800 a live chart is above the fold, and the cards below it wait for a scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const hero = page.locator('header figure[data-chart-example="line-series"]');
  await expectChartsDrawn(hero, { timeout: 60_000 });
  const box = await hero.locator(':scope > div').first().boundingBox();
  expect(box, 'the hero chart box').not.toBeNull();
  expect(box!.y + box!.height, 'the bottom of the hero chart').toBeLessThanOrEqual(800);
  expect(box!.width).toBeGreaterThanOrEqual(400);
  await expect(hero.getByRole('link', { name: 'Line series' })).toHaveAttribute('href', '/examples/line-series');
  // The first card sits well below the fold: a visit that does not scroll does not draw it.
  const card = page.locator('main figure[data-chart-example]').first();
  await expect(card).toContainText('Bars and a line together');
  await expect(card.locator('canvas')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expectChartsDrawn(card, { timeout: 60_000 });
});
