import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';

/**
 * Getting started tells a first reader that every example downloads as a ready Vite app, and the
 * example it names does: its Download project button saves the zip the page describes.
 */
test('Getting started says every example downloads as a Vite app, and the example it links to does', async ({
  page,
}) => {
  await page.goto('/docs/docs');
  const paragraph = page.locator('main p').filter({ hasText: 'Every example downloads as a ready Vite app.' });
  await expect(paragraph).toBeVisible();
  await expect(paragraph).toContainText('Download project');
  await expect(paragraph).toContainText('elastic-charts-{name}.zip');

  await paragraph.getByRole('link', { name: 'line series' }).click();
  await expect(page).toHaveURL(/\/examples\/line-series$/);
  const figure = page.locator('figure[data-chart-example="line-series"]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: 'Download project' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('elastic-charts-line-series.zip');
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const folder = 'elastic-charts-line-series';
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([`${folder}/src/line-series.tsx`, `${folder}/src/main.tsx`, `${folder}/vite.config.ts`]),
  );
  expect(files[`${folder}/src/main.tsx`]).toContain("import '@elastic/charts/dist/theme_only_light.css';");
  const manifest = JSON.parse(files[`${folder}/package.json`] ?? '{}') as { dependencies: Record<string, string> };
  expect(manifest.dependencies['@elastic/charts']).toBe('73.2.1');
  expect(manifest.dependencies.react).toMatch(/^\^18\./);
  expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['moment', 'moment-timezone']));
});

test('Getting started draws its first chart live, with the code that draws it open under it', async ({ page }) => {
  await page.goto('/docs/docs');
  const figure = page.locator('figure[data-chart-example="first-chart"]');
  await figure.locator(':scope > div').first().scrollIntoViewIfNeeded();
  await expectChartsDrawn(figure);
  await expect(figure.locator('.echChartTitle')).toHaveText('Visits per day');
  // Open, not folded as on the guides: on this page the code is the lesson.
  await expect(figure.locator('details')).toHaveCount(0);
  const code = figure.locator('pre code');
  await expect(code).toBeVisible();
  await expect(code).toContainText("yAccessors={['visits']}");
  await expect(figure.getByRole('button', { name: 'Download project' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the install command shows whole at ${viewport.width} px, with nothing to scroll sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/docs/docs');
    const code = page.locator('pre.language-bash code').filter({ hasText: 'npm install @elastic/charts@73.2.1' });
    await expect(code).toContainText('moment-timezone@0.5');
    const { scrollWidth, clientWidth } = await code.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, 'the command fits its block').toBeLessThanOrEqual(clientWidth);
  });
}
