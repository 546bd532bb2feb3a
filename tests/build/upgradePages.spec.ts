import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BUILD } from '../files';

/**
 * The upgrade pages as the build wrote them (src/plugins/content/upgrade-pages, from the API history):
 * each reproduces the facts of the releases that were checked by hand in the packed declarations (the same
 * facts as tests/unit/apiHistory.test.ts holds the history to), the index lists every step without
 * JavaScript, the docs sidebar places it after the guides, and the history's data ships only with these
 * pages.
 */

const STEPS = [
  'from-60-to-63',
  'from-63-to-64',
  'from-64-to-65',
  'from-65-to-66',
  'from-66-to-67',
  'from-67-to-68',
  'from-68-to-69',
  'from-69-to-70',
  'from-70-to-71',
  'from-71-to-72',
  'from-72-to-73',
];

function html(route: string): string {
  return readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
}

/** An attribute's value as the minifier may write it: quoted or not. */
const attr = (name: string, value: string) => new RegExp(`${name}=["']?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\\s>]`);

/** The HTML of a comparison's section, by the section's heading id. */
function section(page: string, id: string): string {
  const start = page.search(attr('aria-labelledby', id));
  expect(start, `a section headed #${id}`).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('</section>', start));
}

/** The HTML under a heading of a section, up to the next h2 or h3. */
function under(sectionHtml: string, id: string): string {
  const start = sectionHtml.search(attr('id', id));
  expect(start, `a heading #${id}`).toBeGreaterThan(-1);
  const rest = sectionHtml.slice(start);
  const end = rest.slice(1).search(/<h[23][\s>]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** What a reader reads: tags out, entities decoded, spaces collapsed. */
function text(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:;)]|'s\b)/g, '$1')
    .trim();
}

/** The list items of a fragment, as text (the minifier leaves out `</li>`). */
function items(fragment: string): string[] {
  return [...fragment.matchAll(/<li[\s>][\s\S]*?(?=<li[\s>]|<\/[uo]l>|$)/g)].map((match) => text(match[0]));
}

test('64.x → 65.0.0: Settings loses showLegendExtra and gains legendValues, no rename claimed', () => {
  const compared = section(html('docs/upgrading/from-64-to-65'), 'from-64-1-0-to-65-0-0');
  expect(text(compared)).toContain('64.1.0 → 65.0.0');
  const settings = items(under(compared, 'from-64-1-0-to-65-0-0-settings'));
  expect(settings).toContainEqual(expect.stringMatching(/^showLegendExtra removed \(it was boolean\)\./));
  expect(settings).toContainEqual(expect.stringMatching(/^legendValues added: Array<LegendValue>, optional/));
  expect(text(compared)).not.toMatch(/showLegendExtra renamed/);
  // A removed prop links nowhere; a prop 73.2.1 has links its row.
  const removed = under(compared, 'from-64-1-0-to-65-0-0-settings').match(/<li[\s>](?:(?!<li[\s>]).)*?showLegendExtra(?:(?!<li[\s>]).)*/s)?.[0];
  expect(removed).toBeDefined();
  expect(removed).not.toContain('href');
  expect(compared).toMatch(attr('href', '/api/specs/global/Settings#prop-legendValues'));
});

test('67.0.1 → 68.0.3: LineAnnotation loses hideLinesTooltips', () => {
  const compared = section(html('docs/upgrading/from-67-to-68'), 'from-67-0-1-to-68-0-3');
  const lineAnnotation = items(under(compared, 'from-67-0-1-to-68-0-3-lineannotation'));
  expect(lineAnnotation).toContainEqual(expect.stringMatching(/^hideLinesTooltips removed \(it was boolean\)\./));
});

