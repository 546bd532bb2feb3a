import type { SearchDocument } from '../types';
import type { Vocabulary } from './queryTerms';

/**
 * "Did you mean": for a query with no hits, the same query with each word the index does not know
 * replaced by the closest word of the site's titles (headings, page and prop names), written as the
 * titles write it ("pei" → "pie", "tikformat" → "tickFormat"). Titles, not the index's terms: those
 * are stems ("lineseri"), which no reader would type.
 */
export interface Suggester {
  suggest(words: readonly string[]): string | undefined;
}

/** The longest word a suggestion is looked for: no name of the library is longer. */
const LONGEST_WORD = 40;

/** The most edits a suggestion may be away: one for a short word, two from six letters. */
const maxEdits = (word: string) => (word.length >= 6 ? 2 : 1);

export function suggesterOf(docs: readonly SearchDocument[], vocabulary: Vocabulary): Suggester {
  let words: Map<string, { written: string; count: number }> | undefined;
  // Built on the first query with no hits, not when the index loads: most visits never need it.
  const titleWords = () => {
    if (words) return words;
    words = new Map();
    for (const { title } of docs) {
      for (const written of title.split(/[^\p{L}\p{N}_]+/u)) {
        if (written.length < 3) continue;
        const key = written.toLowerCase();
        const entry = words.get(key);
        if (entry) entry.count += 1;
        else words.set(key, { written, count: 1 });
      }
    }
    return words;
  };
  // Among words as close, one with the same letters comes first ("pei" is "pie" typed in the wrong order, not
  // "per"), then the one most titles use.
  const closest = (word: string): string | undefined => {
    const letters = sortedLetters(word);
    let best: { written: string; rank: [number, number, number] } | undefined;
    for (const [key, { written, count }] of titleWords()) {
      if (Math.abs(key.length - word.length) > maxEdits(word)) continue;
      const edits = editDistance(word, key, maxEdits(word));
      if (edits > maxEdits(word)) continue;
      const rank: [number, number, number] = [edits, sortedLetters(key) === letters ? 0 : 1, -count];
      if (!best || isBefore(rank, best.rank)) best = { written, rank };
    }
    return best?.written;
  };
  return {
    suggest(queryWords) {
      let changed = false;
      const suggested = queryWords.map((word) => {
        // No title word is longer than this; a longer word has nothing close to it.
        if (word.length > LONGEST_WORD || vocabulary.hasTerm(word)) return word;
        const replacement = closest(word);
        if (replacement === undefined || replacement.toLowerCase() === word) return word;
        changed = true;
        return replacement;
      });
      return changed ? suggested.join(' ') : undefined;
    },
  };
}

const sortedLetters = (word: string) => [...word].sort().join('');

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/**
 * Levenshtein distance with adjacent transpositions (as lunr counts edits), giving up past `limit`
 * (it then returns `limit + 1`).
 */
export function editDistance(a: string, b: string, limit: number): number {
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}
