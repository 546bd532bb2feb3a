import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { twinPathOf } from '../../src/plugins/content/markdown-twins/twinPath';
import { BUILD } from '../files';
import {
  SITE_URL,
  buildFileOf,
  linksOf,
  parseMarkdown,
  proseOf,
  tablesOf,
  textOf,
  twinOf,
} from '../markdownTwins';
import { SITEMAP_PATHS } from '../pages';

/**
 * The Markdown twins, llms.txt and llms-full.txt (src/plugins/content/markdown-twins), read from the
 * build: a twin for every page of the sitemap, the props tables and example sources in them, no
 * HTML or JSX left in their prose, and every link of them leading to a page or a file of the build.
 */
const exampleSource = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', 'examples', 'charts', `${name}.tsx`), 'utf8').replace(/\n+$/, '');

/** The fenced blocks of a twin, by language and title. */
function fences(markdown: string): { lang: string | null | undefined; meta: string | null | undefined; value: string }[] {
  const tree = parseMarkdown(markdown);
  return tree.children.flatMap((node) => (node.type === 'code' ? [{ lang: node.lang, meta: node.meta, value: node.value }] : []));
}

/** The ids of a built page; the build's minifier drops an attribute's quotes where it can. */
const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2] ?? ''));
    ids.set(file, found);
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every page of the sitemap has a Markdown twin, titled as the page', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(600);
  const missing = SITEMAP_PATHS.filter((route) => !buildFileOf(twinPathOf(route)));
  expect(missing).toEqual([]);
  for (const route of SITEMAP_PATHS) {
    expect(twinOf(route), route).toMatch(/^# \S/);
  }
  // `/` and a route that ends in `/` map as twinPath.ts says.
  expect(twinPathOf('/')).toBe('/index.md');
  expect(twinPathOf('/all-types/')).toBe('/all-types.md');
  expect(twinPathOf('/docs/tooltips')).toBe('/docs/tooltips.md');
});

test('a spec page: its props table as a GFM table, a row per prop, with the applied and the declared default', () => {
  const twin = twinOf('/api/specs/global/Settings');
  const html = readFileSync(path.join(BUILD, 'api/specs/global/Settings/index.html'), 'utf8');
  const [props] = tablesOf(parseMarkdown(twin)).filter((table) => textOf(table.children[0]!) === 'NameTypeDefaultDescription');
  expect(props, 'the props table').toBeDefined();
  // One row per row of the page (data-default-of marks each row's default cell), the header aside.
  expect(props!.children.length - 1).toBe([...html.matchAll(/data-default-of=/g)].length);
  expect(twin).toContain('| `baseTheme` (optional) | `Theme` | [`LIGHT_THEME`](https://elastic.github.io/all-types/variables/LIGHT_THEME) |');
  // A removed member stays listed, struck through and marked.
  expect(twin).toMatch(/\| ~~`showLegendExtra`~~ \(removed in [\d.]+\) \|/);
  // A shared type's default, applied and declared, where the library's comment says another.
  expect(twinOf('/api/specs/xy/AreaSeries')).toMatch(
    /\| `histogramModeAlignment` \(optional, from HistogramConfig\) \| `HistogramModeAlignment` \| `"center"`\. The library's comment says `start`, which is not what it applies\. \|/,
  );
  // Its live example, as the module's full source.
  expect(fences(twin)).toContainEqual({ lang: 'tsx', meta: 'title="examples/charts/theming.tsx"', value: exampleSource('theming') });
});

test('a guide: its prose, tables and every example it embeds as full source', () => {
  const twin = twinOf('/docs/tooltips');
  const html = readFileSync(path.join(BUILD, 'docs/tooltips/index.html'), 'utf8');
  const embedded = [...new Set([...html.matchAll(/data-chart-example=([\w-]+)/g)].map((match) => match[1]!))];
  expect(embedded.length).toBeGreaterThan(2);
  const blocks = fences(twin);
  for (const name of embedded) {
    expect(blocks, name).toContainEqual({ lang: 'tsx', meta: `title="examples/charts/${name}.tsx"`, value: exampleSource(name) });
  }
  expect(tablesOf(parseMarkdown(twin)).map((table) => textOf(table.children[0]!))).toContain('ChartRowsFormatted by');
  expect(twin).toContain('## Tooltip types and snapping');
  expect(twin).toContain('[`Tooltip`](https://elastic.github.io/api/specs/global/Tooltip)');
});

test('an example page: the example as its full source', () => {
  const twin = twinOf('/examples/line-series');
  expect(fences(twin)).toContainEqual({ lang: 'tsx', meta: 'title="examples/charts/line-series.tsx"', value: exampleSource('line-series') });
  expect(twin).toContain('## How it works');
});

