import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import { afterAll, describe, test, expect } from 'vitest';
import { PROP_EXAMPLES_LABEL } from '../../src/components/PropsTable/examplesLabel';
import { buildLunrIndex } from '../../src/plugins/content/search-index/buildLunrIndex';
import { builtPageText } from '../../src/plugins/content/search-index/builtPageText';
import {
  parseQuestions,
  questionsFileOf,
  withPageQuestions,
} from '../../src/plugins/content/search-index/pageQuestions';
import { completedPage } from '../../src/plugins/content/search-index/withBuiltPageText';
import { loadSearchIndex } from '../../src/plugins/content/search-index/client/loadSearchIndex';
import { cleanDocument } from '../../src/plugins/content/search-index/cleanDocument';
import { findSearchHits } from '../../src/plugins/content/search-index/client/findSearchHits';
import { isSearchHit } from '../../src/plugins/content/search-index/client/searchHit';
import { dropPropExamples } from '../../src/plugins/content/search-index/dropPropExamples';
import { dropRepeatedListings } from '../../src/plugins/content/search-index/dropRepeatedListings';
import {
  dropRepeatedSentences,
  MIN_SENTENCE_LENGTH,
} from '../../src/plugins/content/search-index/dropRepeatedSentences';
import { indexedText } from '../../src/plugins/content/search-index/indexedText';
import { isEmptySection } from '../../src/plugins/content/search-index/isEmptySection';
import { mergeSections } from '../../src/plugins/content/search-index/mergeSections';
import { orderDocuments } from '../../src/plugins/content/search-index/orderDocuments';
import { pageOf } from '../../src/plugins/content/search-index/pageOf';
import { descriptionOf, withPageSummaries } from '../../src/plugins/content/search-index/pageSummaries';
import { BOOST, propBoosts, propHeadings } from '../../src/plugins/content/search-index/propBoosts';
import { readSearchFiles } from '../../src/plugins/content/search-index/readSearchFiles';
import { findSearchFiles } from '../../src/plugins/content/search-index/searchFiles.mjs';
import { thinListings, thinText } from '../../src/plugins/content/search-index/thinListings';
import type { SearchDocument } from '../../src/plugins/content/search-index/types';

/**
 * The steps of the search index's compaction (src/plugins/content/search-index, `index.ts` lists them in
 * order) and the worker's query, each on small documents written here: no build. What the built
 * index holds and finds is checked in tests/build/searchIndex.spec.ts.
 */
const doc = (url: string, content: string, title = url): SearchDocument => ({
  title,
  type: url.includes('#') ? 1 : 0,
  url,
  content,
});

/** A fresh folder, as a build's output folder, for the steps that read files. */
/** The folders the tests write built files into, removed once they have run. */
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A lunr index as the search worker has it: built, written as JSON and loaded again. */
const loaded = (docs: SearchDocument[], boosts: number[] = []) =>
  loadSearchIndex(JSON.parse(JSON.stringify(buildLunrIndex(docs, boosts))));

