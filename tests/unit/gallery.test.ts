import path from 'node:path';
import { test, expect } from 'vitest';
import { HERO, SHOWCASE } from '../../src/components/HomeShowcase/showcase';
import { groupExamples, matchingExamples, NO_TOPIC } from '../../src/components/ExampleGallery/groupExamples';
import { chartTypeOf } from '../../src/plugins/content/chart-examples/chartType';
import { readGuideTopics } from '../../src/plugins/content/chart-examples/guideTopics';
import { readExamples } from '../../src/plugins/content/chart-examples/readExample';
import type { GalleryData } from '../../src/plugins/content/chart-examples/types';
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
  chartTypes: ['Line', 'Bar', 'Partition'],
  topics: [
    { id: 'tooltips', title: 'Tooltips', kind: 'guide' },
    { id: 'stacking', title: 'Stacking and percentages', kind: 'guide' },
    { id: 'recipes/buckets', title: 'Buckets to series', kind: 'recipe' },
  ],
  examples: [
    card('line', 'Line series', 'Line', ['tooltips']),
    card('stacked', 'Stacked bars', 'Bar', ['stacking', 'tooltips', 'recipes/buckets']),
    card('donut', 'Donut', 'Partition', []),
  ],
};

test('the filter keeps examples that contain every word, in title, summary, chart type or topic title', () => {
  const names = (query: string) => matchingExamples(GALLERY, query).map((example) => example.name);
  expect(names('')).toEqual(['line', 'stacked', 'donut']);
  expect(names('  BAR  ')).toEqual(['stacked']);
  expect(names('percentages')).toEqual(['stacked']); // a topic's title
  expect(names('partition')).toEqual(['donut']); // the chart type
  expect(names('line tooltips')).toEqual(['line']);
  expect(names('line partition')).toEqual([]);
});

test('by chart type each example is in one group; by topic in each guide that shows it, or in "More examples"', () => {
  const byType = groupExamples(GALLERY, GALLERY.examples, 'type');
  expect(byType.map((group) => [group.label, group.examples.map((example) => example.name)])).toEqual([
    ['Line', ['line']],
    ['Bar', ['stacked']],
    ['Partition', ['donut']],
  ]);
  const byTopic = groupExamples(GALLERY, GALLERY.examples, 'topic');
  expect(
    byTopic.map((group) => [
      group.id,
      group.label,
      group.guide,
      group.kind,
      group.examples.map((example) => example.name),
    ]),
  ).toEqual([
    ['topic-tooltips', 'Tooltips', '/docs/tooltips', 'guide', ['line', 'stacked']],
    ['topic-stacking', 'Stacking and percentages', '/docs/stacking', 'guide', ['stacked']],
    // A recipe's id has a slash; its heading's anchor does not.
    ['topic-recipes-buckets', 'Buckets to series', '/docs/recipes/buckets', 'recipe', ['stacked']],
    ['topic-none', NO_TOPIC, undefined, undefined, ['donut']],
  ]);
  expect(groupExamples(GALLERY, matchingExamples(GALLERY, 'donut'), 'topic').map((group) => group.label)).toEqual([
    NO_TOPIC,
  ]);
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
