import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { CHART_BACKGROUND, expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';

/**
 * Storybook at /storybook/, built by `npm run build` from the very modules the docs pages render.
 * The list of stories is Storybook's own index of the build.
 */
const ROOT = path.resolve(__dirname, '..');
const INDEX = path.join(ROOT, 'build', 'storybook', 'index.json');
const EXAMPLES = readdirSync(path.join(ROOT, 'examples', 'charts'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.basename(file, '.tsx'));

interface StoryEntry {
  type: string;
  id: string;
  title: string;
  componentPath?: string;
}

function stories(): StoryEntry[] {
  if (!existsSync(INDEX)) throw new Error(`${INDEX} is missing: run \`npm run build\`, which builds Storybook too.`);
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * How long a page of the manager is given to draw its story: the manager shows its sidebar once the preview,
 * which bundles the whole chart library, has loaded, and in CI, beside a second worker, the first draw took more
 * than the 15 s a single page is given.
 */
const MANAGER_TIMEOUT = 60_000;
// A test on the manager waits up to that for its first draw, then acts on the story.
test.describe.configure({ timeout: 2 * MANAGER_TIMEOUT });

/** The story that renders the example module `name`. */
function storyOf(name: string): StoryEntry {
  const story = stories().find((entry) => entry.componentPath === `./examples/charts/${name}.tsx`);
  if (!story) throw new Error(`No story renders examples/charts/${name}.tsx`);
  return story;
}

/** Fails the test on any request that leaves the site's own origin. */
function forbidOutsideRequests(page: Page, baseURL: string | undefined): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? 'http://127.0.0.1') && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  return outside;
}

async function expectFinishedChart(scope: Page | FrameLocator, options?: { timeout?: number }) {
  await expectChartsDrawn(scope, options);
  const surface = scope.locator('.echChart canvas, .echChart svg').first();
  await expect(surface).toBeVisible();
}

test('every example module has exactly one story, and the story renders that module', () => {
  const components = stories().map((story) => story.componentPath ?? '');
  expect(components.sort()).toEqual(EXAMPLES.map((name) => `./examples/charts/${name}.tsx`).sort());
});

test('stories are grouped by chart type', () => {
  const groups = new Set(stories().map((story) => story.title.split('/')[0] ?? ''));
  expect([...groups].sort()).toEqual(
    ['Bullet graph', 'Flame graph', 'Goal', 'Heatmap', 'Metric', 'Partition', 'Timeslip', 'Word cloud', 'XY'].sort(),
  );
  expect(storyOf('line-series').title).toBe('XY/Line series');
  expect(storyOf('sunburst').title).toBe('Partition/Sunburst');
});

test('the navbar link opens Storybook, which shows the stories and a chart, all from this site', async ({
  page,
  baseURL,
}) => {
  const outside = forbidOutsideRequests(page, baseURL);
  await page.goto('/');
  const [storybook] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Storybook/ })
      .click(),
  ]);
  const sidebar = storybook.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('button', { name: 'Line series', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Sunburst', exact: true })).toBeVisible();
  await expectFinishedChart(storybook.frameLocator('#storybook-preview-iframe'), { timeout: MANAGER_TIMEOUT });
  expect(outside).toEqual([]);
  await storybook.close();
});

test.describe('first visit', () => {
  test('the story order starts with the line series, not the first file (the partition data table)', () => {
    expect(stories()[0]?.id).toBe(storyOf('line-series').id);
  });

  test('Storybook opens on the line series story and draws it', async ({ page }) => {
    await page.goto('/storybook/');
    await expect(page).toHaveURL(new RegExp(`[?&]path=/story/${storyOf('line-series').id}$`), {
      timeout: MANAGER_TIMEOUT,
    });
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expectFinishedChart(preview, { timeout: MANAGER_TIMEOUT });
    await expect(preview.locator('.echChartTitle')).toHaveText('CPU use per host');
  });

  test("the manager's brand links back to the docs site, in the same tab", async ({ page }) => {
    await page.goto('/storybook/');
    const brand = page.getByRole('banner', { name: 'Storybook' }).getByRole('link', { name: /Elastic Charts docs/ });
    await expect(brand).toHaveAttribute('href', '/', { timeout: MANAGER_TIMEOUT });
    await expect(brand).not.toHaveAttribute('target', '_blank');
    await brand.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elastic Charts');
  });
});

/** Stories per test below: one page visits several, so the preview's 3 MB of script is fetched and compiled once per part. */
const STORIES_PER_PART = 12;

test.describe('each story draws its chart in the preview iframe', () => {
  const parts = Array.from({ length: Math.ceil(EXAMPLES.length / STORIES_PER_PART) }, (_, i) =>
    EXAMPLES.slice(i * STORIES_PER_PART, (i + 1) * STORIES_PER_PART),
  );
  for (const [i, names] of parts.entries()) {
    test(`part ${i + 1} of ${parts.length}: ${names[0]} to ${names.at(-1)}`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const outside = forbidOutsideRequests(page, baseURL);
      for (const name of names) {
        await test.step(name, async () => {
          // The iframe's own page, as the manager loads it (`iframe` is the clean URL of iframe.html).
          await page.goto(`/storybook/iframe?id=${storyOf(name).id}&viewMode=story`);
          await expectFinishedChart(page);
          for (const background of await page.locator('.echChartBackground').all()) {
            await expect(background, name).toHaveCSS('background-color', CHART_BACKGROUND.light);
          }
        });
      }
      expect(outside).toEqual([]);
    });
  }
});

test.describe('controls re-render the chart', () => {
  test('the colour-mode control switches the chart to the dark theme', async ({ page }) => {
    await page.goto(`/storybook/?path=/story/${storyOf('line-series').id}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expectFinishedChart(preview, { timeout: MANAGER_TIMEOUT });
    await page.getByRole('radio', { name: 'dark' }).check();
    await expect(preview.locator('.echChartBackground')).toHaveCSS('background-color', CHART_BACKGROUND.dark);
    await expect(preview.locator('body')).toHaveCSS('background-color', CHART_BACKGROUND.dark);
  });

  test('a data-size control redraws the chart with the new data', async ({ page }) => {
    await page.goto(`/storybook/?path=/story/${storyOf('histogram').id}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expectFinishedChart(preview, { timeout: MANAGER_TIMEOUT });
    const status = preview.locator('[data-ech-render-count]');
    const before = Number(await status.getAttribute('data-ech-render-count'));
    await page.getByRole('slider', { name: 'bins' }).fill('40');
    await expect(status).not.toHaveAttribute('data-ech-render-count', String(before));
    await expect(status).toHaveAttribute('data-ech-render-complete', 'true');
  });
});