describe('the compaction steps', () => {
  test('a repeated sentence stays in the first document only', () => {
    const sentence = 'The value on the x or y axis according to the domain.';
    const [first, second] = dropRepeatedSentences([
      doc('/api/a#x', `Where it starts. ${sentence}`),
      doc('/all-types/b#x', `${sentence} Short one.`),
    ]);
    expect(first?.content).toBe(`Where it starts. ${sentence}`);
    expect(second?.content).toBe('Short one.');
  });

  test("an upgrade step's sentences stay whole in every step: the same words there are another release's change", () => {
    const sentence = 'body added: ReactNode, optional. In 73.2.1: MetricBase reference.';
    const step = (d: SearchDocument) => d.url.startsWith('/docs/upgrading/from-');
    const [first, second, later] = dropRepeatedSentences(
      [
        doc('/docs/upgrading/from-60-to-63#metricbase', sentence),
        doc('/docs/upgrading/from-63-to-64#metricbase', sentence),
        doc('/api/a#x', `${sentence} More.`),
      ],
      step,
    );
    expect(first?.content).toBe(sentence);
    expect(second?.content).toBe(sentence);
    // A step counts for no other page either.
    expect(later?.content).toBe(`${sentence} More.`);
  });

  test('a sentence shorter than the minimum stays in every document', () => {
    // "Default value." repeats because it is short, not because it is a copy.
    const short = 'Default value.';
    expect(short.length).toBeLessThan(MIN_SENTENCE_LENGTH);
    const docs = [doc('/a', `${short} One.`), doc('/b', `${short} Two.`)];
    expect(dropRepeatedSentences(docs)).toEqual(docs);
  });

  test("a reference page's sections fold into its page document, its index page keeps its title only", () => {
    const docs = mergeSections(
      [
        doc('/all-types/', '', '@elastic/charts'),
        doc('/all-types/#interfaces', 'AxisSpecBarSeriesSpec', 'Interfaces'),
        doc('/all-types/interfaces/A', '', 'Interface: A'),
        doc('/all-types/interfaces/A#x', 'x: number Where it starts.', 'x'),
        doc('/all-types/interfaces/A#y', 'y: number Where it ends.', 'y'),
        doc('/api/Chart#size', 'The chart size.', 'size'),
      ],
      '/all-types/',
    );
    expect(docs).toEqual([
      { title: '@elastic/charts', type: 0, url: '/all-types/', content: '' },
      {
        title: 'Interface: A',
        type: 0,
        url: '/all-types/interfaces/A',
        content: 'x: number Where it starts. y: number Where it ends.',
      },
      doc('/api/Chart#size', 'The chart size.', 'size'),
    ]);
  });

  test("a reference page seen first through a section is titled with the section's page title", () => {
    const section: SearchDocument = {
      title: 'x',
      type: 1,
      pageTitle: 'Interface: B',
      url: '/all-types/interfaces/B#x',
      content: 'x: number',
    };
    expect(mergeSections([section], '/all-types/')).toEqual([
      { title: 'Interface: B', type: 0, url: '/all-types/interfaces/B', content: 'x: number' },
    ]);
  });

  test('the index keeps no positions: the worker finds the matched word in the hit itself', () => {
    const docs = [doc('/p', 'The axes, then (axis), and an axis again.')];
    const serialised = JSON.stringify(buildLunrIndex(docs));
    expect(serialised).not.toContain('position');
    const [hit] = findSearchHits(loadSearchIndex(JSON.parse(serialised)), docs, 'axis', 5);
    // The first word lunr indexed as the query's term ("axes" stems to another), without the punctuation around it.
    expect(hit?.match).toEqual({
      in: 'text',
      before: 'The axes, then (',
      word: 'axis',
      after: '), and an axis again.',
    });
  });

  test("the index's term weights keep two decimals, and load as lunr's own index scores them", () => {
    const docs = [doc('/p', 'axis scale domain'), doc('/q', 'axis tick'), doc('/r', 'tick tick scale')];
    const compact = buildLunrIndex(docs);
    for (const vectors of compact.vectors)
      for (const pairs of vectors) for (const value of pairs) expect(Number.isInteger(value)).toBe(true);
    const index = loadSearchIndex(JSON.parse(JSON.stringify(compact)));
    // The same ranking and scores (to two decimals of each weight) as lunr's own index of the same documents.
    const own = lunr(function () {
      this.ref('id');
      this.field('title', { boost: 200 });
      this.field('content', { boost: 2 });
      this.field('questions', { boost: 20 });
      docs.forEach((d, id) => this.add({ id, title: d.title, content: d.content, questions: '' }));
    });
    for (const query of ['axis', 'tick', 'scale', 'sc*', 'tikc~1']) {
      const ours = index.search(query);
      const theirs = own.search(query);
      expect(
        ours.map((r) => r.ref),
        query,
      ).toEqual(theirs.map((r) => r.ref));
      ours.forEach((r, i) => expect(r.score, query).toBeCloseTo(theirs[i]?.score ?? 0, 1));
    }
  });

  test('an index file of another shape, or of another lunr, is refused with a message', () => {
    const compact = buildLunrIndex([doc('/p', 'axis')]);
    expect(() => loadSearchIndex({ version: '2.3.9', fields: [] })).toThrow(/not one this site writes: its format/);
    expect(() => loadSearchIndex({ ...compact, lunr: '1.0.0' })).toThrow(/built with lunr 1.0.0/);
    expect(() => loadSearchIndex({ ...compact, vectors: [[[1]]] })).toThrow(/vectors/);
  });

  test("HTML escapes in a document's text are not indexed as parts of words", () => {
    // The plugin stores text HTML-escaped: `<LineSeries` was indexed as `&lt;lineseri`, which no query matches.
    const index = loaded([doc('/p', indexedText('<LineSeries id="lines" />'))]);
    expect(index.search('LineSeries').map((result) => result.ref)).toEqual(['0']);
    expect(index.search('lines').map((result) => result.ref)).toEqual(['0']);
  });

  test("a props table's lists of examples stay out of the index, and the rest of the text stays", () => {
    const drop = dropPropExamples(['Stacked area series', 'Line series']);
    const props = doc(
      '/api/specs/xy/AreaSeries#props',
      'string – The id In use: Stacked area series, Line series boolean – Hide it In use: Line series',
    );
    expect(drop(props).content).toBe('string – The id   boolean – Hide it  ');
    // A long list's button, "and N more", goes with it.
    expect(drop(doc('/api/x', 'Theme In use: Line series, Stacked area series and 58 more Brush')).content).toBe(
      'Theme   Brush',
    );
    // A title that is not an example's stays, and with no examples the step changes nothing.
    const other = doc('/docs/a', `${PROP_EXAMPLES_LABEL} Bar chart`);
    expect(drop(other).content).toBe(`${PROP_EXAMPLES_LABEL} Bar chart`);
    expect(dropPropExamples([])(props)).toBe(props);
  });

  test("an example's listing keeps its names and comments, not its literals", () => {
    const source = indexedText(
      `// Mean rainfall per month.\nconst data = [{ month: 'Jan', rainfall: 36 }];\n<BarSeries id="rain" yAccessors={['rainfall']} name="Rainfall (mm)" />`,
    );
    const listing = { text: source, caption: 'examples/charts/rain.tsx' };
    const [home, other] = thinListings(
      [
        {
          title: 'Rain',
          type: 1,
          url: '/examples/rain#live-example',
          content: `Intro. ${source} examples/charts/rain.tsx`,
        },
        { title: 'Other', type: 1, url: '/docs/other', content: 'No listing here.' },
      ],
      [listing],
    );
    expect(home?.content).toBe(
      'Intro. // Mean rainfall per month. const data = [{ month: , rainfall: }]; &lt;BarSeries id= yAccessors={[ ]} name= /&gt; examples/charts/rain.tsx',
    );
    expect(other?.content).toBe('No listing here.');
    // An apostrophe in a comment does not swallow the code after it.
    expect(thinText("// the chart's legend " + 'x'.repeat(80) + " LineSeries 'a'")).toContain('LineSeries');
  });

  test("an example's listing stays on its own page under the examples only, with its caption", () => {
    const listing = { text: 'const chart = &lt;Chart /&gt;;', caption: 'examples/charts/basic.tsx' };
    const orphan = { text: 'const orphan = 1;', caption: 'examples/charts/orphan.tsx' };
    const docs = [
      doc('/api/Chart#example', `Before. ${listing.text} ${listing.caption} After.`),
      doc('/examples/basic#live-example', `Intro. ${listing.text} ${listing.caption}`),
      doc('/examples/other#live-example', `Again: ${listing.text} ${listing.caption}`),
      doc('/docs/orphan', `Shown here only: ${orphan.text}`),
    ];
    const [api, home, other, elsewhere] = dropRepeatedListings(docs, [listing, orphan], '/examples/');
    expect(api?.content).toBe('Before. After.');
    expect(home).toBe(docs[1]);
    // The first page under /examples/ that shows it is its home; a later one loses it too.
    expect(other?.content).toBe('Again:');
    // No page under /examples/ shows it: it stays where it is.
    expect(elsewhere).toBe(docs[3]);
  });

  test('a document keeps the fields the search bar reads, without widget text or heading anchors', () => {
    const fromPlugin = {
      title: 'Tooltips\u200b',
      type: 1 as const,
      pageTitle: '\u200bGuides',
      url: '/docs/tooltips#custom',
      content: 'A tooltip.  Loading chart…\n\nIt follows the pointer.',
      version: 'current',
      keywords: [],
      sectionRef: '#custom',
    };
    expect(cleanDocument(fromPlugin, ['Loading chart…'])).toEqual({
      title: 'Tooltips',
      type: 1,
      pageTitle: 'Guides',
      url: '/docs/tooltips#custom',
      content: 'A tooltip. It follows the pointer.',
    });
    expect(cleanDocument(doc('/docs/a', 'Text.'), [])).not.toHaveProperty('pageTitle');
    // Widget text that varies (a folded source's line count) is cut by a pattern, every occurrence.
    const folded = doc('/docs/a', 'One. Show Hide (12 lines) Two. Show Hide (3 lines) Three.');
    expect(cleanDocument(folded, [/Show Hide \(\d+ lines\)/g]).content).toBe('One. Two. Three.');
  });

  test('hand-written pages come before the reference, each page by url with its sections in page order', () => {
    const docs = [
      doc('/all-types/interfaces/A', 'a'),
      doc('/docs/b#two', 'b2'),
      doc('/docs/b', 'b'),
      doc('/api/Chart', 'c'),
      doc('/docs/b#one', 'b1'),
      doc('/all-types/functions/Axis', 'x'),
    ];
    expect(orderDocuments(docs, '/all-types/').map((d) => d.url)).toEqual([
      '/api/Chart',
      '/docs/b#two',
      '/docs/b',
      '/docs/b#one',
      '/all-types/functions/Axis',
      '/all-types/interfaces/A',
    ]);
  });

  test('a section with no text goes; a page with no text stays, for its title', () => {
    expect(isEmptySection(doc('/docs/a#properties', ''))).toBe(true);
    expect(isEmptySection(doc('/docs/a#properties', 'Some text.'))).toBe(false);
    expect(isEmptySection(doc('/docs/a', ''))).toBe(false);
  });

  test("a document's page is its url without the section's anchor", () => {
    expect(pageOf('/api/specs/xy/Axis#prop-tickFormat')).toBe('/api/specs/xy/Axis');
    expect(pageOf('/docs/docs')).toBe('/docs/docs');
    expect(pageOf('/all-types/#interfaces')).toBe('/all-types/');
  });
});

