import lunr from 'lunr';
import { READER_WORDS, type ReaderWords } from './readerWords';

/** One term of the lunr query, with how much a match of it weighs. */
export interface QueryTerm {
  term: string;
  boost: number;
  /** Matches as the start of a term: the word still being typed. */
  prefix?: boolean;
  /** Matches terms this many edits away (lunr's edit distance): a word the index does not have. */
  editDistance?: number;
}

/**
 * How much each kind of match weighs. A word as typed counts most; the word being typed, as the start
 * of a longer one, counts as in docusaurus-lunr-search's adapter; a correction of a typo or a word
 * from the readers' table (`readerWords.ts`) counts less than an exact word, so a page that has the
 * reader's own words comes first; a reader's phrase ("hide legend") is a strong sign of what they
 * mean, so its site words count more than any one word.
 */
export const BOOSTS = {
  exact: 10,
  /** A word of every second page ("chart"), when the query has other words. */
  common: 1,
  prefix: 1,
  typo: 4,
  /** A correction of two letters, where one would not do. */
  farTypo: 1,
  readerWord: 4,
  readerPhrase: 30,
} as const;

/**
 * Words that are on so many pages that they say little beside a query's other words: "chart" in
 * "donut chart" matched every API page's "In a chart" section title before the donut example.
 */
const COMMON_WORDS = new Set(['chart', 'charts', 'series', 'prop', 'props', 'spec', 'specs', 'component', 'use']);

export const isCommonWord = (word: string): boolean => COMMON_WORDS.has(word);

/**
 * A word's length from which a typo of one letter is looked for, and of two; and the longest word
 * looked at. Lunr builds every spelling within the edits as an automaton, whose size grows with the
 * word: two edits of a 21-letter word took a noticeable time (PERFORMANCE.md, 'Typo matching for a
 * long word'), and a pasted run of a thousand letters froze the search worker. The longest names of the library's props are about 20 letters.
 */
const TYPO_LENGTH = { oneEdit: 5, twoEdits: 8, longest: 20 } as const;

/** docusaurus-lunr-search splits queries into words at spaces, hyphens and slashes (and lowercases them, as lunr's tokenizer does). */
const QUERY_SEPARATOR = /[\s\-/]+/;

export function queryWords(input: string): string[] {
  return input
    .toLowerCase()
    .split(QUERY_SEPARATOR)
    .filter((word) => word.length > 0);
}

/** What the index knows: whether a word, stemmed as lunr stems it, is one of its terms or starts one. */
export interface Vocabulary {
  hasTerm(word: string): boolean;
  startsTerm(word: string): boolean;
}

/** A word as the index holds it: lower case, stemmed as lunr stems it. */
export const stem = (word: string): string => lunr.stemmer(new lunr.Token(word.toLowerCase(), {})).toString();

/** One vocabulary per loaded index: building one sorts the index's terms, which a caller need not repeat. */
const vocabularies = new WeakMap<lunr.Index, Vocabulary>();

export function vocabularyOf(index: lunr.Index): Vocabulary {
  const known = vocabularies.get(index);
  if (known) return known;
  // The loaded index's inverted index: lunr's own types leave it out.
  const { invertedIndex } = index as unknown as { invertedIndex: Record<string, unknown> };
  const terms = Object.keys(invertedIndex).sort();
  const vocabulary: Vocabulary = {
    hasTerm: (word) => Object.hasOwn(invertedIndex, stem(word)),
    startsTerm: (word) => terms[firstAtOrAfter(terms, word)]?.startsWith(word) ?? false,
  };
  vocabularies.set(index, vocabulary);
  return vocabulary;
}

/** The position of the first of the sorted `terms` that is not before `word`. */
function firstAtOrAfter(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The terms of the query for `words` (`queryWords` of the input):
 * - each word as typed, worth less if it is a common word beside others;
 * - the last word also as the start of a term, as it may still be being typed;
 * - a word the index does not have (nor starts, for the last one) also with lunr's edit distance, 1
 *   from five letters and 2 from eight, so "tooltp" finds tooltips and "stakced" stacking;
 * - the site's words for the reader's words and phrases (`READER_WORDS`).
 */
export function queryTerms(words: readonly string[], vocabulary: Vocabulary): QueryTerm[] {
  if (words.length === 0) return [];
  const terms: QueryTerm[] = [];
  const othersThanCommon = words.some((word) => !COMMON_WORDS.has(word));
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    terms.push({ term: word, boost: othersThanCommon && COMMON_WORDS.has(word) ? BOOSTS.common : BOOSTS.exact });
    if (last) terms.push({ term: word, boost: BOOSTS.prefix, prefix: true });
    // A number as the pages write it, in groups of three: "100000" finds "100,000".
    if (/^\d{5,}$/.test(word)) terms.push({ term: Number(word).toLocaleString('en-US'), boost: BOOSTS.exact });
    const edits =
      word.length > TYPO_LENGTH.longest
        ? 0
        : word.length >= TYPO_LENGTH.twoEdits
          ? 2
          : word.length >= TYPO_LENGTH.oneEdit
            ? 1
            : 0;
    if (edits > 0 && !/\d/.test(word) && !vocabulary.hasTerm(word) && !(last && vocabulary.startsTerm(word))) {
      // The nearer spelling first: "anotation" is one edit from annotation and two from animation.
      terms.push({ term: word, boost: BOOSTS.typo, editDistance: 1 });
      if (edits === 2) terms.push({ term: word, boost: BOOSTS.farTypo, editDistance: 2 });
    }
  });
  for (const { reader, site, spelling } of readerWordsIn(words)) {
    const phrase = reader.split(' ');
    const boost = spelling ? BOOSTS.exact : phrase.length > 1 ? BOOSTS.readerPhrase : BOOSTS.readerWord;
    for (const word of site) terms.push({ term: word.toLowerCase(), boost });
  }
  return terms;
}

/** The entries of the readers' table (`READER_WORDS`) whose word or phrase the query's `words` hold. */
export function readerWordsIn(words: readonly string[]): ReaderWords[] {
  return READER_WORDS.filter(({ reader }) => containsPhrase(words, reader.split(' ')));
}

/** How a version number is typed: `17`, `v17`, `^17.0`, `0.6.x`. A reader's phrase writes it `#`. */
const VERSION_NUMBER = /^[v^~]?\d+(?:\.(?:\d+|x))*$/;

const matchesWord = (word: string | undefined, phraseWord: string) =>
  phraseWord === '#' ? word !== undefined && VERSION_NUMBER.test(word) : word === phraseWord;

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, i) => matchesWord(words[start + i], word))) return true;
  }
  return false;
}
