import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';
import { colourModeToggle } from './locators';
import { HAND_WRITTEN_ROUTES } from './routes';

/** Every example module; each has a page at /examples/{name}. */
const EXAMPLES_DIR = path.resolve(__dirname, '..', 'examples', 'charts');
const EXAMPLES = readdirSync(EXAMPLES_DIR)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.basename(file, '.tsx'));

/** Spec pages that draw a chart: every spec page but the shared types. */
const SPEC_PAGES = HAND_WRITTEN_ROUTES.filter((route) => route.startsWith('/api/specs/') && !route.includes('/types/'));

/** Background colours the library's LIGHT_THEME and DARK_THEME give a chart. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 22, 40)' };

async function expectRenderedChart(page: Page, name: string, mode: 'light' | 'dark') {
  const figure = page.locator(`[data-chart-example="${name}"]`).first();
  await figure.locator(':scope > div').first().scrollIntoViewIfNeeded(); // the chart's box, above the source
  await expectChartsDrawn(figure);
  const surface = figure.locator('.echChart canvas, .echChart svg').first();
  const box = await surface.boundingBox();
  expect(box?.width, 'drawing surface width').toBeGreaterThan(0);
  expect(box?.height, 'drawing surface height').toBeGreaterThan(0);
  for (const background of await figure.locator('.echChartBackground').all()) {
    await expect(background).toHaveCSS('background-color', BACKGROUND[mode]);
  }
}

test('there is an example for every chart type the issue lists', () => {
  expect(EXAMPLES).toEqual(
    expect.arrayContaining([
      'line-series', 'area-series', 'bar-series', 'bubble-series', 'histogram', 'heatmap', 'sunburst', 'treemap',
      'flame-graph', 'goal', 'bullet', 'metric', 'wordcloud', 'timeslip', 'small-multiples', 'annotations',
      'tooltip', 'legend', 'time-axis', 'theming',
    ]),
  );
});

test('no example gives two of its specs the same id', () => {
  // The library keeps one spec per id: an axis and a series that share one lose the axis, silently.
  for (const name of EXAMPLES) {
    const ids = [...readFileSync(path.join(EXAMPLES_DIR, `${name}.tsx`), 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), `${name}.tsx`).toEqual([]);
  }
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`examples in ${mode} mode`, () => {
    test.use({ colorScheme: mode === 'dark' ? 'light' : 'dark' }); // the site ignores the system preference
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });
    for (const name of EXAMPLES) {
      test(`${name} renders`, async ({ page }) => {
        await page.goto(`/examples/${name}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectRenderedChart(page, name, mode);
      });
    }
  });
}

test.describe('an example page', () => {
  test('shows the exact source of the module it renders, with a copy button', async ({ page }) => {
    const source = readFileSync(path.join(EXAMPLES_DIR, 'line-series.tsx'), 'utf8');
    await page.goto('/examples/line-series');
    const code = page.locator('[data-chart-example="line-series"] pre code');
    expect((await code.innerText()).trim()).toBe(source.trim());
    await expect(page.locator('[data-chart-example="line-series"]').getByRole('button', { name: /copy/i })).toBeVisible();
  });

  test('keeps the chart box height, so nothing shifts when the chart appears', async ({ page }) => {
    await page.goto('/examples/bar-series');
    const box = page.locator('[data-chart-example="bar-series"] > div').first();
    const before = await box.boundingBox();
    await expect(box.locator('[data-ech-render-complete="true"]')).toHaveCount(1);
    const after = await box.boundingBox();
    expect(before?.height).toBe(320);
    expect(after?.height).toBe(320);
  });

  test('switches the chart to the dark theme live when the colour mode is toggled', async ({ page }) => {
    await page.goto('/examples/line-series');
    await expectRenderedChart(page, 'line-series', 'light');
    await colourModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.echChartBackground')).toHaveCSS('background-color', BACKGROUND.dark);
    await expect(page.locator('[data-ech-render-count="2"]')).toHaveCount(1);
  });
});

test.describe('the gallery', () => {
  test('has a card per example with its title, summary and a live preview', async ({ page }) => {
    await page.goto('/examples/examples');
    // Direct items only: a preview's legend is a list of its own.
    const cards = page.getByRole('list', { name: 'Examples' }).locator(':scope > li');
    await expect(cards).toHaveCount(EXAMPLES.length);
    for (const name of EXAMPLES) {
      const card = cards.filter({ has: page.locator(`[data-chart-example="${name}"]`) });
      await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', `/examples/${name}`);
      expect((await card.locator('p').first().innerText()).split(/\s+/).length).toBeGreaterThan(5);
    }
    await expectRenderedChart(page, 'heatmap', 'light');
  });

  test('a card leads to its example page', async ({ page }) => {
    await page.goto('/examples/examples');
    await page.getByRole('list', { name: 'Examples' }).getByRole('link', { name: 'Treemap', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Treemap');
    await expectRenderedChart(page, 'treemap', 'light');
  });
});

test.describe('spec pages embed their live example', () => {
  for (const route of SPEC_PAGES) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route);
      const name = await page.locator('[data-chart-example]').first().getAttribute('data-chart-example');
      expect(name, 'an embedded example').toBeTruthy();
      await expectRenderedChart(page, name ?? '', 'light');
    });
  }
});

test.describe('pages without charts stay light', () => {
  /** A string only the chart library's code contains: the render-complete attribute as a prop key (pages name it only in text). */
  const LIBRARY_MARKER = '"data-ech-render-complete":';

  /** The scripts a first visit loads until the page is idle (and, on a chart page, the chart is drawn). */
  async function scriptsOf(page: Page, route: string, ready?: () => Promise<void>): Promise<string[]> {
    const bodies: Promise<string>[] = [];
    // Scripts the page runs: a file the idle prefetcher fetches is not one (the browser keeps no
    // body of a prefetch for the protocol to read, so reading it failed the test at random).
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', collect);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await ready?.();
    page.off('response', collect);
    return Promise.all(bodies);
  }

  for (const route of ['/', '/docs/docs', '/api/specs/types/Spec', '/all-types/interfaces/AxisSpec']) {
    test(`${route} loads no chart library code`, async ({ page }) => {
      const scripts = await scriptsOf(page, route);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((body) => body.includes(LIBRARY_MARKER))).toHaveLength(0);
    });
  }

  test('a chart page does load it (the marker is real)', async ({ page }) => {
    const scripts = await scriptsOf(page, '/examples/line-series', () =>
      expect(page.locator('[data-ech-render-complete="true"]')).toHaveCount(1),
    );
    expect(scripts.some((body) => body.includes(LIBRARY_MARKER))).toBe(true);
  });
});