/** A props page as the build writes it (minified, attributes unquoted where they can be): a component's table, then a type's. */
const PROPS_PAGE = [
  '<div class=wrapper_MQ8s data-props-of=AreaSeries data-props-kind=component data-search-children=true>',
  '<h3 class="anchor name_t59N " id=prop-tickFormat data-prop-inherited-from=SeriesSpec>tickFormat</h3>',
  '<h3 class="anchor name_t59N " id="prop-areaSeriesStyle">areaSeriesStyle</h3>',
  '</div><h3 id=see-also>See also</h3>',
  "<div class=wrapper_MQ8s data-props-of=SeriesSpec data-props-kind='interface'>",
  '<h3 class="anchor name_t59N " id=prop-name>name</h3>',
  '</div>',
].join('');

describe('prop rows weigh by where the prop is declared', () => {
  test("a page's prop headings say whether they are inherited and in which kind of table", () => {
    const headings = propHeadings(PROPS_PAGE);
    expect([...headings.keys()]).toEqual(['prop-tickFormat', 'prop-areaSeriesStyle', 'prop-name']);
    expect(headings.get('prop-tickFormat')).toEqual({ inherited: true, onComponentTable: true });
    expect(headings.get('prop-areaSeriesStyle')).toEqual({ inherited: false, onComponentTable: true });
    expect(headings.get('prop-name')).toEqual({ inherited: false, onComponentTable: false });
  });

  test('a row weighs 3 on its component page, 2 on its type page, 1 where inherited or not a row', async () => {
    const outDir = tempDir();
    mkdirSync(path.join(outDir, 'api', 'specs', 'xy', 'AreaSeries'), { recursive: true });
    writeFileSync(path.join(outDir, 'api', 'specs', 'xy', 'AreaSeries', 'index.html'), PROPS_PAGE);
    const docs = [
      doc('/api/specs/xy/AreaSeries#prop-areaSeriesStyle', 'style'),
      doc('/api/specs/xy/AreaSeries#prop-name', 'name'),
      doc('/api/specs/xy/AreaSeries#prop-tickFormat', 'format'),
      doc('/api/specs/xy/AreaSeries#prop-gone', 'not on the page'),
      doc('/api/specs/xy/AreaSeries#usage', 'not a row'),
      doc('/docs/docs', 'a guide'),
    ];
    expect(await propBoosts(docs, outDir)).toEqual([
      BOOST.ownOnComponentPage,
      BOOST.ownOnTypePage,
      BOOST.other,
      BOOST.other,
      BOOST.other,
      BOOST.other,
    ]);
    expect([BOOST.ownOnComponentPage, BOOST.ownOnTypePage, BOOST.other]).toEqual([3, 2, 1]);
  });
});

