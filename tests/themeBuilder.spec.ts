import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { ThemeParametersData } from '../src/plugins/content/theme-parameters/types';
import { expectNoAxeViolations } from './axe';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';
import { waitForHydration } from './frameWaits';
import { navbar } from './locators';
import { watchRequests } from './network';
import { THEME_BUILDER } from './pages';

/**
 * The theme builder (`/theme-builder`), as a reader uses it: a control for every parameter of the
 * installed `Theme`, the preview's pixels following a colour, a font size and the palette, export and
 * import round-tripping, hostile imports turned away, a share link, the checks on known pairs, the
 * layout at 1280 and 390 px, and axe in both modes. The crawl leaves this page to this spec
 * (tests/pages.ts), which makes the crawl's checks on its visits too: status, hydration, no failed
 * request, and the fixture's console guard. The logic under it is tests/unit/themeBuilder.test.ts's.
 */
test.describe.configure({ timeout: 120_000 });

const GENERATED = path.resolve(__dirname, '..', '.docusaurus', 'theme-parameters', 'default', 'theme-parameters.json');
const data = JSON.parse(readFileSync(GENERATED, 'utf8')) as ThemeParametersData;
/** The preview's charts (src/components/ThemeBuilder/preview/previewCharts.ts). */
const PREVIEW_CHARTS = 12;

/** Every value of a theme object that is not an object itself, by path (a list is a value). */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
}

/**
 * The pixels of a chart's canvas, read from a copy made for reading (`willReadFrequently`): reading the
 * library's own canvas again and again has Chromium warn on the console that it is slow.
 */
function readCanvasInPage(): void {
  Object.assign(window, {
    readCanvas: (canvas: HTMLCanvasElement): ImageData => {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(canvas, 0, 0);
      return context.getImageData(0, 0, copy.width, copy.height);
    },
  });
}
declare function readCanvas(canvas: HTMLCanvasElement): ImageData;

