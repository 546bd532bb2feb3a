import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { filesUnder } from '../files';

/** The TypeDoc output the build generates under api/all-types/ (served at /all-types/). */
const REFERENCE_DIR = path.resolve(__dirname, '..', '..', 'api', 'all-types');
/** TypeDoc's JSON model of the library, written in the same run. */
const MODEL = path.resolve(__dirname, '..', '..', '.typedoc', 'elastic-charts.json');

test('no generated page has an empty heading, TypeDoc breadcrumbs or a to-do note', () => {
  const problems: string[] = [];
  const files = filesUnder(REFERENCE_DIR, '.md');
  expect(files.length).toBeGreaterThan(500);
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
    if (lines.some((line) => line.startsWith('[@elastic/charts]('))) problems.push(`${file}: breadcrumbs`);
    if (lines.some((line) => /^\s*TODO\b/.test(line))) problems.push(`${file}: a maintainers' TODO note`);
    lines.forEach((line, i) => {
      const level = /^(#+) /.exec(line)?.[1]?.length;
      if (!level) return;
      const nextLevel = /^(#+) /.exec(lines[i + 1] ?? '# end')?.[1]?.length;
      if (nextLevel !== undefined && nextLevel <= level) problems.push(`${path.relative(REFERENCE_DIR, file)}: empty "${line}"`);
    });
  }
  expect(problems).toEqual([]);
});

test('the reference sidebar groups pages by kind and sorts each group by name', () => {
  const sidebar = createRequire(__filename)(path.join(REFERENCE_DIR, 'typedoc-sidebar.cjs')) as {
    label: string;
    items: { label: string }[];
  }[];
  expect(sidebar.map((category) => category.label)).toEqual(
    expect.arrayContaining(['Namespaces', 'Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions']),
  );
  for (const category of sidebar) {
    const labels = category.items.map((item) => item.label);
    expect(labels, category.label).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  }
});

test('a component page shows the props it accepts, not a bare FC', () => {
  const axis = readFileSync(path.join(REFERENCE_DIR, 'functions', 'Axis.md'), 'utf8');
  expect(axis).toMatch(/^#### tickFormat\?$/m);
  expect(axis).toMatch(/^#### position\?$/m);
  expect(axis).not.toMatch(/`FC`/);
});

test('a class page lists the library members, not those inherited from React', () => {
  const chart = readFileSync(path.join(REFERENCE_DIR, 'classes', 'Chart.md'), 'utf8');
  expect(chart).toMatch(/### getPNGSnapshot\(\)/);
  expect(chart).not.toMatch(/### setState\(\)/);
});

test('the index lists every export in a table row with a one-line summary', () => {
  const index = readFileSync(path.join(REFERENCE_DIR, 'index.md'), 'utf8');
  const model = JSON.parse(readFileSync(MODEL, 'utf8')) as { children?: { name: string }[] };
  // A row: `| [Name](url) | summary |`, the summary's own pipes escaped.
  const rows = index
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .map((line) => line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  expect(rows).toHaveLength(model.children?.length ?? 0);
  const withoutSummary = rows.filter((cells) => cells.length !== 2 || (cells[1] ?? '').split(/\s+/).length < 2);
  expect(withoutSummary.map((cells) => cells.join(' | '))).toEqual([]);
  // One line each: the first sentence of a doc comment, not its whole first paragraph.
  const long = rows.filter((cells) => (cells[1] ?? '').length > 240);
  expect(long.map((cells) => cells.join(' | '))).toEqual([]);
});

test("an export without a doc comment is summed up from its declaration, one with one by the comment's first sentence", () => {
  const index = readFileSync(path.join(REFERENCE_DIR, 'index.md'), 'utf8');
  const summary = (url: string) =>
    new RegExp(`^\\| \\[[^\\]]+\\]\\(${url.replace(/\./g, '\\.')}\\) \\| (.*) \\|$`, 'm').exec(index)?.[1];
  expect(summary('interfaces/Theme.md')).toMatch(/^Fields: arcSeriesStyle, .* and \d+ more\.$/);
  expect(summary('variables/Position.md')).toBe('Object with the members Bottom, Left, Right, Top.');
  expect(summary('type-aliases/Position.md')).toBe('One of the values of the constant `Position`.');
  expect(summary('functions/Axis.md')).toBe('Add axis spec to chart');
  // The comment's paragraph goes on after its first sentence.
  expect(summary('functions/roundDateToESInterval.md')).toBe(
    'Round a Date or unix timestamp to the beginning or end of the corresponding Elasticsearch date histogram bucket.',
  );
});
