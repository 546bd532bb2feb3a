import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { findSearchHits } from '../../src/plugins/content/search-index/client/findSearchHits';
import { loadSearchIndex } from '../../src/plugins/content/search-index/client/loadSearchIndex';
import { findSearchFiles } from '../../src/plugins/content/search-index/searchFiles.mjs';
import type { SearchDocument } from '../../src/plugins/content/search-index/types';
import { FRESH_QUESTIONS } from './freshQuestions';
import { READER_QUESTION_SET, type ReaderQuestion } from './readerQuestions';

/**
 * How well the navbar search answers readers' own questions (issues 32 and 47): each question of
 * readerQuestions.ts is asked of the built index through the worker's own query (findSearchHits), and
 * its rank is that of the first of the 30 hits that is one of its answers. The set is the one the
 * ranking was tuned on; freshQuestions.ts holds questions written apart and never tuned on. Both
 * figures are printed with every question that missed the top three.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const RESULTS = 30;
/** The bar: the answer first for 70 % of the questions, in the first three for 90 %. */
const MIN_HITS_AT_1 = 0.7;
const MIN_HITS_AT_3 = 0.9;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
/** Whether an element of the page has the id: the built HTML is minified, so an id may be unquoted. */
const hasId = (html: string, id: string) => html.includes(`id="${id}"`) || html.includes(`id=${id} `) || html.includes(`id=${id}>`);

interface Figures {
  questions: number;
  hitsAt1: number;
  hitsAt3: number;
  /** Mean reciprocal rank: 1 for an answer first, 1/2 second, …, 0 when no answer is among the 30 hits. */
  mrr: number;
  /** The questions whose answer is not in the first three, with where it came and the first three hits. */
  misses: string[];
}

function figures(questions: ReaderQuestion[], search: (query: string) => string[]): Figures {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, answers } of questions) {
    const hits = search(query);
    const rank = hits.findIndex((url) => answers.includes(url)) + 1;
    if (rank === 1) at1 += 1;
    if (rank >= 1 && rank <= 3) at3 += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank === 0 || rank > 3) {
      misses.push(`"${query}": ${rank === 0 ? 'not in the 30 hits' : `rank ${rank}`}; first three: ${hits.slice(0, 3).join(', ')}`);
    }
  }
  const n = questions.length;
  return { questions: n, hitsAt1: at1 / n, hitsAt3: at3 / n, mrr: reciprocal / n, misses };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const report = (name: string, { questions, hitsAt1, hitsAt3, mrr, misses }: Figures) =>
  [
    `${name}: ${questions} questions, hits@1 ${percent(hitsAt1)}, hits@3 ${percent(hitsAt3)}, MRR ${mrr.toFixed(3)}`,
    ...misses.map((miss) => `  missed the top three: ${miss}`),
  ].join('\n');

/** The built index: the URLs the search bar lists for a query, best first. */
function loadSearch(): (query: string) => string[] {
  const files = findSearchFiles(BUILD);
  const docs = (readJson(files.searchDocPath) as { searchDocs: SearchDocument[] }).searchDocs;
  const index = loadSearchIndex(readJson(files.lunrIndexPath));
  return (input) => findSearchHits(index, docs, input, RESULTS).map((hit) => hit.url ?? '');
}

let search: ((query: string) => string[]) | undefined;
/** `loadSearch`'s answer, the index loaded once per worker. */
function searchBuilt(query: string): string[] {
  search ??= loadSearch();
  return search(query);
}

test('the question sets are large, varied and answerable', () => {
  expect(READER_QUESTION_SET.length).toBeGreaterThanOrEqual(150);
  expect(FRESH_QUESTIONS.length).toBeGreaterThanOrEqual(50);
  const all = [...READER_QUESTION_SET, ...FRESH_QUESTIONS];
  // Asked as readers ask: not prop names only.
  expect(all.filter(({ kind }) => kind === 'prop').length / all.length).toBeLessThan(0.15);
  for (const kind of ['task', 'symptom', 'typo', 'error', 'word', 'version'] as const) {
    expect(all.filter((question) => question.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
  }
  // One question, one entry: a fresh question is not one the ranking was tuned on.
  const queries = all.map(({ query }) => query.toLowerCase());
  expect(queries.filter((query, i) => queries.indexOf(query) !== i)).toEqual([]);
  // Every answer is a page of the build, and a section's anchor is an id on that page.
  const missing = all.flatMap(({ query, answers }) =>
    answers.filter((url) => {
      const [route = '', anchor] = url.split('#');
      const file = path.join(BUILD, route, 'index.html');
      if (!existsSync(file)) return true;
      return anchor !== undefined && !hasId(readFileSync(file, 'utf8'), anchor);
    }).map((url) => `${query} → ${url}`),
  );
  expect(missing).toEqual([]);
});

test(`the tuned set (readerQuestions.ts): the answer first for ${percent(MIN_HITS_AT_1)} and in the first three for ${percent(MIN_HITS_AT_3)}`, () => {
  const result = figures(READER_QUESTION_SET, searchBuilt);
  const text = report('the tuned set (readerQuestions.ts)', result);
  // Printed on every run, passed or failed: the figures are what the ranking is tuned by.
  console.log(text);
  expect(result.hitsAt1, text).toBeGreaterThanOrEqual(MIN_HITS_AT_1);
  expect(result.hitsAt3, text).toBeGreaterThanOrEqual(MIN_HITS_AT_3);
});

/**
 * The fresh questions were written apart from the tuned set and never tuned on, so they measure how far
 * the tuning carries, not the tuning itself. The first 15 scored hits@1 40 %, hits@3 80 %, MRR 0.60 when
 * the ranking was first tuned (issue 32). Issue 47 added 37, written before its tuning began, for the
 * recipes, the chart-type guides and the upgrade pages: the 52 scored hits@1 38.5 %, hits@3 59.6 %, MRR 0.501
 * on the search as it was (92a3e9a), and hits@1 59.6 %, hits@3 73.1 %, MRR 0.674 once it was tuned on
 * readerQuestions.ts and the pages' questions files. On the merged site (the redrawn examples, the upgrade
 * pictures) one question fell from third to fourth with no change to the ranking, another page's words having
 * shifted the weights: 59.6 %, 71.2 %, MRR 0.671. With the site's own pages indexed (the theme builder, one
 * document more, made for the whole site and not for these questions) they are back at 59.6 %, 73.1 %, MRR
 * 0.673, and held there, so a change that helps the tuned set at their expense fails here.
 */
const FRESH_FLOOR = { hitsAt1: 0.59, hitsAt3: 0.73 };

test(`the fresh set (freshQuestions.ts) stays at hits@1 ${percent(FRESH_FLOOR.hitsAt1)} and hits@3 ${percent(FRESH_FLOOR.hitsAt3)} or more`, () => {
  const result = figures(FRESH_QUESTIONS, searchBuilt);
  const text = report('the fresh set (freshQuestions.ts)', result);
  console.log(text);
  expect(result.hitsAt1, text).toBeGreaterThanOrEqual(FRESH_FLOOR.hitsAt1);
  expect(result.hitsAt3, text).toBeGreaterThanOrEqual(FRESH_FLOOR.hitsAt3);
});
