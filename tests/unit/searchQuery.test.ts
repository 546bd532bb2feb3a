import { diversified } from '../../src/plugins/content/search-index/client/diversify';
import { escapesAsSpaces, unescaped } from '../../src/plugins/content/search-index/client/htmlEscapes';
import { matchPosition } from '../../src/plugins/content/search-index/client/matchPosition';
import { questionCoverage } from '../../src/plugins/content/search-index/client/questionMatch';
import { versionTargets } from '../../src/plugins/content/search-index/client/versionQuery';
import { describe, test, expect } from 'vitest';
import { buildLunrIndex } from '../../src/plugins/content/search-index/buildLunrIndex';
import { loadSearchIndex } from '../../src/plugins/content/search-index/client/loadSearchIndex';
import { findSearchHits } from '../../src/plugins/content/search-index/client/findSearchHits';
import { hitKindOf } from '../../src/plugins/content/search-index/client/hitKind';
import {
  BOOSTS,
  queryTerms,
  queryWords,
  stem,
  vocabularyOf,
} from '../../src/plugins/content/search-index/client/queryTerms';
import { READER_WORDS } from '../../src/plugins/content/search-index/client/readerWords';
import { namesAsked } from '../../src/plugins/content/search-index/client/namedByReaderWords';
import { editDistance, suggesterOf } from '../../src/plugins/content/search-index/client/suggestWords';
import type { SearchDocument } from '../../src/plugins/content/search-index/types';

/**
 * How the search bar turns a reader's words into a lunr query and its answer into hits
 * (src/plugins/content/search-index/client), on small indexes. The same rules on the built site, with
 * the readers' questions and their expected answers, are in tests/build/searchIndex.spec.ts.
 */
const section = (url: string, title: string, content: string, pageTitle?: string): SearchDocument => ({
  title,
  type: pageTitle ? 1 : 0,
  ...(pageTitle ? { pageTitle } : {}),
  url,
  content,
});

const indexOf = (docs: SearchDocument[], boosts: number[] = []) =>
  loadSearchIndex(JSON.parse(JSON.stringify(buildLunrIndex(docs, boosts))));

const docs: SearchDocument[] = [
  section('/docs/tooltips', 'Tooltips', 'A tooltip shows the values under the pointer.'),
  section('/docs/stacking', 'Stacking', 'Stacked bars add up the values of each series.'),
  section('/api/specs/Partition', 'Partition', 'Partition draws pie, donut, treemap and sunburst charts.'),
  section('/docs/legends#show', 'Showing the legend', 'Set showLegend to draw the legend.', 'Legends'),
  section('/api/specs/xy/Axis#prop-hide', 'hide', 'Hides the axis but keeps its scale.', 'Axis'),
  section('/api/specs/global/Settings#prop-showLegend', 'showLegend', 'Whether the legend is drawn.', 'Settings'),
  section('/api/components/ColorCell#prop-color', 'color', 'The colour of the cell.', 'TooltipTableColorCell'),
  section('/api/specs/SeriesSpec#prop-color', 'color', 'The colour of the series, or a function of it.', 'SeriesSpec'),
  section('/docs/theming#palettes', 'Colour palettes', 'Change the colours of every series at once.', 'Theming'),
  section('/all-types/interfaces/Theme', 'Interface: Theme', 'The chart theme: colours, fonts and sizes.'),
];
const index = indexOf(docs, [1, 1, 1, 1, 3, 3, 3, 2, 1, 1]);
const urls = (input: string) => findSearchHits(index, docs, input, 10).map((hit) => hit.url);

