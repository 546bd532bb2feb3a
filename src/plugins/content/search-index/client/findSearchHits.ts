import lunr from 'lunr';
import type { SearchDocument } from '../types';
import { hitKindOf } from './hitKind';
import { escapesAsSpaces, unescaped } from './htmlEscapes';
import { diversified } from './diversify';
import { matchPosition } from './matchPosition';
import { isNamedBy, NAMED_WEIGHT, namesAsked } from './namedByReaderWords';
import { questionCoverage, wordsOf } from './questionMatch';
import {
  isCommonWord,
  queryTerms,
  queryWords,
  stem,
  vocabularyOf,
  type QueryTerm,
  type Vocabulary,
} from './queryTerms';
import type { SearchHit } from './searchHit';
import { asksAboutVersions, isUpgradeStep, versionTargets } from './versionQuery';

/** How much text an excerpt shows around a match in the text, in characters (cut at word boundaries). */
const CONTEXT_BEFORE = 50;
const CONTEXT_AFTER = 90;

/** What lunr says a result matched: for each index term, the fields it matched in. */
type MatchedTerms = Record<string, Record<string, unknown>>;

/**
 * The documents that match `input`, best first, at most `maxHits`, each once. Every word of the input
 * counts as a whole term, the last one also as the start of a term (it may still be being typed), a
 * word the index does not have also with a typo or two, and the readers' words add the site's
 * (`queryTerms.ts`). Earlier words are whole, so the `is` of a pasted error message ("window is not
 * defined") does not match `IsAny`.
 */
export function findSearchHits(
  index: lunr.Index,
  docs: readonly SearchDocument[],
  input: string,
  maxHits: number,
  vocabulary: Vocabulary = vocabularyOf(index),
): SearchHit[] {
  const words = queryWords(input);
  const terms = queryTerms(words, vocabulary);
  if (terms.length === 0) return [];
  const results =
    queryOrNull(index, (query) => terms.forEach((term) => addTerm(query, term))) ??
    queryOrNull(index, (query) => terms.filter(isWholeWord).forEach((term) => addTerm(query, term))) ??
    [];
  const targets = versionTargets(words, docs);
  const aboutVersions = targets.length > 0 || asksAboutVersions(words);
  const scored = results.map((result) => ({
    result,
    score: result.score * upgradeStepWeight(result, docs, aboutVersions),
  }));
  const weighed = isQuestion(words) ? reweighForQuestion(scored, docs, words) : scored;
  const answered = rewardAnsweredQuestions(weighed, docs, words);
  const phrased = rewardPhrases(answered, docs, words);
  const named = rewardNamedPages(phrased, docs, words);
  const matched = new Map(named.map(({ result }) => [Number(result.ref), result]));
  const ranked = diversified([...new Set([...targets, ...matched.keys()])], docs);
  const hits: SearchHit[] = [];
  for (const ref of ranked) {
    const doc = docs[ref];
    if (!doc) continue;
    hits.push(hitOf(doc, (matched.get(ref)?.matchData.metadata ?? {}) as MatchedTerms));
    if (hits.length === maxHits) break;
  }
  return hits;
}

/**
 * The upgrade steps list the props and exports each release changed, under headings named after the
 * export ("Axis"): for a question about axes that is not about versions, their sections outranked the
 * axes guide on the title alone. They weigh `UPGRADE_STEP_ELSEWHERE` of their score unless the query asks
 * about versions (`versionQuery.ts`); a prop that only they name (one a release removed) still finds them.
 */
const UPGRADE_STEP_ELSEWHERE = 0.2;

function upgradeStepWeight(result: lunr.Index.Result, docs: readonly SearchDocument[], aboutVersions: boolean): number {
  const url = docs[Number(result.ref)]?.url;
  return !aboutVersions && url !== undefined && isUpgradeStep(url) ? UPGRADE_STEP_ELSEWHERE : 1;
}

/**
 * How a match weighs when the query is a question in words rather than a name: "change colors of
 * series" is answered by the theming guide's palettes or a series' `color`, not by the `color` row of
 * `TooltipTableColorCell`, while "color" alone still lists the props by their boosts. A guide's, an
 * example's or a page of the site's own (the theme builder) match weighs double; a prop row of a component the question does not name (no word of
 * the component's name but the prop's own is in the query) weighs half.
 */
const QUESTION_WEIGHTS = { guide: 2, unrelatedProp: 0.5, exampleForSymptom: 1 } as const;