async function open(page: Page, mode: 'light' | 'dark' = 'light', hash = ''): Promise<string[]> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.addInitScript(readCanvasInPage);
  const failed = watchRequests(page);
  const response = await page.goto(`${THEME_BUILDER}${hash}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('[data-preview-chart]')).toHaveCount(PREVIEW_CHARTS);
  await expectChartsDrawn(page.getByRole('region', { name: 'Preview' }));
  await expect(page.locator('[data-ech-render-complete="true"]')).toHaveCount(PREVIEW_CHARTS);
  return failed;
}

/** Opens a section of the controls (one is open at a time). */
async function openPanel(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The field of a parameter, by its full path (its label). */
const field = (page: Page, path: string): Locator => page.getByLabel(path, { exact: true });

/**
 * How many pixels of a preview chart's canvas are within `tolerance` (summed over red, green and blue) of
 * `hex`: what the reader sees of that colour, read from the canvas the library drew.
 */
async function pixelsOf(page: Page, chart: string, hex: string, tolerance = 60): Promise<number> {
  return page
    .locator(`[data-preview-chart="${chart}"] canvas`)
    .first()
    .evaluate(
      (canvas, { hex: colour, tolerance: limit }) => {
        if (!(canvas instanceof HTMLCanvasElement)) throw new Error('no canvas');
        const target = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
        const { data: pixels } = readCanvas(canvas);
        let count = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const distance =
            Math.abs((pixels[i] ?? 0) - (target[0] ?? 0)) +
            Math.abs((pixels[i + 1] ?? 0) - (target[1] ?? 0)) +
            Math.abs((pixels[i + 2] ?? 0) - (target[2] ?? 0));
          if (distance <= limit && (pixels[i + 3] ?? 0) > 200) count += 1;
        }
        return count;
      },
      { hex, tolerance },
    );
}

/** The colour of the leftmost bar of the bar chart: the first saturated pixel of a row near its baseline. */
async function firstBarColour(page: Page): Promise<string> {
  return page
    .locator('[data-preview-chart="bars"] canvas')
    .first()
    .evaluate((canvas) => {
      if (!(canvas instanceof HTMLCanvasElement)) throw new Error('no canvas');
      const y = Math.round(canvas.height * 0.75);
      const row = readCanvas(canvas).data.subarray(y * canvas.width * 4, (y + 1) * canvas.width * 4);
      for (let x = 0; x < canvas.width; x += 1) {
        const [r = 0, g = 0, b = 0, a = 0] = row.slice(x * 4, x * 4 + 4);
        // Grid lines, axes and text are greys; a bar is the first colour with some saturation.
        if (a > 250 && Math.max(r, g, b) - Math.min(r, g, b) > 60) {
          return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
        }
      }
      return 'none';
    });
}

async function exportedCode(page: Page): Promise<string> {
  await openPanel(page, 'Export');
  return (await page.getByLabel('The exported TypeScript').textContent()) ?? '';
}

async function importText(page: Page, text: string): Promise<Locator> {
  await openPanel(page, 'Import');
  await page.getByLabel(/^Paste a PartialTheme/).fill(text);
  await page.getByRole('button', { name: 'Import this theme', exact: true }).click();
  return page.locator('[role="status"]').filter({ hasText: /imported/i });
}

test('the page loads cleanly, is in the navbar and the theming guide, and passes axe in light and dark', async ({
  page,
  browser,
}) => {
  const failed = await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme builder');
  await expect(navbar(page).getByRole('link', { name: 'Theme builder', exact: true })).toHaveAttribute(
    'href',
    THEME_BUILDER,
  );
  await openPanel(page, `All parameters (${data.parameters.length})`);
  await expectNoAxeViolations(page, 'light');
  expect(failed).toEqual([]);

  const dark = await browser.newPage();
  await open(dark, 'dark');
  await expect(dark.getByText('Base: DARK_THEME')).toBeVisible();
  await openPanel(dark, 'Checks');
  await expectNoAxeViolations(dark, 'dark');
  await dark.close();

  await page.goto('/docs/theming');
  await expect(page.locator('main').getByRole('link', { name: 'theme builder', exact: true })).toHaveAttribute(
    'href',
    THEME_BUILDER,
  );
});

test('every parameter of the Theme type, and every value of every base theme, has a control labelled with its path', async ({
  page,
}) => {
  await open(page);
  await openPanel(page, `All parameters (${data.parameters.length})`);
  // Each control's label names its path and points at the field (or, for a list, names the group).
  const labelled = await page.locator('[data-parameter]').evaluateAll((controls) =>
    controls.map((control) => {
      const label = control.querySelector('label');
      const target = label?.htmlFor
        ? document.getElementById(label.htmlFor)
        : control.querySelector(`[aria-labelledby="${label?.id}"]`);
      return { path: control.getAttribute('data-parameter'), label: label?.textContent, labels: target !== null };
    }),
  );
  expect(labelled.filter(({ path, label, labels }) => path !== label || !labels)).toEqual([]);
  const shown = labelled.map(({ path }) => path);
  expect(shown).toEqual(data.parameters.map(({ path: parameter }) => parameter));
  // The values of the library's exported themes, read in Node: each has its control.
  const library = (await import('@elastic/charts')) as unknown as Record<string, unknown>;
  for (const family of data.bases) {
    for (const name of [family.light, family.dark]) {
      expect(
        leaves(library[name ?? '']).filter((leaf) => !shown.includes(leaf)),
        name,
      ).toEqual([]);
    }
  }
  // A few as a screen reader finds them: the field's accessible name is the path.
  await expect(field(page, 'axes.tickLabel.fontSize')).toHaveValue('10');
  await expect(field(page, 'lineSeriesStyle.point.visible')).toHaveValue('"auto"');
  await expect(page.getByRole('group', { name: 'colors.vizColors' })).toBeVisible();
  // The filter narrows the list.
  await page.getByLabel('Filter parameters').fill('gridLine.horizontal');
  await expect(page.locator('[data-parameter]')).toHaveCount(5);
});

test('a colour, a font size and the palette change the preview’s pixels', async ({ page }) => {
  await open(page);
  // The tick labels' colour: none of it on the canvas, then their text in it.
  await openPanel(page, 'Text and fonts');
  expect(await pixelsOf(page, 'lines', '#d6001c')).toBe(0);
  await field(page, 'axes.tickLabel.fill').fill('#d6001c');
  await expect.poll(() => pixelsOf(page, 'lines', '#d6001c')).toBeGreaterThan(50);
  // A larger font: more of the tick labels' colour is drawn.
  const at10 = await pixelsOf(page, 'lines', '#d6001c');
  await field(page, 'axes.tickLabel.fontSize').fill('16');
  await expect.poll(() => pixelsOf(page, 'lines', '#d6001c')).toBeGreaterThan(at10 * 1.3);
  // The palette: the first series takes the new first colour, then the second colour once moved up.
  await openPanel(page, 'Palette');
  expect(await pixelsOf(page, 'bars', '#ff00ff', 30)).toBe(0);
  await page.getByLabel('colors.vizColors[0]', { exact: true }).fill('#ff00ff');
  await expect.poll(() => pixelsOf(page, 'bars', '#ff00ff', 30)).toBeGreaterThan(500);
  expect(await firstBarColour(page)).toBe('#ff00ff');
  // Reordered: the first bar of each group, the first series', takes the colour moved to the front.
  await page.getByRole('button', { name: 'Move colors.vizColors[1] up', exact: true }).click();
  await expect(page.getByLabel('colors.vizColors[1]', { exact: true })).toHaveValue('#ff00ff');
  await expect(page.getByLabel('colors.vizColors[0]', { exact: true })).toHaveValue('#A6EDEA');
  await expect.poll(() => firstBarColour(page)).toBe('#a6edea');
  await expect(page.getByText('3 values changed from LIGHT_THEME.')).toBeVisible();
});

test('export then import gives back the same state', async ({ page }) => {
  await open(page);
  await openPanel(page, 'Text and fonts');
  await field(page, 'axes.tickLabel.fontSize').fill('13');
  await field(page, 'axes.tickLabel.fontFamily').fill('Georgia, serif');
  await openPanel(page, 'Lines and points');
  await field(page, 'lineSeriesStyle.point.visible').selectOption({ label: 'always' });
  await field(page, 'lineSeriesStyle.line.dash').fill('6, 3');
  await openPanel(page, 'Palette');
  await page.getByRole('button', { name: 'Remove colors.vizColors[9]', exact: true }).click();
  await page.getByRole('button', { name: 'Move colors.vizColors[2] up', exact: true }).click();
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('dark');
  const exported = await exportedCode(page);
  expect(exported).toContain("fontFamily: 'Georgia, serif'");
  expect(exported).toContain('// <Settings theme={chartTheme} baseTheme={DARK_THEME} />');
  expect(exported).not.toContain('fontStyle');

  await page.getByRole('button', { name: 'Reset all', exact: true }).click();
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('light');
  expect(await exportedCode(page)).not.toEqual(exported);
  const status = await importText(page, exported);
  await expect(status).toHaveText('Imported 5 values on DARK_THEME.');
  expect(await exportedCode(page)).toEqual(exported);
  await expect(page.getByText('Base: DARK_THEME')).toBeVisible();
  // The import can be undone.
  await openPanel(page, 'Import');
  await page.getByRole('button', { name: 'Undo the import', exact: true }).click();
  await expect(page.getByText('No value changed from LIGHT_THEME.')).toBeVisible();
});

test('a hostile import gets a message and changes nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await open(page);
  await openPanel(page, 'Text and fonts');
  await field(page, 'axes.tickLabel.fontSize').fill('12');
  const before = await exportedCode(page);
  const hostile: [string, string, RegExp][] = [
    ['a script tag', '<script>alert("imported")</script>', /<script> is markup, not a theme/],
    [
      '1 MB of text',
      `{ "axes": { "tickLabel": { "fill": "${'#'.repeat(1024 * 1024)}" } } }`,
      /characters long; the import reads at most 100,000/,
    ],
    ['an object nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, /nested more than 24 levels deep/],
    [
      'code that makes a cycle',
      'const theme = { axes: {} };\ntheme.axes.self = theme;',
      /Line 2: `theme` starts a statement the import does not read/,
    ],
  ];
  for (const [what, text, message] of hostile) {
    const status = await importText(page, text);
    await expect(status, what).toContainText('Nothing was imported; the builder is as it was.');
    await expect(page.getByRole('status').filter({ hasText: message }), what).toBeVisible();
    // The text stays in the box to be fixed.
    await expect(page.getByLabel(/^Paste a PartialTheme/), what).toHaveValue(text);
    expect(await exportedCode(page), what).toEqual(before);
  }
  expect(
    await page
      .locator('script:not([src])')
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('imported')).length),
  ).toBe(0);
  expect(dialogs).toEqual([]);
  // Partly readable: what can be read is imported, the rest named.
  const status = await importText(page, '{ axes: { tickLabel: { fontSize: 15, fontSizes: 3 } } }');
  await expect(status).toContainText('Imported 1 value. 1 could not be read and were left out:');
  await expect(
    page.getByText('axes.tickLabel.fontSizes is not a parameter of Theme (did you mean axes.tickLabel.fontSize?).'),
  ).toBeVisible();
});

test.describe('share links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a share link restores the whole state; a damaged one says so and leaves the builder as it was', async ({
    page,
    browser,
  }) => {
    await open(page);
    await openPanel(page, 'Background');
    await field(page, 'background.color').fill('#fdf6e3');
    await openPanel(page, 'Palette');
    await page.getByLabel('colors.vizColors[0]', { exact: true }).fill('#268bd2');
    await page.getByRole('combobox', { name: 'Family' }).selectOption('Amsterdam');
    const exported = await exportedCode(page);
    // The code as the reader takes it: copied, and downloaded as a file.
    await page.getByRole('button', { name: 'Copy the code', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The code copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exported);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download chart-theme.ts', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('chart-theme.ts');
    expect(readFileSync(await download.path(), 'utf8')).toBe(exported);
    await page.getByRole('button', { name: 'Copy a link to this theme', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The link to this theme copied.' })).toBeVisible();
    const link = page.url();
    expect(link).toMatch(/#theme=[\w-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const other = await browser.newPage();
    await open(other, 'dark', new URL(link).hash);
    expect(await exportedCode(other)).toEqual(exported);
    await expect(other.getByText('Base: AMSTERDAM_LIGHT_THEME')).toBeVisible();
    // The chart paints its background as HTML, behind its canvas.
    await expect(other.locator('[data-preview-chart="lines"] .echChartBackground')).toHaveCSS(
      'background-color',
      'rgb(253, 246, 227)',
    );
    await other.close();

    const damaged = await browser.newPage();
    await open(damaged, 'light', `${new URL(link).hash.slice(0, -8)}AAAAAAAA`);
    await expect(damaged.getByRole('alert').filter({ hasText: "The link's theme is damaged" })).toBeVisible();
    await expect(damaged.getByText('No value changed from LIGHT_THEME.')).toBeVisible();
    await damaged.close();
  });
});

test('the contrast and palette checks name known pairs, beside the control and in the summary', async ({ page }) => {
  await open(page);
  await openPanel(page, 'Text and fonts');
  const tick = page.locator('[data-parameter="axes.tickLabel.fill"]');
  // #767676 on white is 4.54:1, the lightest grey that passes; #aaaaaa is 2.32:1.
  await field(page, 'axes.tickLabel.fill').fill('#767676');
  await expect(tick).toContainText('✓ Axis tick labels: 4.54:1 on background.color (AA needs 4.5:1)');
  await field(page, 'axes.tickLabel.fill').fill('#aaaaaa');
  await expect(tick).toContainText('✗ Axis tick labels: 2.32:1 on background.color — below the 4.5:1 AA asks for');
  // A red and a green that normal vision tells apart and deuteranopia does not (Tableau's category10).
  await openPanel(page, 'Palette');
  await page.getByLabel('colors.vizColors[0]', { exact: true }).fill('#d62728');
  await page.getByLabel('colors.vizColors[1]', { exact: true }).fill('#2ca02c');
  await openPanel(page, 'Checks');
  const checks = page.locator('#tb-panel-checks-body');
  await expect(checks).toContainText(
    'Axis tick labels (axes.tickLabel.fill, #aaaaaa): 2.32:1 on background.color (#ffffff), needs 4.5:1',
  );
  await expect(checks).toContainText('1 and 2 (#d62728, #2ca02c): ΔE 4.6 for deuteranopia (simulated)');
  await expect(checks).not.toContainText('(#d62728, #2ca02c): ΔE 4.6 for normal vision');
  // LIGHT_THEME's own two pale pinks, for normal vision.
  await expect(checks).toContainText('6 and 8 (#ffc7db, #ffc9c2): ΔE 9.7 for normal vision');
  // The font as the chart measures tick labels (weight normal whatever the theme says), and the family drawn.
  await expect(checks).toContainText(
    'Axis tick labels: normal normal normal 10px Inter, BlinkMacSystemFont, Helvetica, Arial, sans-serif',
  );
  // A failing theme still exports.
  await openPanel(page, 'Export');
  await expect(
    page.getByText(/The theme fails \d+ checks \(see Checks\); you can export it all the same\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy the code', exact: true })).toBeEnabled();
});

test('at 1280 px the preview stays in view while the controls scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await openPanel(page, `All parameters (${data.parameters.length})`);
  const preview = page.getByRole('region', { name: 'Preview' });
  const navbarBottom = (await navbar(page).boundingBox())?.height ?? 0;
  for (const scroll of [2_000, 20_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await expect.poll(async () => (await preview.boundingBox())?.y).toBeLessThanOrEqual(navbarBottom + 16);
    const box = await preview.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(navbarBottom);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    expect(box?.x).toBeGreaterThan(400);
  }
});

test('at 390 px the preview sits above the controls, stays in view, and follows them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const preview = page.getByRole('region', { name: 'Preview' });
  const firstPanel = page.getByRole('button', { name: 'Palette', exact: true });
  expect((await preview.boundingBox())?.y).toBeLessThan((await firstPanel.boundingBox())?.y ?? 0);
  await openPanel(page, 'Lines and points');
  const width = field(page, 'lineSeriesStyle.line.strokeWidth');
  await width.scrollIntoViewIfNeeded();
  const previewBox = await preview.boundingBox();
  const fieldBox = await width.boundingBox();
  // Both in view: the preview under the navbar, the field below it.
  expect(previewBox?.y).toBeLessThan(120);
  expect(fieldBox?.y).toBeGreaterThan((previewBox?.y ?? 0) + (previewBox?.height ?? 0) - 1);
  expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(844);
  // The line series is the second: the palette's #A6EDEA (the area under it is a paler blend of the first).
  const before = await pixelsOf(page, 'lines', '#a6edea', 10);
  await width.fill('5');
  await expect.poll(() => pixelsOf(page, 'lines', '#a6edea', 10)).toBeGreaterThan(before * 1.5);
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
