import path from 'node:path';
import { test, expect } from 'vitest';
import { HERO, SHOWCASE } from '../../src/components/HomeShowcase/showcase';
import {
  filterExamples,
  filtersSearch,
  isFiltered,
  NO_FILTER,
  optionCounts,
  readFilters,
} from '../../src/components/ExampleGallery/galleryFilters';
import { chartTypeOf } from '../../src/plugins/content/chart-examples/chartType';
import { readExamplePositions } from '../../src/plugins/content/chart-examples/examplePositions';
import { galleryData, optionKey } from '../../src/plugins/content/chart-examples/galleryData';
import { sourceHash } from '../../src/plugins/content/chart-examples/galleryPictures.mjs';
import { readGuideTopics } from '../../src/plugins/content/chart-examples/guideTopics';
import { readExamples } from '../../src/plugins/content/chart-examples/readExample';
import type { GalleryData } from '../../src/plugins/content/chart-examples/types';
import { CHART_GUIDES } from '../../src/sidebars/chartGuides';
import { GUIDES } from '../../src/sidebars/guides';
import { RECIPES } from '../../src/sidebars/recipes';

const ROOT = path.resolve(__dirname, '..', '..');

const card = (name: string, title: string, chartType: string, topics: string[]) => ({
  name,
  title,
  summary: `${title}, drawn for the test.`,
  chartType,
  topics,
});

const GALLERY: GalleryData = {
  chartTypes: [
    { key: 'line', label: 'Line' },
    { key: 'bar', label: 'Bar' },
    { key: 'partition', label: 'Partition' },
  ],
  topics: [
    { id: 'tooltips', key: 'tooltips', label: 'Tooltips', kind: 'guide' },
    { id: 'stacking', key: 'stacking', label: 'Stacking and percentages', kind: 'guide' },
    { id: 'recipes/buckets', key: 'buckets', label: 'Buckets to series', kind: 'recipe' },
  ],
  examples: [
    card('line', 'Line series', 'line', ['tooltips']),
    card('stacked', 'Stacked bars', 'bar', ['stacking', 'tooltips', 'recipes/buckets']),
    card('grouped', 'Grouped bars', 'bar', []),
    card('donut', 'Donut', 'partition', []),
  ],
  pictureSize: { width: 372, height: 252 },
};

const names = (filters: Partial<typeof NO_FILTER>) =>
  filterExamples(GALLERY, { ...NO_FILTER, ...filters }).map((example) => example.name);

test('the words filter keeps examples that contain every word, in title, summary, chart type or topic title', () => {
  expect(names({})).toEqual(['line', 'stacked', 'grouped', 'donut']);
  expect(names({ query: '  STACKED  ' })).toEqual(['stacked']);
  expect(names({ query: 'percentages' })).toEqual(['stacked']); // a topic's title
  expect(names({ query: 'partition' })).toEqual(['donut']); // the chart type's label
  expect(names({ query: 'line tooltips' })).toEqual(['line']);
  expect(names({ query: 'line partition' })).toEqual([]);
});

test('the chart-type and "shows" filters keep their examples, and all three filters combine', () => {
  expect(names({ type: 'bar' })).toEqual(['stacked', 'grouped']);
  expect(names({ shows: 'tooltips' })).toEqual(['line', 'stacked']);
  // A recipe's key is its file name: its id has a slash the URL would escape.
  expect(names({ shows: 'buckets' })).toEqual(['stacked']);
  expect(names({ type: 'bar', shows: 'tooltips' })).toEqual(['stacked']);
  expect(names({ type: 'bar', query: 'grouped' })).toEqual(['grouped']);
  expect(names({ type: 'line', shows: 'stacking' })).toEqual([]);
});

test("each option's count is what choosing it would leave, the other filters as they are", () => {
  const filters = { ...NO_FILTER, shows: 'tooltips' };
  expect(Object.fromEntries(optionCounts(GALLERY, filters, 'type'))).toEqual({ line: 1, bar: 1, partition: 0 });
  expect(Object.fromEntries(optionCounts(GALLERY, { ...NO_FILTER, type: 'bar' }, 'shows'))).toEqual({
    tooltips: 1,
    stacking: 1,
    buckets: 1,
  });
  expect(Object.fromEntries(optionCounts(GALLERY, NO_FILTER, 'type'))).toEqual({ line: 1, bar: 2, partition: 1 });
});

