import lunr from 'lunr';
import { describe, test, expect } from 'vitest';
import { buildLunrIndex } from '../../src/plugins/content/search-index/buildLunrIndex';
import { loadSearchIndex } from '../../src/plugins/content/search-index/client/loadSearchIndex';
import { findSearchHits } from '../../src/plugins/content/search-index/client/findSearchHits';
import { hitKindOf } from '../../src/plugins/content/search-index/client/hitKind';
import { BOOSTS, queryTerms, queryWords, vocabularyOf } from '../../src/plugins/content/search-index/client/queryTerms';
import { READER_WORDS } from '../../src/plugins/content/search-index/client/readerWords';
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
