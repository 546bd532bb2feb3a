import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PropsTableData } from '../src/plugins/content/props-tables/types';
import { test, expect } from './fixtures';

/**
 * The default every props table shows is the one a chart applies. The build reads defaults by
 * rendering each spec component in Node (src/plugins/content/props-tables/appliedSpecs.ts); this test
 * checks the tables against the real thing: the library in Chromium, each spec inside a real
 * `<Chart>`, and what the chart stores and shows. The page is bundled by Vite from
 * tests/runtimeDefaults/ (about 10 s).
 */
const ROOT = path.resolve(__dirname, '..');
const TABLES_DIR = path.join(ROOT, '.docusaurus', 'props-tables', 'default');
const HARNESS_ORIGIN = 'http://runtime-defaults.test';

/**
 * The candidates for being specs: components whose props are a `...Spec` type (`AxisSpec`,
 * `SettingsSpec`) or take a required `id` (`Partition`). Which of them are specs, the chart decides.
 */
function specTables(): PropsTableData[] {
  return readdirSync(TABLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(TABLES_DIR, file), 'utf8')) as PropsTableData)
    .filter((table) => table.kind === 'component')
    .filter(
      (table) => table.propsType?.name.endsWith('Spec') || table.rows.some((row) => row.name === 'id' && row.required),
    );
}

const cellText = (table: PropsTableData, prop: string) =>
  table.rows
    .find((row) => row.name === prop)
    ?.defaultValue?.map((segment) => segment.text)
    .join('');

let harnessDir = '';

test.beforeAll(() => {
  test.setTimeout(120_000);
  harnessDir = mkdtempSync(path.join(tmpdir(), 'runtime-defaults-'));
  // In a process of its own: Vite's build sets NODE_ENV=production, which would give the rest of
  // this worker React's production build.
  const vite = spawnSync(
    'npx',
    [
      'vite',
      'build',
      path.join(__dirname, 'runtimeDefaults'),
      '--outDir',
      harnessDir,
      '--emptyOutDir',
      '--minify',
      'false',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (vite.status !== 0) throw new Error(`Vite could not bundle the harness:\n${vite.stdout}\n${vite.stderr}`);
});

test.beforeEach(async ({ page }) => {
  await page.route(`${HARNESS_ORIGIN}/**`, async (route) => {
    const file = path.join(harnessDir, new URL(route.request().url()).pathname);
    await route.fulfill({ path: file });
  });
  await page.goto(`${HARNESS_ORIGIN}/index.html`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
});

test('every default a spec table shows is the value a real chart stores for that spec', async ({ page }) => {
  const tables = Object.fromEntries(
    specTables().map((table) => [
      table.name,
      Object.fromEntries(
        table.rows.flatMap((row) => (row.defaultValue ? [[row.name, cellText(table, row.name) ?? '']] : [])),
      ),
    ]),
  );
  const result = await page.evaluate(
    (cells) =>
      (
        window as unknown as {
          runtimeDefaults: { compare(t: typeof cells): { specs: string[]; checked: number; mismatches: unknown[] } };
        }
      ).runtimeDefaults.compare(cells),
    tables,
  );
  expect(result.mismatches).toEqual([]);
  expect(result.specs).toEqual(
    expect.arrayContaining([
      'AreaSeries',
      'Axis',
      'BarSeries',
      'BubbleSeries',
      'Bullet',
      'Flame',
      'Goal',
      'GroupBy',
      'Heatmap',
      'HistogramBarSeries',
      'LineAnnotation',
      'LineSeries',
      'Metric',
      'Partition',
      'RectAnnotation',
      'Settings',
      'SmallMultiples',
      'Timeslip',
      'Tooltip',
      'Wordcloud',
    ]),
  );
  expect(result.checked).toBeGreaterThan(100);
});

for (const series of ['AreaSeries', 'BarSeries'] as const) {
  test(`${series}: the y0/y1 postfixes the table shows are those a banded series' legend shows`, async ({ page }) => {
    const table = specTables().find((t) => t.name === series);
    if (!table) throw new Error(`no table for ${series}`);
    const y0 = JSON.parse(cellText(table, 'y0AccessorFormat') ?? 'null') as string;
    const y1 = JSON.parse(cellText(table, 'y1AccessorFormat') ?? 'null') as string;
    const labels = await page.evaluate(
      (name) =>
        (
          window as unknown as { runtimeDefaults: { legendLabels(s: string): Promise<string[]> } }
        ).runtimeDefaults.legendLabels(name),
      series,
    );
    expect(labels.sort()).toEqual([`band${y0}`, `band${y1}`].sort());
  });
}