test('the URL keeps the filters in use, and a key the gallery lacks or an oversized query reads as no filter', () => {
  const filters = { type: 'bar', shows: 'buckets', query: 'stacked bars' };
  const search = filtersSearch(filters);
  expect(search).toBe('?type=bar&shows=buckets&q=stacked+bars');
  expect(readFilters(search, GALLERY)).toEqual(filters);
  expect(filtersSearch(NO_FILTER)).toBe('');
  expect(readFilters('', GALLERY)).toEqual(NO_FILTER);
  expect(isFiltered(NO_FILTER)).toBe(false);
  expect(isFiltered({ ...NO_FILTER, query: '   ' })).toBe(false);
  expect(isFiltered({ ...NO_FILTER, shows: 'tooltips' })).toBe(true);
  const hostile = readFilters(`?type=%3Cscript%3E&shows=recipes%2Fbuckets&q=${'x'.repeat(500)}`, GALLERY);
  expect(hostile).toEqual({ type: '', shows: '', query: 'x'.repeat(100) });
});

test("the gallery's data: cards in the sidebar's order, keys fit for a URL, a picture only when drawn from today's source", () => {
  const source = (component: string) => `<Chart><${component} id="a" /></Chart>`;
  const examples = [
    { name: 'b-pie', title: 'Pie', summary: 'A pie.', source: source('Partition') },
    { name: 'a-bullet', title: 'Bullet', summary: 'A bullet.', source: source('Bullet') },
    { name: 'c-line', title: 'Line', summary: 'A line.', source: source('LineSeries') },
    { name: 'd-bars', title: 'Bars', summary: 'Bars.', source: source('BarSeries') },
  ];
  const guides = [
    { id: 'tooltips', title: 'Tooltips', kind: 'guide' as const, examples: new Set(['c-line']) },
    { id: 'recipes/live-data', title: 'Live data', kind: 'recipe' as const, examples: new Set(['d-bars', 'c-line']) },
  ];
  const pictures = {
    width: 372,
    height: 252,
    pictures: {
      'c-line': { hash: sourceHash(source('LineSeries')), bytes: { light: 1, dark: 1 } },
      'd-bars': { hash: 'drawn-before', bytes: { light: 1, dark: 1 } },
    },
  };
  // No position (no page): last, by name.
  const positions = new Map([
    ['c-line', 2],
    ['b-pie', 7.5],
    ['d-bars', 3],
  ]);
  const data = galleryData(examples, guides, pictures, positions);
  expect(data.examples.map((example) => [example.name, example.chartType, example.topics, example.picture])).toEqual([
    ['c-line', 'line', ['tooltips', 'recipes/live-data'], sourceHash(source('LineSeries'))],
    ['d-bars', 'bar', ['recipes/live-data'], undefined],
    ['b-pie', 'partition', [], undefined],
    ['a-bullet', 'bullet-graph', [], undefined],
  ]);
  expect(data.chartTypes.map((type) => type.key)).toEqual(['line', 'bar', 'partition', 'bullet-graph']);
  expect(data.topics.map((topic) => [topic.key, topic.label, topic.kind])).toEqual([
    ['tooltips', 'Tooltips', 'guide'],
    ['live-data', 'Live data', 'recipe'],
  ]);
  expect(data.pictureSize).toEqual({ width: 372, height: 252 });
  expect(optionKey('KPIs: Metric, Bullet')).toBe('kpis-metric-bullet');
  const clash = [...guides, { id: 'live-data', title: 'Live', kind: 'guide' as const, examples: new Set<string>() }];
  expect(() => galleryData(examples, clash, pictures)).toThrow(
    /docs\/recipes\/live-data\.mdx and docs\/live-data\.mdx/,
  );
});

