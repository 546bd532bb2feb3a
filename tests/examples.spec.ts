import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CHART_BACKGROUND, expectChartsDrawn, switchToDark } from './charts';
import { test, expect, warmTest } from './fixtures';
import { drawnLabels, expectLegible, recordCanvasText } from './legibility';
import { colourModeToggle } from './locators';
import { scriptsBeforeLoad, watchRequests, watchScripts } from './network';
import { CODE_PAGES, EXAMPLES, GALLERY } from './pages';
import { expectPromisedContent } from './promisedContent';

const EXAMPLES_DIR = path.resolve(__dirname, '..', 'examples', 'charts');

/**
 * How long an example's first draw may take: the 100,000-point example computes its data and draws it in
 * about 10 s on a CI core beside a second worker, and took over 15 s on a busier machine.
 */
const FIRST_DRAW_TIMEOUT = 40_000;

async function expectRenderedChart(page: Page, name: string, mode: 'light' | 'dark') {
  const figure = page.locator(`[data-chart-example="${name}"]`).first();
  await figure.locator(':scope > div').first().scrollIntoViewIfNeeded(); // the chart's box, above the source
  await expectChartsDrawn(figure, { timeout: FIRST_DRAW_TIMEOUT });
  const surface = figure.locator('.echChart canvas, .echChart svg').first();
  const box = await surface.boundingBox();
  expect(box?.width, 'drawing surface width').toBeGreaterThan(0);
  expect(box?.height, 'drawing surface height').toBeGreaterThan(0);
  for (const background of await figure.locator('.echChartBackground').all()) {
    await expect(background).toHaveCSS('background-color', CHART_BACKGROUND[mode]);
  }
}

test('there is an example for every chart type the issue lists', () => {
  expect(EXAMPLES).toEqual(
    expect.arrayContaining([
      'line-series',
      'area-series',
      'bar-series',
      'bubble-series',
      'histogram',
      'heatmap',
      'sunburst',
      'treemap',
      'flame-graph',
      'goal',
      'bullet',
      'metric',
      'wordcloud',
      'timeslip',
      'small-multiples',
      'annotations',
      'tooltip',
      'legend',
      'time-axis',
      'theming',
    ]),
  );
});

test('no example gives two of its specs the same id', () => {
  // The library keeps one spec per id: an axis and a series that share one lose the axis, silently.
  for (const name of EXAMPLES) {
    const ids = [...readFileSync(path.join(EXAMPLES_DIR, `${name}.tsx`), 'utf8').matchAll(/\bid="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `${name}.tsx`,
    ).toEqual([]);
  }
});

warmTest.describe('examples at 1280 px', () => {
  // A system preference for dark: the site ignores it, and opens in light mode.
  warmTest.use({ colorScheme: 'dark' });
  warmTest.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await recordCanvasText(page);
  });
  // One visit per example, every check on it in light mode and again after the reader's switch to
  // dark mode: the chart, its legibility, axe and the requests (the crawl leaves these pages to this
  // spec). In dark mode axe runs its colour rules (tests/axe.ts) on the chart's box: the rest of the
  // page is the theme's CSS, the same on every example page, which a11y.spec.ts checks in dark mode
  // on one of them (DARK_FIRST_VISITS).
  for (const name of EXAMPLES) {
    warmTest(`${name} renders, legible and with no axe violation in light and dark mode`, async ({ page }) => {
      warmTest.setTimeout(120_000);
      const route = `/examples/${name}`;
      const failed = watchRequests(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expectPromisedContent(page, route);
      for (const mode of ['light', 'dark'] as const) {
        // Switching waits until every chart has redrawn with the dark theme's background.
        if (mode === 'dark') await switchToDark(page);
        else await expectRenderedChart(page, name, mode);
        await expectLegible(page, chartBoxes(page, name), `${route} at 1280 px in ${mode} mode`);
        await expectNoAxeViolations(page, mode, {
          code: CODE_PAGES.includes(route),
          include: mode === 'dark' ? CHART_BOX(name) : undefined,
        });
      }
      expect(failed, 'failed requests').toEqual([]);
    });
  }
});

/** The phone every phone check uses. */
const PHONE = { width: 390, height: 844 };

