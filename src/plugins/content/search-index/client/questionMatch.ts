import type { SearchDocument } from '../types';
import { stem } from './queryTerms';

/**
 * How much of a reader's question a document's own questions (the questions files beside the docs pages,
 * `pageQuestions.ts`) cover: the share of the query's words that say something which some question of
 * the document also has, stemmed. Lunr adds up each word's weight on its own, so "chart doesn't shrink in
 * css grid" went to the page with "grid" in a heading; the section asked "grid column will not shrink
 * below the chart" holds three of its four words, and is the answer.
 */
export function questionCoverage(doc: SearchDocument, queryStems: readonly string[]): number {
  if (queryStems.length === 0 || !doc.questions) return 0;
  const asked = questionStems(doc);
  return queryStems.filter((word) => asked.has(word)).length / queryStems.length;
}

/** The letters-and-digits words of a text, lowercase. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

const stemsOfDoc = new WeakMap<SearchDocument, Set<string>>();

/** The stems of a document's questions, worked out once: the same documents come back query after query. */
function questionStems(doc: SearchDocument): Set<string> {
  let stems = stemsOfDoc.get(doc);
  if (!stems) {
    stems = new Set(wordsOf((doc.questions ?? []).join(' ')).map(stem));
    stemsOfDoc.set(doc, stems);
  }
  return stems;
}