describe("the search worker's query", () => {
  test('a boosted row comes before the rows that only inherit the prop', () => {
    const docs = [
      doc('/api/specs/xy/AreaSeries#prop-tickFormat', 'tickFormat: formats each tick.', 'tickFormat'),
      doc('/api/specs/xy/Axis#prop-tickFormat', 'tickFormat: formats each tick.', 'tickFormat'),
      doc('/api/specs/xy/BarSeries#prop-tickFormat', 'tickFormat: formats each tick.', 'tickFormat'),
    ];
    const urls = (boosts: number[]) =>
      findSearchHits(loaded(docs, boosts), docs, 'tickFormat', 5).map((hit) => hit.url);
    expect(urls([BOOST.other, BOOST.ownOnComponentPage, BOOST.other])[0]).toBe('/api/specs/xy/Axis#prop-tickFormat');
    // The boost is what decides: weighing another row wins it the first place.
    expect(urls([BOOST.other, BOOST.other, BOOST.ownOnComponentPage])[0]).toBe(
      '/api/specs/xy/BarSeries#prop-tickFormat',
    );
  });

  test('only the last word of the input also matches as the start of a term', () => {
    const docs = [
      doc('/all-types/type-aliases/IsAny', 'IsAny: a helper type.', 'IsAny'),
      doc(
        '/docs/troubleshooting#ssr',
        'ReferenceError: window is not defined during the server render.',
        'Errors during server-side rendering',
      ),
    ];
    const index = loaded(docs);
    // `is` of a pasted message is a whole word: it does not find `IsAny`.
    expect(findSearchHits(index, docs, 'window is not defined', 5).map((hit) => hit.url)).toEqual([
      '/docs/troubleshooting#ssr',
    ]);
    // While typing, the last word is a prefix.
    expect(findSearchHits(index, docs, 'isa', 5).map((hit) => hit.url)).toEqual(['/all-types/type-aliases/IsAny']);
    expect(findSearchHits(index, docs, 'isa tickformat', 5)).toEqual([]);
    expect(findSearchHits(index, docs, '  - / ', 5)).toEqual([]);
  });

  test('a hit shows where it matched: in the title, or in the text with a few words around', () => {
    const long = `${'Before the match there is a long run of words. '.repeat(3)}The legend lists every series. ${'After the match there are more words. '.repeat(4)}`;
    const docs: SearchDocument[] = [
      { title: 'Legends', type: 1, pageTitle: 'Guides', url: '/docs/guides#legends', content: 'Legend text.' },
      doc('/docs/long', long, 'Long page'),
    ];
    const [inTitle, inText] = findSearchHits(loaded(docs), docs, 'legends', 5);
    expect(inTitle).toEqual({
      url: '/docs/guides#legends',
      kind: 'Guide',
      titles: ['Guides', 'Legends'],
      match: { in: 'title', before: '', word: 'Legends', after: '' },
      // Under a title match, the first words of the section.
      text: 'Legend text.',
    });
    expect(inText?.titles).toEqual(['Long page']);
    expect(inText?.text).toBe('');
    expect(inText?.match.in).toBe('text');
    expect(inText?.match.word).toBe('legend');
    expect(inText?.match.before.startsWith('…')).toBe(true);
    expect(inText?.match.after.endsWith(' …')).toBe(true);
    expect(inText?.match.before.length).toBeLessThanOrEqual(51);
    expect(inText?.match.after.length).toBeLessThanOrEqual(92);
    for (const hit of [inTitle, inText]) expect(isSearchHit(hit)).toBe(true);
  });

  test('no more hits than asked for, best first, each document once', () => {
    const docs = Array.from({ length: 8 }, (_, i) => doc(`/docs/p${i}`, `axis ${'axis '.repeat(i)}`.trim()));
    const hits = findSearchHits(loaded(docs), docs, 'axis', 3);
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(3);
  });

  test("a document holding lunr's wildcard character leaves every query answerable", () => {
    const docs: SearchDocument[] = [
      {
        title: 'Settings',
        type: 1,
        url: '/api/settings#dow',
        content: 'Expressed according to [**ISO 8601**](https://example.org/iso) week days.',
      },
      { title: 'Legends', type: 1, url: '/docs/legends', content: 'A legend lists the data series.' },
    ];
    const index = loadSearchIndex(JSON.parse(JSON.stringify(buildLunrIndex(docs))));
    expect(findSearchHits(index, docs, 'data legend', 5).map((hit) => hit.url)).toEqual(['/docs/legends']);
    expect(findSearchHits(index, docs, 'iso 8601', 5).map((hit) => hit.url)).toEqual(['/api/settings#dow']);
  });

  test('what the worker sends the page is checked to be a hit', () => {
    const hit = {
      url: '/docs/a',
      kind: 'Guide',
      titles: ['A'],
      match: { in: 'text', before: '', word: 'a', after: '' },
      text: '',
    };
    expect(isSearchHit(hit)).toBe(true);
    expect(isSearchHit({ ...hit, kind: 'Blog' })).toBe(false);
    expect(isSearchHit({ ...hit, text: undefined })).toBe(false);
    expect(isSearchHit({ ...hit, url: undefined })).toBe(true);
    expect(isSearchHit({ ...hit, titles: ['A', 1] })).toBe(false);
    expect(isSearchHit({ ...hit, match: { ...hit.match, in: 'body' } })).toBe(false);
    expect(isSearchHit({ url: '/docs/a', titles: [] })).toBe(false);
    expect(isSearchHit(null)).toBe(false);
  });
});

