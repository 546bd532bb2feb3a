import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import {
  CHART_PLACEHOLDER_TEXT,
  HIDE_SOURCE_TEXT,
  SHOW_SOURCE_TEXT,
} from '../../src/components/ChartExample/placeholderText';
import { findSearchHits } from '../../src/plugins/content/search-index/client/findSearchHits';
import { loadSearchIndex } from '../../src/plugins/content/search-index/client/loadSearchIndex';
import { vocabularyOf } from '../../src/plugins/content/search-index/client/queryTerms';
import { READER_WORDS } from '../../src/plugins/content/search-index/client/readerWords';
import { propHeadings } from '../../src/plugins/content/search-index/propBoosts';
import { MIN_SENTENCE_LENGTH, sentencesOf } from '../../src/plugins/content/search-index/dropRepeatedSentences';
import { pageOf } from '../../src/plugins/content/search-index/pageOf';
import { readExampleListings } from '../../src/plugins/content/search-index/readExampleListings';
import { findSearchFiles } from '../../src/plugins/content/search-index/searchFiles.mjs';
import { isUpgradeStep } from '../../src/plugins/content/search-index/client/versionQuery';
import { EXAMPLE_TOOLBAR_TEXT } from '../../src/plugins/content/search-index/widgetText';
import { thinText } from '../../src/plugins/content/search-index/thinListings';
import { collapseWhitespace } from '../../src/plugins/content/search-index/indexedText';
import type { SearchDocument } from '../../src/plugins/content/search-index/types';
import { BUILD } from '../files';

/**
 * The compact search index (src/plugins/content/search-index), read from the build: what the search bar
 * downloads holds each text once, none of the site's widget text, and still finds what a reader
 * types. The steps' own rules are checked on small documents, without a build, in
 * tests/unit/searchIndex.test.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const searchDocs = () => (readJson(findSearchFiles(BUILD).searchDocPath) as { searchDocs: SearchDocument[] }).searchDocs;

/** The URLs the search bar lists for `input`, best first: the worker's own query over the built files. */
const searchUrls = () => {
  const docs = searchDocs();
  const index = loadSearchIndex(readJson(findSearchFiles(BUILD).lunrIndexPath));
  return (input: string) => findSearchHits(index, docs, input, 30).map((hit) => hit.url);
};

test.describe('the built search index', () => {
  test('has no widget text and no heading-anchor characters', () => {
    for (const doc of searchDocs()) {
      expect(doc.content, doc.url).not.toContain(CHART_PLACEHOLDER_TEXT);
      // A guide's folded example source: its summary's words and line count.
      expect(doc.content, doc.url).not.toContain(SHOW_SOURCE_TEXT);
      expect(doc.content, doc.url).not.toContain(HIDE_SOURCE_TEXT);
      expect(doc.content, doc.url).not.toMatch(/\(\d+ lines\)/);
      // An example's toolbar: its buttons' words in a row (prose may name one: "Open in StackBlitz runs…").
      expect(doc.content, doc.url).not.toMatch(new RegExp(EXAMPLE_TOOLBAR_TEXT.source));
      expect(doc.title, doc.url).not.toContain('\u200b');
    }
  });

  test('answers wildcard and number queries without throwing', () => {
    // Lunr's loaded token set can accept words that are no term (see queryOrNull in findSearchHits):
    // load the built index several times, as readers' browsers do, and query what trips it.
    const serialised = readJson(findSearchFiles(BUILD).lunrIndexPath);
    const docs = searchDocs();
    for (let load = 0; load < 5; load += 1) {
      const index = loadSearchIndex(serialised);
      for (const input of ['*', '**', 'a*', '6', '27', '2700', '608']) {
        expect(() => findSearchHits(index, docs, input, 5), input).not.toThrow();
      }
      expect(findSearchHits(index, docs, 'tickFormat', 5).length).toBeGreaterThan(0);
    }
  });

  test("shows each example's source on one page only, the example's own", async () => {
    const docs = searchDocs();
    const listings = await readExampleListings(ROOT);
    expect(listings.length).toBeGreaterThan(0);
    // At home a listing keeps its names and comments, not its literals (thinListings), and sentences it
    // shares with another example go with the first (dropRepeatedSentences): find each listing by the
    // longest sentence no other listing has.
    const sentences = listings.map(({ text }) => sentencesOf(collapseWhitespace(thinText(text))));
    for (const [i, { text, caption }] of listings.entries()) {
      const others = new Set(sentences.filter((_, j) => j !== i).flat());
      const own = (sentences[i] ?? []).filter((sentence) => sentence.length >= MIN_SENTENCE_LENGTH && !others.has(sentence));
      const longest = own.sort((a, b) => b.length - a.length)[0];
      expect(longest, `${caption} has a sentence of its own`).toBeDefined();
      const pages = [...new Set(docs.filter((doc) => doc.content.includes(longest ?? '')).map((doc) => pageOf(doc.url)))];
      expect(pages, caption).toEqual([`/examples/${path.basename(caption, '.tsx')}`]);
      if (thinText(text) !== text) expect(docs.filter((doc) => doc.content.includes(text)), caption).toEqual([]);
    }
  });

  test('holds each sentence of 30 characters or more once, an upgrade step\'s once in its step', () => {
    const counts = new Map<string, number>();
    // A step's sentences are its own release's (dropRepeatedSentences): the same words in two steps are two changes.
    for (const doc of searchDocs().filter((d) => !isUpgradeStep(d.url))) {
      for (const sentence of sentencesOf(doc.content)) {
        if (sentence.length >= MIN_SENTENCE_LENGTH) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      }
    }
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });

  test('makes each reference page one document, and keeps sections of hand-written pages', () => {
    const docs = searchDocs();
    const reference = docs.filter((doc) => doc.url.startsWith('/all-types/'));
    expect(reference.length).toBeGreaterThan(400);
    expect(reference.filter((doc) => doc.url.includes('#') || doc.type !== 0)).toEqual([]);
    expect(docs.some((doc) => doc.url === '/api/specs/xy/Axis#prop-tickFormat')).toBe(true);
  });

  test('finds a prop, a type member and a reference page by name', () => {
    const urls = searchUrls();
    expect(urls('tickFormat')).toContain('/api/specs/xy/Axis#prop-tickFormat');
    expect(urls('xAccessor')).toContain('/api/specs/xy/LineSeries#prop-xAccessor');
    expect(urls('LineAnnotationDatum')).toContain('/all-types/interfaces/LineAnnotationDatum');
    expect(urls('dataValue')).toContain('/all-types/interfaces/LineAnnotationDatum');
  });
});

