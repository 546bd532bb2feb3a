import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { exampleFigure } from './editor';
import { test, expect } from './fixtures';
import { YOUR_VERSION_KEY } from '../src/components/PropsTable/savedVersion';

/**
 * "Your version" (issue 34): a reader picks the release they use above a props table; every row that
 * release lacks says so, a removed member it still had says so, a type or default that differed then is
 * shown, the choice survives a reload, and a downloaded or StackBlitz project pins a release the compile
 * matrix checked the example against: that release where it is the reader's, the newest of the reader's
 * major where theirs was not checked (issue 46, point 5), and says so, or why not. The picker's code comes on demand.
 */
const row = (page: Page, anchor: string): Locator => page.locator(`tr:has(> td [id="${anchor}"])`);

async function choose(page: Page, version: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Your version' }).first();
  await picker.selectOption(version);
}

test('the picker loads on demand and marks what the chosen release lacked, had, and did otherwise', async ({
  page,
}) => {
  await page.goto('/api/specs/global/Settings');
  await expect(page.getByRole('combobox', { name: 'Your version' })).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Compare with your version' }).first();
  await button.click();
  await choose(page, '64.1.0');
  // 65.0.0 added legendValues and removed showLegendExtra (the history's checked facts).
  await expect(row(page, 'prop-legendValues').locator('[data-absent-in]')).toHaveText('not in 64.1.0');
  await expect(row(page, 'removed-prop-showLegendExtra').locator('[data-present-in]')).toHaveText('in 64.1.0');
  // A prop every release read has gets no mark.
  await expect(row(page, 'prop-rotation').locator('[data-absent-in], [data-present-in]')).toHaveCount(0);
  const status = page.locator('[data-your-version] [role="status"]').first();
  await expect(status).toContainText(
    /^In 64\.1\.0: \d+ of these props did not exist yet, \d+ had another type or default, and \d+ removed since were there\.$/,
  );

  // Kept across a reload: the picker comes back by itself with the same marks.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Your version' }).first()).toHaveValue('64.1.0');
  await expect(row(page, 'prop-legendValues').locator('[data-absent-in]')).toHaveText('not in 64.1.0');

  // The documented release clears the choice and every mark.
  await choose(page, '');
  await expect(page.locator('[data-absent-in], [data-present-in]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), YOUR_VERSION_KEY)).toBeNull();
});

test("an older release's default shows where it differs: timeAxisLayerCount was 0 before 70.0.1", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '69.2.2'), YOUR_VERSION_KEY);
  await page.goto('/api/specs/xy/Axis');
  const cell = page.locator('[data-default-of="timeAxisLayerCount"]');
  await expect(cell.locator('[data-at-version="default 69.2.2"]')).toHaveText('In 69.2.2: 0');
  await choose(page, '70.0.1');
  await expect(cell.locator('[data-at-version]')).toHaveCount(0);
});

/** Keeps `version` as the reader's choice, as the picker does (nothing: no choice). */
async function keep(page: Page, version: string | null): Promise<void> {
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
    [YOUR_VERSION_KEY, version] as const,
  );
}

/**
 * Opens the example's page with `version` kept as the reader's choice, clicks Download project and returns the
 * pinned @elastic/charts version and the toolbar's status line.
 */
async function downloadPin(
  page: Page,
  name: string,
  version: string | null,
): Promise<{ pinned: string | undefined; status: string }> {
  await page.goto(`/examples/${name}`);
  await keep(page, version);
  const figure = exampleFigure(page, name);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: 'Download project' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const pkg = JSON.parse(strFromU8(files[`elastic-charts-${name}/package.json`] ?? new Uint8Array())) as {
    dependencies: Record<string, string>;
  };
  const status = figure.getByRole('status');
  await expect(status).toContainText('Downloaded');
  return { pinned: pkg.dependencies['@elastic/charts'], status: await status.innerText() };
}

test('a downloaded project pins your version where the example compiles against it, and says why not elsewhere', async ({
  page,
}) => {
  // line-series type-checks against 70.1.6 (compile-matrix.json); legend uses LegendLayout, exported from 71 on.
  const compiles = await downloadPin(page, 'line-series', '70.1.6');
  expect(compiles.pinned).toBe('70.1.6');
  expect(compiles.status).toContain('It pins 70.1.6, your version, which this example type-checks against.');
  const fails = await downloadPin(page, 'legend', '70.1.6');
  expect(fails.pinned).toBe('73.2.1');
  expect(fails.status).toContain('It pins 73.2.1: this example does not compile against 70.1.6, the newest 70.x');
});

test('a release the matrix did not check pins the newest of its major that the example compiles against, and says so', async ({
  page,
}) => {
  // 71.0.0 lacks LegendLayout, which the legend example imports; the matrix checked 71.9.0, which has it.
  const legend = await downloadPin(page, 'legend', '71.0.0');
  expect(legend.pinned).toBe('71.9.0');
  expect(legend.status).toContain(
    'It pins 71.9.0, the newest 71.x, which this example type-checks against; your version, 71.0.0, was not checked.',
  );
  // 70.0.1 is not 70.1.6, the release the matrix checked for 70.
  const line = await downloadPin(page, 'line-series', '70.0.1');
  expect(line.pinned).toBe('70.1.6');
  expect(line.status).toContain('your version, 70.0.1, was not checked.');
});

test('a release older than the compile matrix pins the documented one and says so; none chosen, nothing said', async ({
  page,
}) => {
  const old = await downloadPin(page, 'line-series', '64.1.0');
  expect(old.pinned).toBe('73.2.1');
  expect(old.status).toContain('the examples are type-checked against 65 and later, and your version is 64.1.0');
  const none = await downloadPin(page, 'line-series', null);
  expect(none.pinned).toBe('73.2.1');
  expect(none.status).not.toContain('It pins');
});

test('Open in StackBlitz pins your version too, where the example compiles against it', async ({ page, context }) => {
  let posted: URLSearchParams | undefined;
  // No network here: StackBlitz's answer is stubbed; what the page sends is what is checked.
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>' });
  });
  await page.goto('/examples/sunburst');
  await keep(page, '69.2.2');
  const figure = exampleFigure(page, 'sunburst');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    figure.getByRole('button', { name: 'Open in StackBlitz' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(JSON.parse(posted?.get('project[files][package.json]') ?? '{}')).toMatchObject({
    dependencies: { '@elastic/charts': '69.2.2' },
  });
  await expect(figure.getByRole('status')).toContainText(
    'It pins 69.2.2, your version, which this example type-checks against.',
  );
});