/**
 * Words of a reader who describes something wrong rather than something to do ("legend not showing",
 * "chart doesn't shrink", "slow"). Such a question is answered by troubleshooting, a recipe or the guide
 * section that explains the behaviour; an example shows a chart that works, so for a symptom it weighs
 * as any page (`exampleForSymptom`) rather than as a guide.
 */
const SYMPTOM_WORDS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'without',
  'blank',
  'empty',
  'missing',
  'wrong',
  'broken',
  'error',
  'fails',
  'failing',
  'slow',
  'slowly',
  'stuck',
  'freezes',
  'jumps',
  'overlap',
  'overlaps',
  'disappears',
  'disappeared',
  'cut',
  'ignored',
  'instead',
  'stays',
  "doesn't",
  "don't",
  "isn't",
  "won't",
  "can't",
  "didn't",
]);

export const isSymptom = (words: readonly string[]): boolean => words.some((word) => SYMPTOM_WORDS.has(word));

/** The words of a name written in camel case or with spaces ("TooltipTableColorCell" → tooltip, table, color, cell), stemmed. */
const nameWords = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((word) => word.length > 0)
    .map(stem);

/** A word that is neither a stop word of lunr's nor one of the site's common words ("chart", "series"…). */
function saysSomething(word: string): boolean {
  return !isCommonWord(word) && lunr.stopWordFilter(new lunr.Token(word, {})) !== undefined;
}

/** A query of two words or more that say something (not "of", "the", nor "chart" and its like). */
function isQuestion(words: readonly string[]): boolean {
  return words.filter(saysSomething).length >= 2;
}

/**
 * A chart-family guide or a recipe is about one family or one task: its sections answer a question that
 * names something of its title ("heatmap", "live", "modal"), and weigh as a guide's then; a question that
 * names nothing of it ("x axis shows timestamps", "handle click on a bar") is the general guides' to answer.
 */
const FOCUSED_PAGES = /^\/docs\/(charts|recipes)\//;

function questionWeight(doc: SearchDocument | undefined, queryStems: ReadonlySet<string>, symptom: boolean): number {
  if (!doc) return 1;
  const kind = hitKindOf(doc.url);
  if (kind === 'Example' && symptom) return QUESTION_WEIGHTS.exampleForSymptom;
  if (FOCUSED_PAGES.test(doc.url) && doc.pageTitle) {
    const named = nameWords(doc.pageTitle).some((word) => saysSomething(word) && queryStems.has(word));
    return named ? QUESTION_WEIGHTS.guide : 1;
  }
  if (kind === 'Guide' || kind === 'Example' || kind === 'Page') return QUESTION_WEIGHTS.guide;
  if (!doc.url.includes('#prop-') || !doc.pageTitle) return 1;
  const own = new Set(nameWords(doc.title));
  const named = nameWords(doc.pageTitle).some((word) => !own.has(word) && queryStems.has(word));
  return named ? 1 : QUESTION_WEIGHTS.unrelatedProp;
}

/** A lunr result with the score it is ranked by, once the weights below have applied. */
interface Scored {
  result: lunr.Index.Result;
  score: number;
}