test.describe('search answers as a reader asks', () => {
  test("a prop's own spec page comes before every page that only inherits it", () => {
    const urls = searchUrls()('tickFormat');
    expect(urls[0]).toBe('/api/specs/xy/Axis#prop-tickFormat');
    const own = urls.indexOf('/api/specs/types/SeriesSpec#prop-tickFormat');
    for (const inherited of ['/api/specs/xy/AreaSeries#prop-tickFormat', '/api/specs/types/BasicSeriesSpec#prop-tickFormat']) {
      expect(urls.indexOf(inherited), inherited).toBeGreaterThan(own);
    }
    const headings = propHeadings(readFileSync(path.join(BUILD, 'api', 'specs', 'xy', 'AreaSeries', 'index.html'), 'utf8'));
    expect(headings.get('prop-tickFormat')).toEqual({ inherited: true, onComponentTable: true });
    expect(headings.get('prop-areaSeriesStyle')).toEqual({ inherited: false, onComponentTable: true });
  });

  test('an error message typed into the box finds the troubleshooting section first', () => {
    const urls = searchUrls();
    for (const message of ['window is not defined', 'ReferenceError: window is not defined']) {
      expect(urls(message)[0], message).toBe('/docs/troubleshooting#errors-during-server-side-rendering');
    }
  });
});

/**
 * A reader's questions, in their own words, and the pages that answer them: the first hit must be one of
 * `first`, or one of `top3` must be in the first three. The twelve questions of issue 32 are among
 * them, with typos, the readers' words of `readerWords.ts` and the hidden-tab section.
 */
const READER_QUESTIONS: { query: string; first?: string[]; top3?: string[] }[] = [
  // The same row on Settings, or on LegendSpec, whose page says that Settings takes all of its props.
  { query: 'hide legend', top3: ['/api/specs/global/Settings#prop-showLegend', '/api/specs/types/LegendSpec#prop-showLegend'] },
  {
    query: 'format y axis as percent',
    top3: ['/api/specs/xy/Axis#prop-tickFormat', '/docs/axes-and-scales#formatting-tickformat-and-labelformat'],
  },
  {
    query: 'change colors of series',
    first: ['/api/specs/types/SeriesSpec#prop-color', '/docs/theming#colour-palettes', '/docs/accessibility#series-colours'],
  },
  { query: 'donut chart', first: ['/examples/partition-donut'] },
  { query: 'pie chart', top3: ['/api/specs/Partition'] },
  { query: 'tooltp', first: ['/api/specs/global/Tooltip', '/docs/tooltips'] },
  { query: 'stakced bars', top3: ['/docs/stacking#grouped-or-stacked-bars', '/examples/stacking-horizontal-bars'] },
  { query: 'legnd position', top3: ['/docs/legends', '/docs/legends#where-it-sits-and-how-big-it-is', '/api/specs/global/Settings#prop-legendPosition'] },
  { query: 'pie', top3: ['/api/specs/Partition'] },
  { query: 'gauge', top3: ['/api/specs/Goal', '/examples/goal', '/examples/bullet-gauges'] },
  { query: 'sparkline', top3: ['/api/specs/Metric', '/examples/metric'] },
  { query: 'second axis', top3: ['/docs/axes-and-scales#several-y-axes'] },
  { query: 'threshold line', first: ['/api/specs/xy/LineAnnotation'] },
  { query: 'not showing', first: ['/docs/troubleshooting', '/docs/troubleshooting#the-chart-is-blank-or-looks-unstyled'] },
  {
    query: 'chart not rendering in a hidden tab',
    top3: ['/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel', '/docs/recipes/hidden-containers'],
  },
  // The troubleshooting section, or the recipe on charts in tabs, modals and collapsed panels.
  {
    query: 'hidden tab',
    first: [
      '/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel',
      '/docs/recipes/hidden-containers',
      '/docs/recipes/hidden-containers#what-each-container-does',
    ],
  },
  {
    query: 'chart in a modal',
    first: [
      '/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel',
      '/docs/recipes/hidden-containers',
      '/docs/recipes/hidden-containers#dialogs-mount-the-chart-when-it-opens',
      '/examples/chart-in-modal',
    ],
  },
  { query: 'zoom', top3: ['/docs/events#brushing', '/docs/events#zooming-into-a-time-range'] },
  { query: 'dark mode', top3: ['/docs/theming#following-the-apps-colour-mode'] },
  { query: 'tickFormat', first: ['/api/specs/xy/Axis#prop-tickFormat'] },
];