/**
 * The home page's first chart, the hero, is whole inside the first screen at the page's width (issue 45: a reader of
 * a charting library decides by looking). Its box keeps its height from the server render, before the chart draws.
 */
async function expectHeroInFirstScreen(page: Page) {
  const viewport = page.viewportSize();
  const box = await page.locator('figure[data-chart-example]').first().locator(':scope > div').first().boundingBox();
  expect(box, 'the hero chart box').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'the hero chart ends in the first screen').toBeLessThanOrEqual(
    viewport?.height ?? 0,
  );
}

/** The chart box of an example's figure (above its source). */
const CHART_BOX = (name: string) => `[data-chart-example="${name}"] > div:first-child`;
const chartBoxes = (page: Page, name: string) => page.locator(CHART_BOX(name));

warmTest.describe('examples on a 390 px phone', () => {
  warmTest.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  warmTest.beforeEach(async ({ page }) => recordCanvasText(page));
  for (const name of EXAMPLES) {
    warmTest(`${name} is legible`, async ({ page }) => {
      await page.goto(`/examples/${name}`);
      await expectRenderedChart(page, name, 'light');
      await expectLegible(page, chartBoxes(page, name), `/examples/${name} at 390 px`);
    });
  }
});

test.describe('an example page', () => {
  test('shows the exact source of the module it renders, with a copy button', async ({ page }) => {
    const source = readFileSync(path.join(EXAMPLES_DIR, 'line-series.tsx'), 'utf8');
    await page.goto('/examples/line-series');
    const code = page.locator('[data-chart-example="line-series"] pre code');
    expect((await code.innerText()).trim()).toBe(source.trim());
    await expect(
      page.locator('[data-chart-example="line-series"]').getByRole('button', { name: /copy/i }),
    ).toBeVisible();
  });

  test('keeps the chart box height, so nothing shifts when the chart appears', async ({ page }) => {
    await page.goto('/examples/bar-series');
    const box = page.locator('[data-chart-example="bar-series"] > div').first();
    const before = await box.boundingBox();
    await expect(box.locator('[data-ech-render-complete="true"]')).toHaveCount(1);
    const after = await box.boundingBox();
    // The example's 320 px, inside the box's 8 px margin and 1 px border.
    expect(before?.height).toBe(338);
    expect(after?.height).toBe(338);
  });

  test('Goal as a bar draws its scale across most of the chart, not in a 500 px cap', async ({ page }) => {
    // The theme's default caps a straight bullet at 500 px, of which the bar gets the right half: from the chart's
    // centre, 225 px of a 685 px chart (a third). The example lifts the cap so the bar follows the chart's width.
    await recordCanvasText(page);
    await page.goto('/examples/goal-horizontal');
    const figure = page.locator('[data-chart-example="goal-horizontal"]');
    await expectChartsDrawn(figure);
    const labels = await drawnLabels(figure.locator('canvas').first());
    const at = (text: string) => labels.find((label) => label.text === text)?.x;
    const [start, end] = [at('0'), at('500')];
    expect(start, 'the tick "0" is drawn').toBeDefined();
    expect(end, 'the tick "500" is drawn').toBeDefined();
    expect((end ?? 0) - (start ?? 0), "the scale's share of the chart's width").toBeGreaterThan(0.4);
  });

  test('Charts in tabs: a chart in a hidden panel draws nothing and says so, and draws when shown', async ({
    page,
  }) => {
    // What docs/troubleshooting.mdx and the example's page say 73.2.1 does in a display: none container.
    await page.goto('/examples/charts-in-tabs');
    const figure = page.locator('[data-chart-example="charts-in-tabs"]');
    const panel = (name: string) => figure.getByRole('tabpanel', { name, includeHidden: true });
    const status = (name: string) => panel(name).locator('.echChartStatus');
    await expect(status('Latency')).toHaveAttribute('data-ech-render-complete', 'true');
    await expect(status('Errors')).toHaveCount(0);
    await expect(figure.getByText('Errors: not mounted')).toBeVisible();
    // A resize of the page as it settles can add a draw: count from what it is now.
    const drawn = Number(await status('Latency').getAttribute('data-ech-render-count'));

    await figure.getByRole('tab', { name: 'Errors' }).click();
    await expect(status('Errors')).toHaveAttribute('data-ech-render-complete', 'true');
    await expect(panel('Errors').locator('canvas')).toBeVisible();
    // The latency chart, hidden now: no canvas, the flag back to false, no draw added.
    await expect(status('Latency')).toHaveAttribute('data-ech-render-complete', 'false');
    await expect(status('Latency')).toHaveAttribute('data-ech-render-count', String(drawn));
    await expect(panel('Latency').locator('canvas')).toHaveCount(0);
    await expect(figure.getByText(`Latency: render-complete false, count ${drawn}`)).toBeVisible();

    // The arrow keys move between the tabs; shown again, the latency chart draws once more.
    await figure.getByRole('tab', { name: 'Errors' }).press('ArrowLeft');
    await expect(figure.getByRole('tab', { name: 'Latency' })).toBeFocused();
    await expect(status('Latency')).toHaveAttribute('data-ech-render-count', String(drawn + 1));
    await expect(status('Latency')).toHaveAttribute('data-ech-render-complete', 'true');
    await expect(panel('Latency').locator('canvas')).toBeVisible();
  });

  test('switches the chart to the dark theme live when the colour mode is toggled', async ({ page }) => {
    await page.goto('/examples/line-series');
    await expectRenderedChart(page, 'line-series', 'light');
    await colourModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.echChartBackground')).toHaveCSS('background-color', CHART_BACKGROUND.dark);
    await expect(page.locator('[data-ech-render-count="2"]')).toHaveCount(1);
  });
});