describe('a typo finds what the word meant, below exact matches', () => {
  test('one edit from five letters, two from eight', () => {
    expect(urls('tooltp')[0]).toBe('/docs/tooltips');
    expect(urls('stakced')[0]).toBe('/docs/stacking');
    expect(urls('partiton')[0]).toBe('/api/specs/Partition');
    // Four letters: too short to guess at; over twenty, too long to guess at quickly.
    expect(urls('pje')).toEqual([]);
    expect(queryTerms(queryWords('a'.repeat(10_000)), vocabularyOf(index)).filter((term) => term.editDistance)).toEqual(
      [],
    );
  });

  test('a word the index has, or the start of one being typed, is not also read as a typo', () => {
    const vocabulary = vocabularyOf(index);
    const typos = (input: string) => queryTerms(queryWords(input), vocabulary).filter((term) => term.editDistance);
    expect(typos('tooltip')).toEqual([]);
    expect(typos('toolt')).toEqual([]);
    expect(typos('tooltp')).toEqual([{ term: 'tooltp', boost: BOOSTS.typo, editDistance: 1 }]);
    expect(typos('stakced bars')).toEqual([{ term: 'stakced', boost: BOOSTS.typo, editDistance: 1 }]);
  });
});

describe("the readers' words", () => {
  test('a reader\'s word adds the site\'s: "pie" finds Partition', () => {
    expect(urls('pie')).toContain('/api/specs/Partition');
    expect(urls('gauge')).toEqual([]);
  });

  test('a phrase counts more than its words: "hide legend" lists showLegend before Axis › hide', () => {
    const hits = urls('hide legend');
    expect(hits.indexOf('/api/specs/global/Settings#prop-showLegend')).toBeLessThan(
      hits.indexOf('/api/specs/xy/Axis#prop-hide'),
    );
  });

  test("a reader's word alone lists the API page or prop row the site names for it first, written as the table writes it", () => {
    const named = [
      section('/examples/pie-labels', 'Pie labels', 'A pie with its labels outside, a pie and its slices.'),
      section('/docs/charts/partition#labels', 'Labels', 'Pie labels that overlap.', 'Partition charts'),
      section('/api/specs/Partition', 'Partition', 'Partition draws a pie.'),
      section('/api/components/Row#prop-metric', 'metric', 'The metric of a tooltip row.', 'Row'),
      section('/api/specs/Metric', 'Metric', 'A tile with a trend.'),
    ];
    const find = (input: string) => findSearchHits(indexOf(named), named, input, 10).map((hit) => hit.url);
    // "chart" says nothing beside it; "labels" does.
    const says = (word: string) => word !== 'chart';
    expect([...namesAsked(queryWords('pie chart'), says).pages]).toEqual(['Partition']);
    expect([...namesAsked(queryWords('pie labels'), says).pages]).toEqual([]);
    // An entry of one site word names a prop row too; one of several lists the explaining pages' words.
    expect([...namesAsked(queryWords('hide legend'), says).rows]).toEqual(['showLegend']);
    expect([...namesAsked(queryWords('second axis'), says).rows]).toEqual([]);
    expect(find('pie')[0]).toBe('/api/specs/Partition');
    expect(find('pie chart')[0]).toBe('/api/specs/Partition');
    // `Metric` names the spec, not a row whose prop is called `metric`.
    expect(find('sparkline')[0]).toBe('/api/specs/Metric');
    // A question about something of it is not a question about the name: the pages that say it stay first.
    expect(find('pie labels overlap')[0]).not.toBe('/api/specs/Partition');
  });

  test('every entry is lowercase, one space between words, with site words of its own', () => {
    for (const { reader, site } of READER_WORDS) {
      expect(reader).toMatch(/^[a-z0-9%#]+( [a-z0-9%#]+)*$/);
      expect(site.length).toBeGreaterThan(0);
    }
    expect(new Set(READER_WORDS.map(({ reader }) => reader)).size).toBe(READER_WORDS.length);
  });
});

describe('ranking that fits the question', () => {
  test("a question in words lists the row of a component it names before one it does not, whatever the rows' boosts", () => {
    const hits = urls('change colors of series');
    expect(hits.indexOf('/api/specs/SeriesSpec#prop-color')).toBeLessThan(
      hits.indexOf('/api/components/ColorCell#prop-color'),
    );
  });

  test("a prop's name alone keeps the rows in the order of their boosts", () => {
    expect(urls('color').slice(0, 2)).toEqual([
      '/api/components/ColorCell#prop-color',
      '/api/specs/SeriesSpec#prop-color',
    ]);
  });

  test('a question in words lists a guide or an example before an API page that matches it as well', () => {
    const twins = [
      section('/api/specs/Metric', 'Metric tiles', 'Big numbers with a trend line.'),
      section('/docs/metrics', 'Metric tiles', 'Big numbers with a trend line.'),
    ];
    const twinIndex = indexOf(twins);
    const first = (input: string) => findSearchHits(twinIndex, twins, input, 2)[0]?.url;
    expect(first('metric tiles')).toBe('/docs/metrics');
    expect(first('trend numbers')).toBe('/docs/metrics');
    // One word is a name, not a question: the index's own order stands.
    expect(first('metric')).toBe('/api/specs/Metric');
  });

  test('both spellings of a word find the same pages, weighed alike', () => {
    expect(urls('colour')).toEqual(urls('color'));
  });

  test('"chart" beside other words weighs little', () => {
    const terms = queryTerms(queryWords('donut chart'), vocabularyOf(index));
    expect(terms.find((term) => term.term === 'chart' && !term.prefix)?.boost).toBe(BOOSTS.common);
    expect(terms.find((term) => term.term === 'donut' && !term.prefix)?.boost).toBe(BOOSTS.exact);
  });
});

describe('hits a reader can choose from', () => {
  test('each hit says its kind, from its URL', () => {
    expect(hitKindOf('/docs/tooltips')).toBe('Guide');
    expect(hitKindOf('/examples/line-series#adapt-it')).toBe('Example');
    expect(hitKindOf('/api/specs/xy/Axis#prop-hide')).toBe('API');
    expect(hitKindOf('/category/specs')).toBe('API');
    expect(hitKindOf('/all-types/interfaces/Theme')).toBe('Type');
    expect(hitKindOf(undefined)).toBe('Page');
    expect(findSearchHits(index, docs, 'palettes', 1)[0]?.kind).toBe('Guide');
  });

  test('no hits: the closest words of the titles, as the titles write them', () => {
    const suggester = suggesterOf(docs, vocabularyOf(index));
    expect(suggester.suggest(queryWords('tolltips'))).toBe('Tooltips');
    expect(suggester.suggest(queryWords('shwolegend'))).toBe('showLegend');
    expect(suggester.suggest(queryWords('partition xqzv'))).toBeUndefined();
    expect(suggester.suggest(queryWords('partition'))).toBeUndefined();
  });

  test('edit distance counts a swap of two letters as one edit, and stops past its limit', () => {
    expect(editDistance('stakced', 'stacked', 2)).toBe(1);
    expect(editDistance('legnd', 'legend', 2)).toBe(1);
    expect(editDistance('pie', 'pie', 1)).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('questions about versions and the upgrade pages', () => {
  const steps: SearchDocument[] = [
    section('/docs/upgrading', 'Upgrading', 'What changed from one major version to the next.'),
    section('/docs/upgrading/from-60-to-63', 'Upgrading from 60 to 63', 'From 60.0.1 to 63.1.0.'),
    section('/docs/upgrading/from-63-to-64', 'Upgrading from 63 to 64', 'From 63.1.0 to 64.0.0.'),
    section('/docs/upgrading/from-64-to-65', 'Upgrading from 64 to 65', 'From 64.1.0 to 65.0.0.'),
    section('/docs/upgrading/from-64-to-65#axis', 'Axis', 'tickLabelMaxLength removed.', 'Upgrading from 64 to 65'),
    section('/docs/axes-and-scales#long-labels', 'Long labels', 'Rotate an axis label, or wrap it.', 'Axes and scales'),
  ];
  const stepIndex = indexOf(steps);
  const top = (input: string, n = 2) =>
    findSearchHits(stepIndex, steps, input, 10)
      .slice(0, n)
      .map((hit) => hit.url);
  const targets = (input: string) => versionTargets(queryWords(input), steps).map((i) => steps[i]?.url);

  test('two majors: the chooser, then the first step of the way', () => {
    expect(top('upgrade from 63 to 65')).toEqual(['/docs/upgrading', '/docs/upgrading/from-63-to-64']);
    expect(targets('64 to 65')).toEqual(['/docs/upgrading', '/docs/upgrading/from-64-to-65']);
  });

  test('one major: out of it "from" it, into it "in" it, both around it otherwise; a skipped major is inside its step', () => {
    expect(targets('from 63')).toEqual(['/docs/upgrading/from-63-to-64', '/docs/upgrading']);
    expect(targets('what was removed in 64')).toEqual(['/docs/upgrading/from-63-to-64', '/docs/upgrading']);
    expect(targets('docs for version 64')).toEqual([
      '/docs/upgrading',
      '/docs/upgrading/from-63-to-64',
      '/docs/upgrading/from-64-to-65',
    ]);
    expect(targets('upgrading from 61')).toEqual(['/docs/upgrading/from-60-to-63', '/docs/upgrading']);
    expect(targets('v64.1.0')).toEqual([
      '/docs/upgrading',
      '/docs/upgrading/from-63-to-64',
      '/docs/upgrading/from-64-to-65',
    ]);
  });

  test('a number that is no major the steps cover, or one without a word about versions, is no version question', () => {
    expect(targets('heatmap of 64 hosts')).toEqual([]);
    expect(targets('react 17')).toEqual([]);
    expect(targets('upgrade to 90')).toEqual([]);
  });

  test('elsewhere the steps weigh little: "axis label" finds the axes guide before an upgrade step named Axis', () => {
    expect(top('axis label', 1)).toEqual(['/docs/axes-and-scales#long-labels']);
    expect(top('tickLabelMaxLength', 1)).toEqual(['/docs/upgrading/from-64-to-65#axis']);
  });
});

describe("a document's questions and the first screen of hits", () => {
  test('a section whose questions hold most of the query comes before one that has a word in its title', () => {
    const asked: SearchDocument[] = [
      section('/docs/axes#grid-lines', 'Grid lines', 'Each axis draws a grid line at each tick.', 'Axes'),
      {
        ...section('/docs/recipes/layouts#shrink', 'Let the cell shrink', 'Set min-width to 0 on the cell.', 'Layouts'),
        questions: ['grid column will not shrink below the chart'],
      },
    ];
    const hits = findSearchHits(indexOf(asked), asked, "chart doesn't shrink in a css grid", 5).map((hit) => hit.url);
    expect(hits[0]).toBe('/docs/recipes/layouts#shrink');
    expect(questionCoverage(asked[1] as SearchDocument, ['grid', 'shrink', 'css'].map(stem))).toBeCloseTo(2 / 3);
  });

  test('the first ten hold each example page once and at most two of the sections every example has', () => {
    const examples = ['a', 'b', 'c', 'd'].flatMap((name) => [
      section(`/examples/${name}`, `Example ${name}`, 'A line.'),
      section(`/examples/${name}#how-it-works`, 'How it works', 'Explains it.', `Example ${name}`),
    ]);
    const guide = section('/docs/guide', 'Guide', 'The guide.');
    const docs = [...examples, guide];
    // Ranked: the four examples' "How it works", then example a's page, then the guide.
    const order = diversified([1, 3, 5, 7, 0, 8], docs).map((i) => docs[i]?.url);
    expect(order).toEqual([
      '/examples/a#how-it-works',
      '/examples/b#how-it-works',
      '/docs/guide',
      '/examples/c#how-it-works',
      '/examples/d#how-it-works',
      '/examples/a',
    ]);
  });

  test('the matched word is found in the text as lunr indexed it: stemmed, escapes read as spaces', () => {
    expect(matchPosition('The "axes" and the axis.', ['axi'])).toEqual([19, 4]);
    expect(matchPosition(escapesAsSpaces('&quot;tickFormat&quot; is set'), ['tickformat'])).toEqual([6, 10]);
    expect(matchPosition('nothing here', ['axi'])).toBeUndefined();
    expect(unescaped('&lt;Chart&gt; &amp; &quot;x&quot;')).toBe('<Chart> & "x"');
  });
});