test('the real topics have one key each, so every guide, chart-type guide and recipe is a filter', async () => {
  const docs = path.join(ROOT, 'docs');
  const topics = [
    ...(await readGuideTopics(docs, GUIDES, 'guide')),
    ...(await readGuideTopics(docs, CHART_GUIDES, 'chart guide')),
    ...(await readGuideTopics(docs, RECIPES, 'recipe')),
  ];
  const examples = await readExamples(path.join(ROOT, 'examples', 'charts'));
  const data = galleryData(examples, topics, { width: 1, height: 1, pictures: {} });
  expect(data.topics).toHaveLength(GUIDES.length + CHART_GUIDES.length + RECIPES.length);
  for (const key of ['legends', 'tooltips', 'annotations', 'events', 'formatting', 'performance', 'live-data']) {
    const topic = data.topics.find((candidate) => candidate.key === key);
    expect(topic, `a "shows=${key}" filter`).toBeDefined();
    expect(filterExamples(data, { ...NO_FILTER, shows: key }).length, `examples that show ${key}`).toBeGreaterThan(0);
  }
});

test('every example has a place in the examples sidebar, which orders the gallery', async () => {
  const examples = await readExamples(path.join(ROOT, 'examples', 'charts'));
  const positions = await readExamplePositions(
    path.join(ROOT, 'examples'),
    examples.map((example) => example.name),
  );
  expect(examples.filter((example) => !positions.has(example.name)).map((example) => example.name)).toEqual([]);
  const data = galleryData(examples, [], { width: 1, height: 1, pictures: {} }, positions);
  expect(data.examples.slice(0, 2).map((example) => example.name)).toEqual(['first-chart', 'line-series']);
});

test("an example's chart type is that of the first chart component it renders", () => {
  expect(chartTypeOf('<Chart><BarSeries id="a" /><LineSeries id="b" /></Chart>', 'x.tsx')).toBe('Bar');
  expect(chartTypeOf('<Chart><LineSeries id="b" /><BarSeries id="a" /></Chart>', 'x.tsx')).toBe('Line');
  expect(chartTypeOf('<Partition id="p" />', 'x.tsx')).toBe('Partition');
  // A component picked in code, not named in JSX; imports and comments do not count.
  const picked =
    'import { BarSeries, LineSeries } from \'@elastic/charts\';\n// BarSeries would do too\nconst Series = LineSeries;\n<Series id="s" />';
  expect(chartTypeOf(picked, 'x.tsx')).toBe('Line');
  expect(() => chartTypeOf('<Chart><Settings /></Chart>', 'empty.tsx')).toThrow(/empty\.tsx renders none/);
});

test('every example has a chart type, and every guide names the examples it embeds', async () => {
  const examples = await readExamples(path.join(ROOT, 'examples', 'charts'));
  for (const example of examples) expect(() => chartTypeOf(example.source, example.name)).not.toThrow();
  const topics = await readGuideTopics(path.join(ROOT, 'docs'), GUIDES);
  const tooltips = topics.find((topic) => topic.id === 'tooltips');
  expect(tooltips?.title).toBe('Tooltips');
  expect([...(tooltips?.examples ?? [])]).toEqual(expect.arrayContaining(['custom-tooltip', 'tooltip-formatting']));
  for (const topic of topics) expect(topic.examples.size, `docs/${topic.id}.mdx`).toBeGreaterThanOrEqual(2);
});

test('every recipe is a topic of the gallery, read from docs/recipes/, and shows an example', async () => {
  const recipes = await readGuideTopics(path.join(ROOT, 'docs'), RECIPES, 'recipe');
  expect(recipes.map((recipe) => recipe.id)).toEqual([...RECIPES]);
  for (const recipe of recipes) {
    expect(recipe.kind).toBe('recipe');
    expect(recipe.id, 'a recipe lives in docs/recipes/').toMatch(/^recipes\/[a-z0-9-]+$/);
    expect(recipe.title.length, `docs/${recipe.id}.mdx has a title`).toBeGreaterThan(3);
    expect(recipe.examples.size, `docs/${recipe.id}.mdx shows an example`).toBeGreaterThanOrEqual(1);
  }
  const buckets = recipes.find((recipe) => recipe.id === 'recipes/aggregation-buckets');
  expect(buckets?.examples.has('aggregation-buckets')).toBe(true);
});

test("the home page's charts name real examples by their titles", async () => {
  const examples = await readExamples(path.join(ROOT, 'examples', 'charts'));
  for (const item of [HERO, ...SHOWCASE]) {
    expect(examples.find((example) => example.name === item.name)?.title, item.name).toBe(item.title);
  }
});