test.describe("a reader's questions", () => {
  for (const { query, first, top3 } of READER_QUESTIONS) {
    test(`"${query}" lists its answer ${first ? 'first' : 'in the top three'}`, () => {
      const hits = searchUrls()(query);
      if (first) expect(first, `first hit ${hits[0]}`).toContain(hits[0]);
      if (top3) expect(hits.slice(0, 3).filter((url) => url !== undefined && top3.includes(url)), hits.slice(0, 3).join(', ')).not.toEqual([]);
    });
  }

  test("every site word of the readers' table is a term of the built index", () => {
    const index = loadSearchIndex(readJson(findSearchFiles(BUILD).lunrIndexPath));
    const vocabulary = vocabularyOf(index);
    const missing = READER_WORDS.flatMap(({ reader, site }) =>
      site.filter((word) => !vocabulary.hasTerm(word.toLowerCase())).map((word) => `${reader} → ${word}`),
    );
    expect(missing).toEqual([]);
  });
});

test("the built index holds no props-table list of examples", () => {
  // The rule itself (dropPropExamples) is checked on a small document in tests/unit/searchIndex.test.ts.
  expect(searchDocs().filter((d) => d.content.includes('In use:')).map((d) => d.url)).toEqual([]);
  // Nor the button of a long one, "and 55 more".
  expect(searchDocs().filter((d) => / and \d+ more\b/.test(d.content)).map((d) => d.url)).toEqual([]);
});

test('the words on either side of a line break, or of two list items, stay apart in the index', () => {
  const docs = searchDocs();
  const contentOf = (url: string) => docs.find((doc) => doc.url === url)?.content ?? '';
  // A code span at the end of a source line, and the next line (lineBreaksAsSpaces).
  expect(contentOf('/docs/legends#where-it-sits-and-how-big-it-is')).toContain('floating set to true');
  // Two items of a Markdown list.
  expect(contentOf('/docs/theming#checklist')).toContain('by name. Style colours');
  // Two items of a list React renders (spacedItems).
  expect(contentOf('/docs/docs#guides')).toMatch(/\. Tooltips /);
  // Anywhere in the hand-written pages: a sentence's last word fused with the next one's first.
  const fused = docs
    .filter((doc) => !doc.url.startsWith('/all-types/'))
    .flatMap((doc) => [...doc.content.matchAll(/(?<= )[a-z]{3,}[.,;:][A-Z][a-z]{2,}/g)].map((m) => `${doc.url}: ${m[0]}`));
  expect(fused).toEqual([]);
});

test.describe('the upgrade pages', () => {
  test('each step is indexed by its opening text and by every heading it has, exports and releases included', () => {
    const docs = searchDocs();
    const steps = docs.filter((doc) => doc.type === 0 && /^\/docs\/upgrading\/from-\d+-to-\d+$/.test(doc.url));
    expect(steps.length).toBeGreaterThanOrEqual(10);
    for (const step of steps) {
      expect(step.content, `${step.url} opens with text`).not.toBe('');
      const html = readFileSync(path.join(BUILD, ...step.url.split('/').filter(Boolean), 'index.html'), 'utf8');
      const headings = [...html.matchAll(/<h[23]\b[^>]*\bid="?([^"\s>]+)/g)].map((match) => `${step.url}#${match[1]}`);
      const indexed = new Set(docs.filter((doc) => doc.url.startsWith(`${step.url}#`)).map((doc) => doc.url));
      expect(headings.filter((url) => !indexed.has(url)), step.url).toEqual([]);
    }
  });

  test('a question naming versions opens with the chooser or the step it means', () => {
    const urls = searchUrls();
    expect(['/docs/upgrading', '/docs/upgrading/from-64-to-65']).toContain(urls('upgrade from 64 to 73')[0]);
    expect(urls('from 66')[0]).toBe('/docs/upgrading/from-66-to-67');
    expect(urls('what was removed in 72')[0]).toBe('/docs/upgrading/from-71-to-72');
    // Elsewhere a step's section named after an export does not come before the guide.
    expect(urls('rotate x axis labels').slice(0, 10).filter((url) => url?.startsWith('/docs/upgrading/'))).toEqual([]);
  });
});