function reweighForQuestion(results: Scored[], docs: readonly SearchDocument[], words: readonly string[]): Scored[] {
  const queryStems = new Set(words.map(stem));
  // A symptom that a guide, recipe or troubleshooting section says it answers (its questions cover the
  // query) goes there first; one that only an example explains keeps the example up.
  const covered = coverageStems(words);
  const symptom =
    isSymptom(words) &&
    results.slice(0, PHRASE_RERANKED).some(({ result }) => {
      const doc = docs[Number(result.ref)];
      return doc !== undefined && hitKindOf(doc.url) === 'Guide' && questionCoverage(doc, covered) >= MIN_COVERAGE;
    });
  return results
    .map(({ result, score }) => ({
      result,
      score: score * questionWeight(docs[Number(result.ref)], queryStems, symptom),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * Among the first `PHRASE_RERANKED` results, a document whose questions cover at least
 * `MIN_COVERAGE` of the query's words that say something (`questionMatch.ts`) weighs
 * `1 + COVERAGE_WEIGHT × coverage²` more: a reader's phrasing met by a reader's phrasing, which lunr
 * only sees word by word. Only for a query of two such words or more: one word is a name, not a question.
 * The figures were tuned on tests/build/readerQuestions.ts.
 */
const MIN_COVERAGE = 0.6;
const COVERAGE_WEIGHT = 4;

/** Parts of a negation a query splits off ("doesn't" → doesn, t): they say nothing about the subject. */
const NEGATION_PARTS = new Set(['doesn', 'don', 'isn', 'won', 'didn', 'aren', 'wasn', 'cant', 't']);

/** The stems of the query's words that say something, as a document's questions are compared with them. */
function coverageStems(words: readonly string[]): string[] {
  const meaningful = wordsOf(words.join(' ')).filter((word) => saysSomething(word) && !NEGATION_PARTS.has(word));
  return [...new Set(meaningful.map(stem))];
}

function rewardAnsweredQuestions(
  results: Scored[],
  docs: readonly SearchDocument[],
  words: readonly string[],
): Scored[] {
  const queryStems = coverageStems(words);
  if (queryStems.length < 2) return results;
  const head = results.slice(0, PHRASE_RERANKED).map(({ result, score }) => {
    const doc = docs[Number(result.ref)];
    const coverage = doc ? questionCoverage(doc, queryStems) : 0;
    return { result, score: coverage >= MIN_COVERAGE ? score * (1 + COVERAGE_WEIGHT * coverage ** 2) : score };
  });
  head.sort((a, b) => b.score - a.score);
  return [...head, ...results.slice(PHRASE_RERANKED)];
}

/**
 * A page that holds several of the query's words in a row, as typed, answers it better than one that
 * holds them apart: a pasted error message ("The supplied timeZone does not exist") is quoted on the
 * page that explains it, where the `timeZone` rows of a dozen props tables outrank it on the words
 * alone. Among the first `PHRASE_RERANKED` results, a page whose title and text hold a run of the
 * query's words in a row with at least `MIN_PHRASE` words that say something (not "is", "the", nor
 * "chart") weighs that number to the power `PHRASE_POWER` more. Words are compared as letters and
 * digits, punctuation dropped, so an ellipsis the page puts inside a quoted message does not break the
 * run; only the query's first `PHRASE_WORDS` words are looked at, so a pasted page of text stays quick.
 * The figures were tuned on tests/build/readerQuestions.ts (tests/build/searchRelevance.spec.ts).
 */
const PHRASE_RERANKED = 60;
const MIN_PHRASE = 3;
const PHRASE_POWER = 3;
const PHRASE_WORDS = 16;

/**
 * A text's words for comparing runs: letters and digits, without the numbers, which a pasted message
 * carries and a page quoting it leaves out or writes as "…" ("Cannot add property 300, object is not
 * extensible" against "Cannot add property …, object is not extensible").
 */
const tokens = (text: string) => wordsOf(text).filter((word) => !/^\d+$/.test(word));

/** A document's title and text as words, split once: the same pages come back query after query as a reader types. */
const tokensOfDoc = new WeakMap<SearchDocument, string[]>();
function docTokens(doc: SearchDocument): string[] {
  let words = tokensOfDoc.get(doc);
  if (!words) {
    words = tokens(`${doc.title} ${doc.content}`);
    tokensOfDoc.set(doc, words);
  }
  return words;
}

/**
 * Of the runs of the query's words in a row that `doc` holds, the one with the most words that say
 * something: how many it has. `positions` maps each query word to where it stands in the query, and
 * `meaningful` says of each whether it says something (worked out once per query, not per document).
 */
function longestRun(
  doc: SearchDocument,
  query: readonly string[],
  positions: ReadonlyMap<string, number[]>,
  meaningful: readonly boolean[],
): number {
  const words = docTokens(doc);
  let longest = 0;
  words.forEach((word, start) => {
    for (const from of positions.get(word) ?? []) {
      let worth = 0;
      for (let run = 0; from + run < query.length && words[start + run] === query[from + run]; run += 1) {
        if (meaningful[from + run]) worth += 1;
      }
      longest = Math.max(longest, worth);
    }
  });
  return longest;
}

/**
 * Whether `doc` holds every word of the query in a row, as typed, short words included: "window is not
 * defined" is quoted whole on the page that explains it, while a page about sliding windows holds "window"
 * far more often. Only for a query of `MIN_PHRASE` words or more; it weighs as a run of all its words.
 */
function holdsWholeQuery(doc: SearchDocument, query: readonly string[]): boolean {
  const words = docTokens(doc);
  for (let start = 0; start + query.length <= words.length; start += 1) {
    if (query.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

function rewardPhrases(results: Scored[], docs: readonly SearchDocument[], words: readonly string[]): Scored[] {
  const query = tokens(words.join(' ')).slice(0, PHRASE_WORDS);
  const meaningful = query.map(saysSomething);
  const byRuns = meaningful.filter(Boolean).length >= MIN_PHRASE;
  if (!byRuns && query.length < MIN_PHRASE) return results;
  const positions = new Map<string, number[]>();
  query.forEach((word, i) => positions.set(word, [...(positions.get(word) ?? []), i]));
  const head = results.slice(0, PHRASE_RERANKED).map(({ result, score }) => {
    const doc = docs[Number(result.ref)];
    const run = doc && byRuns ? longestRun(doc, query, positions, meaningful) : 0;
    const whole = doc !== undefined && holdsWholeQuery(doc, query);
    const weight = Math.max(run >= MIN_PHRASE ? run ** PHRASE_POWER : 1, whole ? query.length ** PHRASE_POWER : 1);
    return { result, score: score * weight };
  });
  head.sort((a, b) => b.score - a.score);
  return [...head, ...results.slice(PHRASE_RERANKED)];
}

/** `namedByReaderWords.ts`: the API page or prop row a query of a reader's word alone names first. */
function rewardNamedPages(results: Scored[], docs: readonly SearchDocument[], words: readonly string[]): Scored[] {
  const names = namesAsked(words, saysSomething);
  if (names.pages.size === 0) return results;
  return results
    .map(({ result, score }) => {
      const doc = docs[Number(result.ref)];
      return { result, score: doc && isNamedBy(doc, names) ? score * NAMED_WEIGHT : score };
    })
    .sort((a, b) => b.score - a.score);
}

const isWholeWord = (term: QueryTerm) => !term.prefix && !term.editDistance;

function addTerm(query: lunr.Query, { term, boost, prefix, editDistance }: QueryTerm): void {
  query.term(term, {
    boost,
    ...(prefix ? { wildcard: lunr.Query.wildcard.TRAILING } : {}),
    ...(editDistance ? { editDistance } : {}),
  });
}

/**
 * Lunr 2.3.9 rebuilds a loaded index's token set as a minimised automaton, and keys its states by
 * strings that run edge labels and state ids together: with digits in terms, two different states
 * can get one key and be merged, so the automaton accepts words that are no term (`608` beside `60`,
 * `600` and `688/`; which ones depends on a global id counter, so it differs from load to load). A
 * query that expands to such a word looks it up, finds nothing and throws a TypeError. Then the
 * query is tried with whole words only (no prefix, no typo: the two that expand), and failing that
 * answers nothing, rather than throwing.
 */
function queryOrNull(index: lunr.Index, build: lunr.Index.QueryBuilder): lunr.Index.Result[] | null {
  try {
    return index.query(build);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** The index terms a result matched in `field`. */
const termsIn = (matched: MatchedTerms, field: string) =>
  Object.keys(matched).filter((term) => matched[term]?.[field] !== undefined);

function hitOf(doc: SearchDocument, matched: MatchedTerms): SearchHit {
  const titles = doc.type === 1 && doc.pageTitle ? [doc.pageTitle, doc.title] : [doc.title];
  const about = { url: doc.url, kind: hitKindOf(doc.url), titles };
  const inTitle = matchPosition(doc.title, termsIn(matched, 'title'));
  // A match in the title shows the first words of the text under it, so every hit has a line to read.
  if (inTitle) {
    const text = excerptEnd(unescaped(doc.content === '' ? (doc.summary ?? '') : doc.content));
    return { ...about, match: { in: 'title', ...split(doc.title, inTitle) }, text };
  }
  // A match in the questions alone shows the text too: its words are the page's, not the reader's.
  const inText = matchPosition(escapesAsSpaces(doc.content), termsIn(matched, 'content'));
  if (!inText) {
    const after = excerptEnd(unescaped(doc.content === '' ? (doc.summary ?? '') : doc.content));
    return { ...about, match: { in: 'text', before: '', word: '', after }, text: '' };
  }
  const { before, word, after } = split(doc.content, inText);
  return {
    ...about,
    match: {
      in: 'text',
      before: excerptStart(unescaped(before)),
      word: unescaped(word),
      after: excerptEnd(unescaped(after)),
    },
    text: '',
  };
}

function split(text: string, [start, length]: [number, number]) {
  return { before: text.slice(0, start), word: text.slice(start, start + length), after: text.slice(start + length) };
}

/** The last few words of `text`, with an ellipsis if some were left out. */
function excerptStart(text: string): string {
  if (text.length <= CONTEXT_BEFORE) return text;
  const cut = text.slice(-CONTEXT_BEFORE);
  const space = cut.indexOf(' ');
  return `…${space === -1 ? cut : cut.slice(space)}`;
}

/** The first few words of `text`, with an ellipsis if some were left out. */
function excerptEnd(text: string): string {
  if (text.length <= CONTEXT_AFTER) return text;
  const cut = text.slice(0, CONTEXT_AFTER);
  const space = cut.lastIndexOf(' ');
  return `${space <= 0 ? cut : cut.slice(0, space)} …`;
}