test('a generated type page: members as headings, defaults as fenced code', () => {
  const twin = twinOf('/all-types/interfaces/SettingsSpec');
  expect(twin).toMatch(/^# Interface: SettingsSpec\n/);
  expect(twin).toContain('## Properties');
  expect(twin).toContain('### allowBrushingLastHistogramBin');
  expect(fences(twin).filter((block) => block.lang === 'ts').length).toBeGreaterThan(5);
});

test('no HTML, JSX or imports left in the prose of any twin, nor of llms.txt and llms-full.txt', () => {
  const leftovers = /<\/?(div|span|p|a|br|details|summary|figure|table|tr|td|code|pre|button|svg|wbr)\b|<!--|className=|\{\/\*|^\s*(import|export) /m;
  const files = [...SITEMAP_PATHS.map(twinPathOf), '/llms.txt', '/llms-full.txt'];
  const found = files.flatMap((file) => {
    const match = leftovers.exec(proseOf(readFileSync(path.join(BUILD, file), 'utf8')));
    return match ? [`${file}: ${JSON.stringify(match[0])}`] : [];
  });
  expect(found).toEqual([]);
});

test('every link of llms.txt and of the twins leads to a page or a file of the build', () => {
  const broken = new Set<string>();
  for (const file of ['/llms.txt', '/llms-full.txt', ...SITEMAP_PATHS.map(twinPathOf)]) {
    for (const url of linksOf(readFileSync(path.join(BUILD, file), 'utf8'))) {
      // Only links to the site itself; the GitHub and playground links are not the build's to answer.
      if (!url.startsWith(SITE_URL)) {
        expect(url, `${file}: a link that is not absolute`).toMatch(/^[a-z]+:/);
        continue;
      }
      const target = new URL(url);
      const page = buildFileOf(target.pathname);
      if (!page) broken.add(`${file} -> ${url}`);
      else if (target.hash.length > 1 && !idsOf(page).has(decodeURIComponent(target.hash.slice(1)))) {
        broken.add(`${file} -> ${url} (no such anchor)`);
      }
    }
  }
  expect([...broken]).toEqual([]);
});

test('llms.txt: the llmstxt.org form, with a section per kind of page', () => {
  const text = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const tree = parseMarkdown(text);
  const [title, summary, ...rest] = tree.children;
  expect(title).toMatchObject({ type: 'heading', depth: 1 });
  expect(textOf(title!)).toBe('Elastic Charts');
  expect(summary?.type).toBe('blockquote');
  expect(textOf(summary!)).toContain('@elastic/charts 73.2.1');
  const sections = rest.filter((node) => node.type === 'heading').map((node) => textOf(node));
  const upgrades = SITEMAP_PATHS.filter((route) => route.startsWith('/docs/upgrading'));
  expect(sections).toEqual([
    'Getting started',
    ...(upgrades.length > 0 ? ['Upgrading'] : []),
    'Guides',
    'API',
    'Examples',
    'Optional',
  ]);
  // Each entry links a twin, with a note.
  const entries = text.split('\n').filter((line) => line.startsWith('- '));
  expect(entries.length).toBeGreaterThan(100);
  for (const entry of entries) expect(entry).toMatch(/^- \[[^\]]+\]\(https:\/\/elastic\.github\.io\/\S+\.md\): \S/);
  // Every hand-written page is listed, and every upgrade page the build has.
  for (const route of SITEMAP_PATHS.filter((route) => !route.startsWith('/all-types/'))) {
    expect(text, route).toContain(`](${new URL(twinPathOf(route).slice(1), SITE_URL).href})`);
  }
  expect(text).toContain(`](${SITE_URL}all-types.md)`);
});

test('llms-full.txt: every hand-written page in one file, the reference left out but its index', () => {
  const full = readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
  const handWritten = SITEMAP_PATHS.filter((route) => !route.startsWith('/all-types/'));
  for (const route of handWritten) expect(full, route).toContain(`Source: [${new URL(route.slice(1), SITE_URL).href}]`);
  expect(full).toContain(`Source: [${SITE_URL}all-types/]`);
  expect(full).not.toContain(`Source: [${SITE_URL}all-types/interfaces/`);
  expect(full.match(/^# /gm)).toHaveLength(1);
  // It says what it left out.
  const reference = SITEMAP_PATHS.filter((route) => route.startsWith('/all-types/') && route !== '/all-types/');
  expect(full).toContain(`The ${reference.length} pages of the reference generated`);
});

test('the sizes of the twins, llms.txt and llms-full.txt (printed for the record)', () => {
  const size = (file: string) => statSync(path.join(BUILD, file)).size;
  const twins = SITEMAP_PATHS.map((route) => size(twinPathOf(route)));
  const total = twins.reduce((sum, bytes) => sum + bytes, 0);
  const line =
    `${twins.length} twins, ${kb(total)} in all; llms.txt ${kb(size('llms.txt'))}; ` + `llms-full.txt ${kb(size('llms-full.txt'))}`;
  console.log(`markdown twins: ${line}`);
  test.info().annotations.push({ type: 'sizes', description: line });
  expect(size('llms.txt')).toBeGreaterThan(5_000);
  expect(size('llms-full.txt')).toBeGreaterThan(size('llms.txt'));
});