describe("a page's own document with no text", () => {
  test("takes the page's description to show, and a page with text keeps its own", async () => {
    const outDir = tempDir();
    mkdirSync(path.join(outDir, 'docs', 'tooltips'), { recursive: true });
    writeFileSync(
      path.join(outDir, 'docs', 'tooltips', 'index.html'),
      '<head><meta data-rh=true property=og:description content="Not this one."/>' +
        '<meta data-rh=true name=description content="How the tooltip picks its rows."/></head>',
    );
    const docs = await withPageSummaries(
      [
        { title: 'Tooltips', type: 0, url: '/docs/tooltips', content: '' },
        { title: 'Legends', type: 0, url: '/docs/legends', content: 'Own text.' },
        { title: 'Custom', type: 1, pageTitle: 'Tooltips', url: '/docs/tooltips#custom', content: '' },
      ],
      outDir,
    );
    expect(docs.map((doc) => doc.summary)).toEqual(['How the tooltip picks its rows.', undefined, undefined]);
    expect(docs.map((doc) => doc.content)).toEqual(['', 'Own text.', '']);
    // Shown under a hit on the page's title, not indexed.
    const index = loadSearchIndex(JSON.parse(JSON.stringify(buildLunrIndex(docs))));
    expect(findSearchHits(index, docs, 'Tooltips', 5)[0]?.text).toBe('How the tooltip picks its rows.');
    expect(findSearchHits(index, docs, 'picks', 5)).toEqual([]);
  });

  test('reads the description whatever the order of its attributes, quoted or not', () => {
    expect(descriptionOf('<meta content="A b." name="description">')).toBe('A b.');
    expect(descriptionOf('<meta name=description content=Short>')).toBe('Short');
    expect(descriptionOf('<meta name=descriptions content="No.">')).toBeUndefined();
    expect(descriptionOf('<meta name=description content="">')).toBeUndefined();
  });
});

