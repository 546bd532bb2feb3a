import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BUILD } from '../files';

/**
 * The upgrade pages as the build wrote them (src/plugins/content/upgrade-pages, from the API history):
 * each reproduces the facts of the releases that were checked by hand in the packed declarations and compiled
 * code (the same facts as tests/unit/apiHistory.test.ts and themeHistory.test.ts hold the history to), says
 * what changes at run time and how the themes change, sits in the docs layout with a clean Markdown twin; the
 * index lists every step, and the names each changes, without JavaScript; the docs sidebar places it after the
 * guides, and the history's data ships only with these pages.
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

/** The HTML of a page's h2 section, by the heading's id: up to the next h2 of the article. */
function h2Section(page: string, id: string): string {
  const start = page.search(attr('id', id));
  expect(start, `a heading #${id}`).toBeGreaterThan(-1);
  const rest = page.slice(start);
  const end = rest.slice(1).search(/<h2[\s>]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
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
    .replace(/ ([.,:;)]|'s\b|'(?=\s))/g, '$1')
    .replace(/\( /g, '(')
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
  const behaviour = text(h2Section(page, 'what-changes'));
  expect(behaviour).toContain("69.2.2 → 70.0.1: when you leave Axis's timeAxisLayerCount unset, a chart now applies 2 where it applied 0");
  expect(behaviour).toMatch(/70\.0\.0\. A time axis draws two layers of labels by default: Axis' timeAxisLayerCount goes from 0 to 2/);
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
  expect(text(h2Section(page, 'what-changes'))).toContain(
    '72.0.1 → 73.0.1: the peer range of react narrowed from ^16.12 || ^17.0 || ^18.0 to ^18.0',
  );
  // The later 73.x releases have a section of their own.
  expect(text(section(page, 'later-73-2-1'))).toContain('73.0.1 → 73.2.1');
});

test('every step page names the two versions it compares, then what changes at run time and how the themes change, in its own words', () => {
  const leads = new Set<string>();
  for (const step of STEPS) {
    const page = html(`docs/upgrading/${step}`);
    const [from, to] = step.replace('from-', '').split('-to-');
    expect(text(page), step).toMatch(new RegExp(`last ${from}\\.x release and the first ${to}\\.x release the npm registry serves, ${from}\\.\\d+\\.\\d+ → ${to}\\.\\d+\\.\\d+`));
    const behaviour = h2Section(page, 'what-changes');
    // At least one change of its own, each with where it was checked; no paragraph shared by every page.
    expect(items(behaviour).filter((item) => item.includes('Checked in')).length, step).toBeGreaterThan(0);
    leads.add(text(behaviour).split('. ')[0] ?? '');
    expect(text(page), step).not.toContain('without touching a declaration');
    expect(text(h2Section(page, 'what-your-charts-look-like')).length, step).toBeGreaterThan(0);
  }
  expect(leads.size).toBe(STEPS.length);
});

/** A change of behaviour on its page, by its anchor: the list item's text. */
function change(step: string, id: string): string {
  const page = html(`docs/upgrading/${step}`);
  const start = page.search(attr('id', id));
  expect(start, `${step}: a change #${id}`).toBeGreaterThan(-1);
  return items(page.slice(page.lastIndexOf('<li', start)))[0] ?? '';
}

test("the facts checked by hand show on their steps: 61's theme, 65's modifier key, 67's points, 68's colours and boundary, 69's Borealis", () => {
  const look = text(h2Section(html('docs/upgrading/from-60-to-63'), 'what-your-charts-look-like'));
  expect(look).toContain('From 60.0.1 to 63.1.0, LIGHT_THEME, the theme a chart applies when Settings sets no baseTheme, changes its look');
  expect(look).toContain('the background is #ffffff (white) where it was transparent');
  expect(look).toContain('grid lines are drawn on both axes');
  expect(look).toContain('lines are 2 px wide (1 before)');
  expect(look).toMatch(/LEGACY_LIGHT_THEME is a new theme: 60\.0\.1's LIGHT_THEME under a new name, but for \d+ of its \d+ values/);
  expect(change('from-64-to-65', 'legend-click-65')).toMatch(/^65\.0\.0\. A legend item's modifier key is Ctrl \(⌘ on a Mac\), not Shift/);
  expect(change('from-66-to-67', 'points-67')).toMatch(/isolatedPoint .*has no radius any more.*visible: 'auto'/);
  expect(text(h2Section(html('docs/upgrading/from-66-to-67'), 'what-your-charts-look-like'))).toContain(
    'points on lines are drawn only where neighbouring points are far enough apart (always drawn before, true → "auto")',
  );
  expect(change('from-67-to-68', 'series-colors-68')).toContain('gives out the palette in the order it draws them');
  expect(change('from-67-to-68', 'error-boundary-68-1')).toMatch(/^68\.1\.0\. Chart no longer has an error boundary of its own/);
  expect(change('from-68-to-69', 'borealis-69')).toContain("LIGHT_THEME and DARK_THEME follow EUI's Borealis theme");
  // Moves read as moves.
  expect(change('from-65-to-66', 'metric-text-66')).toContain('Moved or renamed: MetricStyle.text.darkColor → MetricStyle.textDarkColor');
  expect(change('from-63-to-64', 'metric-body-64')).toContain('Moved or renamed: MetricSpec.body → MetricBase.body');
  // And where the declarations list the removal, it reads as the move, linking the change.
  const metric = under(section(html('docs/upgrading/from-63-to-64'), 'from-63-1-0-to-64-0-0'), 'from-63-1-0-to-64-0-0-metric');
  expect(items(metric)).toContainEqual(expect.stringMatching(/^body removed \(it was ReactNode\)\. It moved: MetricBase\.body \(what changes\)\./));
  expect(metric).toMatch(attr('href', '#metric-body-64'));
  // Each change says where it was checked.
  expect(change('from-64-to-65', 'legend-click-65')).toContain("Checked in 64.1.0's dist/components/legend/label.js, lines 40–43");
});

test("the CHANGELOG's thirteen breaking changes of 61 to 70 are on the pages, each once", () => {
  const breaking = STEPS.flatMap((step) =>
    items(h2Section(html(`docs/upgrading/${step}`), 'what-changes')).filter((item) => item.includes('A breaking change in the CHANGELOG of')),
  );
  expect(breaking).toHaveLength(13);
});

test('a step page is a doc: the docs sidebar with its step active under Upgrading, the Docs navbar item, the docs breadcrumbs', () => {
  const page = html('docs/upgrading/from-70-to-71');
  expect(page).toMatch(/class="?[^">]*navbar__link--active[^>]*>Docs</);
  const sidebar = page.match(/<nav[^>]*aria-label="?Docs sidebar[\s\S]*?<\/nav>/)?.[0] ?? '';
  expect(sidebar).toMatch(/menu__link--active[^>]*href="?\/docs\/upgrading\/from-70-to-71|href="?\/docs\/upgrading\/from-70-to-71"?[^>]*menu__link--active/);
  expect(sidebar).toMatch(/menu__link--active"?[^>]*href="?\/docs\/upgrading"?>/);
  expect([...sidebar.matchAll(/aria-current="?page/g)]).toHaveLength(1);
  expect(page).toMatch(/class="?[^">]*theme-doc-breadcrumbs/);
  const crumbs = text(page.match(/<nav[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/)?.[0] ?? '');
  expect(crumbs).toContain('Upgrading');
  expect(crumbs).toContain('From 70 to 71');
  expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
});

test("a step page's Markdown twin is its article: no table of contents, no navigation", () => {
  const twin = readFileSync(path.join(BUILD, 'docs', 'upgrading', 'from-70-to-71.md'), 'utf8');
  expect(twin.startsWith('# Upgrading from 70 to 71\n')).toBe(true);
  // A table of contents is a list of links to the page's own anchors.
  expect(twin).not.toMatch(/^\s*[-*] \[[^\]]+\]\((?:https?:\/\/[^)]*)?#[^)]+\)\s*$/m);
  expect(twin).not.toMatch(/Previous|Next step|From 69 to 70\]/);
  expect(twin).toContain('## What changes when you upgrade');
  expect(twin).toContain('## What your charts look like');
});

test('the index names the props and exports each step changes, so a search for a replaced prop finds its step', () => {
  const page = html('docs/upgrading');
  const stepItem = (step: string) => {
    const title = `Upgrading from ${step.replace('from-', '').replace('-to-', ' to ')}`;
    return items(page).find((item) => item.startsWith(title)) ?? '';
  };
  expect(stepItem('from-64-to-65')).toMatch(/showLegendExtra/);
  expect(stepItem('from-64-to-65')).toMatch(/legendValues/);
  expect(stepItem('from-71-to-72')).toMatch(/Axis\.tickLabelTruncate.*AxisStyle\.tickLabel\.truncate|AxisStyle\.tickLabel\.truncate.*Axis\.tickLabelTruncate/);
  expect(stepItem('from-65-to-66')).toContain('MetricStyle.textDarkColor');
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
  const sidebar = [...page.matchAll(/class="?[^">]*\bmenu__link\b[^>]*href="?(\/docs\/[\w-]+)/g)].map((match) => match[1]);
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
    // The largest, 60 to 63, holds some 150 changed theme values besides its declarations: 65 KB (8 KB gzip).
    expect(data?.code.length, `${step}: its data`).toBeLessThan(80_000);
  }
});