test.describe('pages without charts stay light', () => {
  /** A string only the chart library's code contains: the render-complete attribute as a prop key (pages name it only in text). */
  const LIBRARY_MARKER = '"data-ech-render-complete":';

  /** The scripts a first visit loads until the page is idle (and, on a chart page, the chart is drawn). */
  async function scriptsOf(page: Page, route: string, ready?: () => Promise<void>): Promise<string[]> {
    const scripts = watchScripts(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await ready?.();
    return (await scripts.stop()).map(({ body }) => body.toString('utf8'));
  }

  // The gallery among them: its cards are pictures, and 100 charts' code would be the heaviest page of the site.
  for (const route of ['/docs/upgrading', '/api/specs/types/Spec', '/all-types/interfaces/AxisSpec', GALLERY]) {
    test(`${route} loads no chart library code`, async ({ page }) => {
      const scripts = await scriptsOf(page, route);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((body) => body.includes(LIBRARY_MARKER))).toHaveLength(0);
    });
  }

  test('the home page draws its charts only after its load event, each linking to its example', async ({ page }) => {
    await recordCanvasText(page);
    const beforeLoad = await scriptsBeforeLoad(page, '/');
    expect(beforeLoad.filter(({ body }) => body.toString('utf8').includes(LIBRARY_MARKER))).toHaveLength(0);
    await expectHeroInFirstScreen(page);
    const figures = page.locator('figure[data-chart-example]');
    expect(await figures.count()).toBeGreaterThanOrEqual(4);
    for (const figure of await figures.all()) {
      const name = await figure.getAttribute('data-chart-example');
      await figure.scrollIntoViewIfNeeded();
      await expectChartsDrawn(figure);
      await expect(figure.getByRole('link')).toHaveAttribute('href', `/examples/${name}`);
    }
    await expectLegible(page, figures.locator(':scope > div'), 'the home page');
  });

  test('the home page cards are legible on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await recordCanvasText(page);
    await page.goto('/');
    await expectHeroInFirstScreen(page);
    const figures = page.locator('figure[data-chart-example]');
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await expectChartsDrawn(figure);
    }
    await expectLegible(page, figures.locator(':scope > div'), 'the home page at 390 px');
  });

  test('a chart page does load it (the marker is real)', async ({ page }) => {
    const scripts = await scriptsOf(page, '/examples/line-series', () =>
      expect(page.locator('[data-ech-render-complete="true"]')).toHaveCount(1),
    );
    expect(scripts.some((body) => body.includes(LIBRARY_MARKER))).toBe(true);
  });
});