test('69.x → 70.0.1: timeAxisLayerCount goes from 0 to 2, declared and applied, and the page lists it as verified', () => {
  const page = html('docs/upgrading/from-69-to-70');
  const compared = section(page, 'from-69-2-2-to-70-0-1');
  const axis = items(under(compared, 'from-69-2-2-to-70-0-1-axis'));
  expect(axis).toContainEqual(
    expect.stringMatching(/^timeAxisLayerCount: declared default 0 → 2\. A chart applies the same, 0 → 2, read from both releases' code\./),
  );
  expect(compared).toMatch(attr('href', '/api/specs/xy/Axis#prop-timeAxisLayerCount'));
  const beyond = text(under(page, 'what-declarations-do-not-show'));
  expect(beyond).toContain("69.2.2 → 70.0.1: when you leave Axis's timeAxisLayerCount unset, a chart now applies 2 where it applied 0");
});

test('70.1.6 → 71.0.0: MetricStyle loses valuesTextAlign and gains valueTextAlign and extraTextAlign', () => {
  const compared = section(html('docs/upgrading/from-70-to-71'), 'from-70-1-6-to-71-0-0');
  const metricStyle = items(under(compared, 'from-70-1-6-to-71-0-0-metricstyle'));
  expect(metricStyle).toContainEqual(expect.stringMatching(/^valuesTextAlign removed/));
  expect(metricStyle).toContainEqual(expect.stringMatching(/^valueTextAlign added/));
  expect(metricStyle).toContainEqual(expect.stringMatching(/^extraTextAlign added/));
  expect(text(compared)).not.toMatch(/valuesTextAlign renamed/);
});

test('72.0.1 → 73.0.1: no declaration changes, and the react and react-dom peer ranges narrow to ^18.0', () => {
  const page = html('docs/upgrading/from-72-to-73');
  const compared = section(page, 'from-72-0-1-to-73-0-1');
  expect(compared).not.toMatch(/<h3[^>]*id=["']?from-72-0-1-to-73-0-1-(?!peer-dependencies)/);
  expect(items(under(compared, 'from-72-0-1-to-73-0-1-peer-dependencies'))).toEqual([
    'react: ^16.12 || ^17.0 || ^18.0 → ^18.0 (narrowed).',
    'react-dom: ^16.12 || ^17.0 || ^18.0 → ^18.0 (narrowed).',
  ]);
  expect(text(under(page, 'what-declarations-do-not-show'))).toContain(
    '72.0.1 → 73.0.1: the peer range of react narrowed from ^16.12 || ^17.0 || ^18.0 to ^18.0',
  );
  // The later 73.x releases have a section of their own.
  expect(text(section(page, 'later-73-2-1'))).toContain('73.0.1 → 73.2.1');
});

test('every step page names the two versions it compares and says what declarations cannot show', () => {
  for (const step of STEPS) {
    const page = html(`docs/upgrading/${step}`);
    const [from, to] = step.replace('from-', '').split('-to-');
    expect(text(page), step).toMatch(new RegExp(`last ${from}\\.x release and the first ${to}\\.x release the npm registry serves, ${from}\\.\\d+\\.\\d+ → ${to}\\.\\d+\\.\\d+`));
    expect(text(under(page, 'what-declarations-do-not-show')), step).toContain('without touching a declaration');
  }
});

test('the index lists every step as a plain link, oldest first, beside a chooser of the majors', () => {
  const page = html('docs/upgrading');
  const links = [...page.matchAll(/href=["']?\/docs\/upgrading\/(from-\d+-to-\d+)["'\s>]/g)].map((match) => match[1]);
  expect([...new Set(links)]).toEqual(STEPS);
  const options = [...page.matchAll(/<option[^>]*value=["']?(\d+)["'\s>]/g)].map((match) => Number(match[1]));
  expect(options).toEqual([60, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73]);
  expect(page).toMatch(/<label[^>]*for=["']?upgrade-from["'\s>]/);
});

test('the docs sidebar lists Upgrading after the guides and before Troubleshooting; Getting started links it', () => {
  const page = html('docs/docs');
  const sidebar = [...page.matchAll(/class="?menu__link[^>]*href="?(\/docs\/[\w-]+)/g)].map((match) => match[1]);
  const order = sidebar.length > 0 ? sidebar : [...page.matchAll(/href="?(\/docs\/[\w-]+)"?[^>]*class="?menu__link/g)].map((match) => match[1]);
  expect(order.indexOf('/docs/upgrading')).toBe(order.indexOf('/docs/troubleshooting') - 1);
  expect(order.indexOf('/docs/upgrading')).toBeGreaterThan(order.indexOf('/docs/exporting-and-testing'));
  expect(page.match(/<article[\s\S]*<\/article>/)?.[0]).toMatch(attr('href', '/docs/upgrading'));
});

test("the history's data ships only in the upgrade pages' own chunks, each page its own", () => {
  const dir = path.join(BUILD, 'assets', 'js');
  const scripts = readdirSync(dir).map((name) => ({ name, code: readFileSync(path.join(dir, name), 'utf8') }));
  // The history file itself (its base surface and deltas) is in no script.
  expect(scripts.filter(({ code }) => code.includes('"deltas":')).map(({ name }) => name)).toEqual([]);
  for (const step of STEPS) {
    const holding = scripts.filter(({ code }) => code.includes(`"slug":"${step}"`));
    expect(holding.map(({ name }) => name), step).toHaveLength(1);
    const [data] = holding;
    expect(data?.name).not.toMatch(/^(runtime~)?main\./);
    // Only that page's data: no other step's.
    expect(STEPS.filter((other) => data?.code.includes(`"slug":"${other}"`))).toEqual([step]);
    expect(data?.code.length, `${step}: its data`).toBeLessThan(20_000);
  }
});
