import { stem } from './queryTerms';

/** Where lunr's tokenizer cuts a text into words (`lunr.tokenizer.separator`). */
const WORD = /[^\s-]+/g;

/** Lunr's trimmer: what it strips from either end of a word before stemming it. */
const trimmed = (word: string) => word.replace(/^\W+/, '').replace(/\W+$/, '');

/**
 * Where the first word of `text` that lunr indexed as one of `terms` stands, as `[start, length]` of the
 * word without the punctuation around it; undefined if none. The index keeps no positions
 * (`compactIndex.ts`), so the worker looks for the matched word in the few documents it lists. A word
 * is stemmed only when its first two letters could start one of the terms: a stem starts with its
 * word's first two letters (Porter's rules change endings only).
 */
export function matchPosition(text: string, terms: readonly string[]): [number, number] | undefined {
  if (terms.length === 0) return undefined;
  const wanted = new Set(terms);
  const starts = new Set(terms.map((term) => term.slice(0, 2)));
  for (const match of text.matchAll(WORD)) {
    const word = trimmed(match[0]);
    const key = word.toLowerCase();
    if (key === '' || !starts.has(key.slice(0, 2))) continue;
    if (!wanted.has(key) && !wanted.has(stem(key))) continue;
    const lead = match[0].length - match[0].replace(/^\W+/, '').length;
    return [match.index + lead, word.length];
  }
  return undefined;
}