describe("the plugin's files, read back", () => {
  const write = (dir: string, name: string, value: unknown) =>
    writeFileSync(path.join(dir, name), JSON.stringify(value));

  test('the two files are found by their pattern, each exactly once', () => {
    const outDir = tempDir();
    write(outDir, 'search-doc-1700000000000.json', { searchDocs: [doc('/docs/a', 'A.')], options: { maxHits: 30 } });
    write(outDir, 'lunr-index-1700000000000.json', {});
    write(outDir, 'search-doc.json', {});
    expect(findSearchFiles(outDir)).toEqual({
      searchDocPath: path.join(outDir, 'search-doc-1700000000000.json'),
      lunrIndexPath: path.join(outDir, 'lunr-index-1700000000000.json'),
    });
    write(outDir, 'lunr-index-1700000000001.json', {});
    expect(() => findSearchFiles(outDir)).toThrow(/expected one file matching .*lunr-index.* found 2/);
  });

  test("the documents are read with the plugin's options, and a malformed one is named", async () => {
    const outDir = tempDir();
    write(outDir, 'lunr-index-1.json', {});
    write(outDir, 'search-doc-1.json', { searchDocs: [doc('/docs/a', 'A.')], options: { maxHits: 30 } });
    const files = await readSearchFiles(outDir);
    expect(files.searchDoc).toEqual({ searchDocs: [doc('/docs/a', 'A.')], options: { maxHits: 30 } });
    write(outDir, 'search-doc-1.json', {
      searchDocs: [doc('/docs/a', 'A.'), { title: 'B', type: 2, url: '/docs/b', content: '' }],
      options: {},
    });
    await expect(readSearchFiles(outDir)).rejects.toThrow(/document 1 of .* lacks a title, type, url or content/);
    write(outDir, 'search-doc-1.json', { searchDocs: [] });
    await expect(readSearchFiles(outDir)).rejects.toThrow(/no searchDocs array and options object/);
  });
});

