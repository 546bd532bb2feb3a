import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import type { PropsTableData } from '../../src/plugins/content/props-tables/types';
import { BUILD, filesUnder } from '../files';

/**
 * The props tables' history (src/plugins/content/props-tables/rowHistory.ts, from api-history/history.json)
 * as the build wrote it: on the server-rendered pages, facts checked by hand in the packed releases, and in
 * the tables' data. The computation itself is checked on a small history in tests/unit/rowHistory.test.ts.
 */
const TABLES_DIR = path.resolve(__dirname, '..', '..', '.docusaurus', 'props-tables', 'default');

/** Attribute quotes are optional: the faster build's HTML minifier drops them, a DOCS_STOCK build keeps them. */
const attribute = (name: string, value: string) => new RegExp(`${name}="?${value}"?[\\s>]`);

/** A page's props table for `name`: its count line and each row's HTML, by the row's anchor. */
function tableOn(route: string, name: string): { countLine: string; rows: Map<string, string> } {
  const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
  const start = html.search(attribute('data-props-of', name));
  expect(start, `${route} has a table of ${name}`).toBeGreaterThan(0);
  const table = html.slice(start, html.indexOf('</table>', start) + '</table>'.length);
  const [head = '', ...rows] = table.split(/<tr[\s>]/);
  const anchored = rows.flatMap((row) => {
    const anchor = /\bid="?((?:removed-)?prop-[\w$]+)/.exec(row)?.[1];
    return anchor ? [[anchor, row] as const] : [];
  });
  return { countLine: text(head), rows: new Map(anchored) };
}

/** What a reader sees of some HTML: its text, tags and React's `<!-- -->` separators taken out. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

/** The class names the built stylesheets strike through the code of. */
function struckClasses(): string[] {
  const css = filesUnder(path.join(BUILD, 'assets', 'css'), '.css')
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return [...css.matchAll(/\.([\w-]+) code\{(?:-webkit-text-decoration:line-through;)?text-decoration:line-through\}/g)].map((match) => match[1] ?? '');
}

test.describe('the Settings page', () => {
  const settings = () => tableOn('api/specs/global/Settings', 'Settings');

  test('lists showLegendExtra struck through, removed in 65.0.0, with no prop anchor and outside the count', () => {
    const { countLine, rows } = settings();
    const row = rows.get('removed-prop-showLegendExtra');
    expect(row, 'a row for the removed showLegendExtra').toBeDefined();
    expect(text(row ?? '')).toContain('removed in 65.0.0');
    expect(row).toMatch(attribute('data-removed-prop', 'showLegendExtra'));
    expect(row, 'a removed member is no heading of the page').not.toMatch(/<h3[\s>]/);
    const nameClasses = /<p class="?([^">]+)"? id="?removed-prop-showLegendExtra/.exec(row ?? '')?.[1]?.split(' ') ?? [];
    expect(nameClasses.some((name) => struckClasses().includes(name)), `struck through: ${nameClasses.join(' ')}`).toBe(
      true,
    );
    expect(rows.has('prop-showLegendExtra')).toBe(false);

    const live = [...rows.keys()].filter((anchor) => anchor.startsWith('prop-'));
    expect(countLine).toContain(`${live.length} props of Settings`);
    expect(countLine).toContain('1 removed prop is listed too, struck through.');
  });

  test('says legendValues was added in 65.0.0, and nothing of the kind on a prop of 60.0.0', () => {
    const { rows } = settings();
    expect(text(rows.get('prop-legendValues') ?? '')).toContain('added in 65.0.0');
    for (const prop of ['baseTheme', 'showLegend', 'rotation']) {
      const row = rows.get(`prop-${prop}`);
      expect(row, `a row for ${prop}`).toBeDefined();
      expect(text(row ?? ''), prop).not.toContain('added in');
    }
  });

  test("gives resizeDebounce's deprecation its release, and noResults's type change its two types", () => {
    const { rows } = settings();
    expect(text(rows.get('prop-resizeDebounce') ?? '')).toContain('deprecated in 64.0.0');
    expect(text(rows.get('prop-noResults') ?? '')).toContain(
      'Type changed in 71.1.1ComponentType | ReactChild → ComponentType | ReactNode',
    );
  });
});

test("LineAnnotation's table lists hideLinesTooltips, removed in 68.0.3", () => {
  const { rows } = tableOn('api/specs/xy/LineAnnotation', 'LineAnnotation');
  expect(text(rows.get('removed-prop-hideLinesTooltips') ?? '')).toContain('removed in 68.0.3');
  expect(rows.has('prop-hideLinesTooltips')).toBe(false);
});

test('no table dates a change to 73.0.1, which differs from 72.0.1 in no declaration', () => {
  const tables = readdirSync(TABLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(TABLES_DIR, file), 'utf8')) as PropsTableData)
    .filter((table) => Array.isArray(table.rows));
  const dated = tables.flatMap((table) =>
    table.rows.flatMap((row) => {
      const { added, deprecated, typeChanges = [], declaredDefaultChanges = [], appliedDefaultChanges = [] } =
        row.history ?? {};
      const versions = [added, deprecated, row.removedIn, ...[...typeChanges, ...declaredDefaultChanges, ...appliedDefaultChanges].map((c) => c.version)];
      return versions.includes('73.0.1') ? [`${table.name}.${row.name}`] : [];
    }),
  );
  // The history is there at all: Settings has one.
  expect(tables.find((table) => table.name === 'Settings')?.history).toEqual({ from: '60.0.0' });
  expect(dated).toEqual([]);
});
