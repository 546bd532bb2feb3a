import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { installedLibrary } from '../../src/plugins/content/installedLibrary';
import { buildTables } from '../../src/plugins/content/props-tables/buildTables';
import { libraryValues } from '../../src/plugins/content/props-tables/defaultCells';
import { propsInExamples } from '../../src/plugins/content/props-tables/propsInExamples';
import { readTypedocProject, type TypedocProject } from '../../src/plugins/content/props-tables/readTypedocProject';
import { indexReflections } from '../../src/plugins/content/props-tables/reflectionIndex';
import { readRuntimeDefaults } from '../../src/plugins/content/props-tables/runtimeDefaults';
import type { PropRow, PropsTableData, Segment } from '../../src/plugins/content/props-tables/types';

/**
 * The props-tables data plugin against the real TypeDoc model of the installed @elastic/charts,
 * the JSON the build writes beside the generated reference (`npm test` builds first). The same
 * steps on a small fixture model, and the reading of a model, are checked without a build in
 * tests/unit/propsTables.test.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MODEL = path.join(ROOT, '.typedoc', 'elastic-charts.json');
const REFERENCE_DIR = path.join(ROOT, 'api', 'all-types');
const EXAMPLES_DIR = path.join(ROOT, 'examples', 'charts');

let project: TypedocProject;
let tables: Map<string, PropsTableData>;

test.beforeAll(async () => {
  project = await readTypedocProject(MODEL);
  const index = indexReflections(project, '/all-types');
  const library = libraryValues(installedLibrary(ROOT).load());
  const modules = readdirSync(EXAMPLES_DIR).filter((file) => file.endsWith('.tsx')).map((file) => path.join(EXAMPLES_DIR, file));
  const examples = { used: propsInExamples(modules), titles: new Map<string, string>() };
  tables = new Map(buildTables(project, index, readRuntimeDefaults(ROOT), library, examples).map((t) => [t.name, t]));
});

function table(name: string): PropsTableData {
  const found = tables.get(name);
  if (!found) throw new Error(`no table for ${name}`);
  return found;
}

function row(tableName: string, prop: string): PropRow {
  const found = table(tableName).rows.find((r) => r.name === prop);
  if (!found) throw new Error(`${tableName} has no row ${prop}`);
  return found;
}

const text = (segments: Segment[] | undefined) => (segments ?? []).map((s) => s.text).join('');

test('a component table lists its props with types, links, defaults and descriptions', () => {
  const axis = table('Axis');
  expect(axis.kind).toBe('component');
  expect(axis.url).toBe('/all-types/functions/Axis');
  expect(axis.propsType).toEqual({ name: 'AxisSpec', url: '/all-types/interfaces/AxisSpec' });
  const tickFormat = row('Axis', 'tickFormat');
  expect(tickFormat.required).toBe(false);
  expect(tickFormat.type).toContainEqual({ text: 'TickFormatter', href: '/all-types/type-aliases/TickFormatter' });
  expect(text(tickFormat.description[0])).toMatch(/format every tick value label/);
  expect(row('Axis', 'id').required).toBe(true);
  // A @defaultValue {@link DEFAULT_GLOBAL_ID} becomes a link to the constant.
  expect(row('Axis', 'groupId').defaultValue).toEqual([{ text: 'DEFAULT_GLOBAL_ID', href: '/all-types/variables/DEFAULT_GLOBAL_ID', code: true }]);
});

test('runtime defaults come from the library, named when they are exported constants', () => {
  expect(row('Settings', 'baseTheme').defaultValue).toEqual([{ text: 'LIGHT_THEME', code: true, href: '/all-types/variables/LIGHT_THEME' }]);
  expect(text(row('Settings', 'showLegend').defaultValue)).toBe('false');
  expect(text(row('Tooltip', 'maxTooltipItems').defaultValue)).toBe('10');
});

test('every spec shows the defaults it applies when rendered, not only Settings and Tooltip', () => {
  expect(row('Axis', 'position').defaultValue).toEqual([{ text: 'Position.Left', code: true, href: '/all-types/variables/Position' }]);
  expect(text(row('Axis', 'timeAxisLayerCount').defaultValue)).toBe('2');
  expect(text(row('BarSeries', 'xScaleType').defaultValue)).toBe('ScaleType.Ordinal');
  expect(text(row('Wordcloud', 'fontFamily').defaultValue)).toBe('"Impact"');
  expect(text(row('Partition', 'layout').defaultValue)).toBe('PartitionLayout.sunburst');
  expect(text(row('Flame', 'valueFormatter').defaultValue)).toBe('(d) => String(d)');
  expect(text(row('Chart', 'renderer').defaultValue)).toBe('"canvas"');
});

test("where a comment declares another default, the row shows the applied one and keeps the comment's, marked", () => {
  const alignment = row('AreaSeries', 'histogramModeAlignment');
  expect(text(alignment.defaultValue)).toBe('"center"');
  expect(text(alignment.declaredDefault)).toBe('start');
  const xScale = row('AreaSeries', 'xScaleType');
  expect(text(xScale.defaultValue)).toBe('ScaleType.Linear');
  expect(text(xScale.declaredDefault)).toMatch(/ordinal/);
  // Read where the series is read (dist/chart_types/xy_chart/tooltip/tooltip.js), and swapped in the comment.
  expect(text(row('AreaSeries', 'y0AccessorFormat').defaultValue)).toBe('" - lower"');
  expect(text(row('AreaSeries', 'y0AccessorFormat').declaredDefault)).toBe('- upper');
  expect(text(row('LineSeries', 'y0AccessorFormat').defaultValue)).toMatch(/^none: only AreaSeries, BarSeries/);
  // Agreeing comments are not marked.
  expect(row('BarSeries', 'xScaleType').declaredDefault).toBeUndefined();
  expect(row('Settings', 'showLegend').declaredDefault).toBeUndefined();
});

test("a type several specs share shows each spec's default where they differ", () => {
  const xScale = row('SeriesScales', 'xScaleType');
  expect(xScale.defaultValue).toBeUndefined();
  expect(xScale.defaultsBySpec?.map(({ spec, value }) => `${spec}=${text(value)}`)).toEqual([
    'AreaSeries=ScaleType.Linear', 'BarSeries=ScaleType.Ordinal', 'BubbleSeries=ScaleType.Ordinal',
    'HistogramBarSeries=ScaleType.Linear', 'LineSeries=ScaleType.Ordinal',
  ]);
  expect(text(row('SeriesScales', 'yScaleType').defaultValue)).toBe('ScaleType.Linear');
});

test('a row names the examples whose source sets the prop, on the component, its props type and the type declaring it', () => {
  const names = (r: PropRow) => (r.examples ?? []).map((e) => e.name);
  expect(names(row('AreaSeries', 'splitSeriesAccessors'))).toContain('area-series');
  expect(names(row('AreaSeriesSpec', 'splitSeriesAccessors'))).toEqual(names(row('AreaSeries', 'splitSeriesAccessors')));
  // Only examples that draw an AreaSeries: the line series example splits a LineSeries.
  expect(names(row('AreaSeries', 'splitSeriesAccessors'))).not.toContain('line-series');
  expect(names(row('SeriesAccessors', 'splitSeriesAccessors'))).toEqual(expect.arrayContaining(['area-series', 'line-series']));
  expect(names(row('Settings', 'baseTheme')).length).toBeGreaterThanOrEqual(20);
  expect(row('Settings', 'resizeDebounce').examples).toBeUndefined();
});

test('every example a row names really sets that prop on a library element', () => {
  // An oracle independent of the compiler: the attribute is written in the module's source.
  let checked = 0;
  for (const t of tables.values()) {
    for (const r of t.rows) {
      for (const example of r.examples ?? []) {
        const source = readFileSync(path.join(EXAMPLES_DIR, `${example.name}.tsx`), 'utf8');
        expect(source, `${t.name}.${r.name} in ${example.name}`).toMatch(new RegExp(`\\s${r.name}(=|\\s|/?>)`));
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(200);
});

test('deprecated props are marked, with the library note', () => {
  const resize = row('Settings', 'resizeDebounce');
  expect(resize.deprecated).toBeDefined();
  expect(text(resize.deprecated?.flat())).toMatch(/unused/);
  expect(row('Settings', 'showLegend').deprecated).toBeUndefined();
});

test('props declared in types the library keeps private are still listed', () => {
  // `markFormat` comes from the non-exported `MarkFormatter`.
  const markFormat = row('LineSeries', 'markFormat');
  expect(text(markFormat.description[0])).toMatch(/format every single mark value/);
  expect(table('BarSeries').rows.map((r) => r.name)).not.toContain('markFormat');
});

test('the Chart class gets the members of its props interface', () => {
  const chart = table('Chart');
  expect(chart.propsType?.name).toBe('ChartProps');
  expect(chart.rows.map((r) => r.name)).toEqual(['children', 'className', 'description', 'id', 'renderer', 'size', 'title']);
});

test('interfaces and type aliases made of object types get member tables', () => {
  expect(table('SeriesAccessors').kind).toBe('interface');
  expect(table('BasicSeriesSpec').kind).toBe('type alias');
  expect(table('BasicSeriesSpec').rows.map((r) => r.name)).toEqual(expect.arrayContaining(['xAccessor', 'data', 'xScaleType', 'groupId']));
});

test('every link of every table points to a page of the generated reference', () => {
  const hrefs = new Set<string>();
  for (const t of tables.values()) {
    hrefs.add(t.url);
    if (t.propsType) hrefs.add(t.propsType.url);
    for (const r of t.rows) {
      for (const segment of [...r.type, ...(r.defaultValue ?? []), ...r.description.flat(), ...(r.deprecated ?? []).flat()]) {
        if (segment.href) hrefs.add(segment.href);
      }
    }
  }
  expect(hrefs.size).toBeGreaterThan(100);
  const missing = [...hrefs].filter((href) => {
    const file = path.join(REFERENCE_DIR, href.replace(/^\/all-types\//, '').replace(/\/$/, '/index'));
    return !existsSync(`${file}.md`);
  });
  expect(missing).toEqual([]);
});