describe('what the scanner leaves out of a page, read from the built HTML', () => {
  const html =
    '<article><div class=markdown><header><h1>Upgrading from 71 to 72</h1></header><p>What changed, <code>71.9.0</code> → 72.0.1.' +
    '<h2 class="anchor" id=what-declarations-do-not-show>What declarations do not show<a href=#what-declarations-do-not-show class=hash-link>\u200b</a></h2>' +
    '<p>Behaviour is not listed.<section><h2 id=from-71-9-0-to-72-0-1>71.9.0 → 72.0.1</h2><p>The major release.' +
    '<h3 id=from-71-9-0-to-72-0-1-axis><code>Axis</code></h3><ul><li><code>tickLabelMaxLength</code> removed.<li>a &lt;b&gt; "c"</ul></section></div></article>';

  test("a page's opening text, and every h2 and h3 with an anchor, wherever it sits", () => {
    expect(builtPageText(html)).toEqual({
      intro: 'What changed, 71.9.0 → 72.0.1.',
      sections: [
        {
          anchor: 'what-declarations-do-not-show',
          title: 'What declarations do not show',
          content: 'Behaviour is not listed.',
        },
        { anchor: 'from-71-9-0-to-72-0-1', title: '71.9.0 → 72.0.1', content: 'The major release.' },
        {
          anchor: 'from-71-9-0-to-72-0-1-axis',
          title: 'Axis',
          content: 'tickLabelMaxLength removed. a &lt;b&gt; &quot;c&quot;',
        },
      ],
    });
    expect(builtPageText('<main><p>No article.</main>')).toBeUndefined();
  });

  test("the page's own document gets the opening text; a heading the scanner missed re-cuts the page", () => {
    const page: SearchDocument = {
      title: 'Upgrading from 71 to 72',
      type: 0,
      url: '/docs/upgrading/from-71-to-72',
      content: '',
    };
    const scanned: SearchDocument = {
      title: 'What declarations do not show',
      type: 1,
      pageTitle: page.title,
      url: `${page.url}#what-declarations-do-not-show`,
      content: 'Behaviour is not listed. The major release. tickLabelMaxLength removed.',
    };
    const text = builtPageText(html);
    if (!text) throw new Error('no page text');
    const completed = completedPage(page, [scanned], text);
    expect(completed.map((doc) => [doc.url, doc.content])).toEqual([
      [page.url, 'What changed, 71.9.0 → 72.0.1.'],
      [`${page.url}#what-declarations-do-not-show`, 'Behaviour is not listed.'],
      [`${page.url}#from-71-9-0-to-72-0-1`, 'The major release.'],
      [`${page.url}#from-71-9-0-to-72-0-1-axis`, 'tickLabelMaxLength removed. a &lt;b&gt; &quot;c&quot;'],
    ]);
    // Every heading seen: the scanner's sections stay as they are.
    const seen = { ...text, sections: text.sections.slice(0, 1) };
    expect(completedPage(page, [scanned], seen)).toEqual([{ ...page, content: seen.intro }, scanned]);
  });
});

