import type { SearchDocument } from '../types';
import { readerWordsIn } from './queryTerms';

/**
 * A query that is a reader's word and nothing more ("pie", "pie chart", "sparkline", "hide legend") asks
 * what the site calls it: the readers' table (`readerWords.ts`) names that (Partition, Metric, showLegend),
 * and the API page, or the props-table row, with that very name answers it, where the pages that only hold
 * the reader's word (an example titled "pie …") came first. Such a page or row weighs `NAMED_WEIGHT` more.
 * A row counts only for an entry that names one thing ("hide legend" is `showLegend`); an entry with
 * several words lists the words of the pages that explain it ("second axis": `groupId`, "several", the
 * axes guide's "Several y axes"), of which a `groupId` row is a part. In a longer query ("pie labels
 * overlap") the reader asks about something of it, and nothing changes. Tuned on tests/build/readerQuestions.ts.
 */
export const NAMED_WEIGHT = 3;

/** The site's names a query asks for, as the table writes them: of API pages, and of prop rows. */
export interface NamesAsked {
  pages: ReadonlySet<string>;
  rows: ReadonlySet<string>;
}

/** The names the query is, when every word of it that says something is of a reader's phrase; else none. */
export function namesAsked(words: readonly string[], saysSomething: (word: string) => boolean): NamesAsked {
  const entries = readerWordsIn(words).filter(({ spelling }) => spelling !== true);
  const phraseWords = new Set(entries.flatMap(({ reader }) => reader.split(' ')));
  if (entries.length === 0 || words.some((word) => saysSomething(word) && !phraseWords.has(word))) {
    return { pages: new Set(), rows: new Set() };
  }
  return {
    pages: new Set(entries.flatMap(({ site }) => site)),
    rows: new Set(entries.flatMap(({ site }) => (site.length === 1 ? site : []))),
  };
}

/**
 * Whether `doc` is an API page or a prop row named by the query, compared as written: `Metric` names the
 * Metric spec, not the `metric` prop of a tooltip's row.
 */
export function isNamedBy(doc: SearchDocument, { pages, rows }: NamesAsked): boolean {
  if (!doc.url.startsWith('/api/')) return false;
  if (doc.type === 0) return pages.has(doc.title);
  return doc.url.includes('#prop-') && rows.has(doc.title);
}