describe('the questions files beside the docs pages', () => {
  test('a map of anchors to lists of questions; anything else is refused with the file and key named', () => {
    expect(
      parseQuestions(
        'page:\n  - how do I add a legend\nwhere-it-sits:\n  - " legend at the bottom "\n',
        'docs/legends.questions.yml',
      ),
    ).toEqual(
      new Map([
        ['page', ['how do I add a legend']],
        ['where-it-sits', ['legend at the bottom']],
      ]),
    );
    expect(() => parseQuestions('- a\n- b\n', 'docs/x.questions.yml')).toThrow(/docs\/x.questions.yml: expected a map/);
    expect(() => parseQuestions('page: []\n', 'docs/x.questions.yml')).toThrow(
      /"page" must list at least one question/,
    );
    expect(() => parseQuestions('page:\n  - ""\n', 'docs/x.questions.yml')).toThrow(/"page"/);
    expect(() => parseQuestions('page:\n  - a\npage:\n  - b\n', 'docs/x.questions.yml')).toThrow();
    expect(questionsFileOf('docs/recipes/live-data.mdx')).toBe('docs/recipes/live-data.questions.yml');
  });

  test("each page's questions go on its documents; a key the page has no section for is reported", async () => {
    const siteDir = tempDir();
    mkdirSync(path.join(siteDir, 'docs'));
    writeFileSync(
      path.join(siteDir, 'docs', 'legends.questions.yml'),
      'page:\n  - show a legend\nwhere-it-sits:\n  - legend at the bottom\ngone:\n  - an old section\n',
    );
    const docs: SearchDocument[] = [
      { title: 'Legends', type: 0, url: '/docs/legends', content: 'A legend.' },
      { title: 'Where it sits', type: 1, pageTitle: 'Legends', url: '/docs/legends#where-it-sits', content: '' },
    ];
    const pages = [
      { source: 'docs/legends.mdx', route: '/docs/legends' },
      { source: 'docs/tooltips.mdx', route: '/docs/tooltips' },
    ];
    const { docs: asked, record } = await withPageQuestions(docs, pages, siteDir);
    expect(asked.map((doc) => doc.questions)).toEqual([['show a legend'], ['legend at the bottom']]);
    expect(record).toEqual([
      {
        source: 'docs/legends.mdx',
        route: '/docs/legends',
        questionsFile: 'docs/legends.questions.yml',
        unknownKeys: ['gone'],
      },
      { source: 'docs/tooltips.mdx', route: '/docs/tooltips', questionsFile: null, unknownKeys: [] },
    ]);
    // A section with questions and no text of its own stays: its questions are what it answers.
    expect(isEmptySection(asked[1] as SearchDocument)).toBe(false);
  });
});
