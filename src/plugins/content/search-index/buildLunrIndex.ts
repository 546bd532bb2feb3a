import lunr from 'lunr';
import { escapesAsSpaces } from './client/htmlEscapes';
import { COMPACT_INDEX_FORMAT, WEIGHT_SCALE, type CompactIndex } from './client/compactIndex';
import type { SearchDocument } from './types';

/**
 * How much a match in each field counts. Title and text keep docusaurus-lunr-search's default boosts (a
 * match in a title counts a hundred times one in the text). `questions` holds what a page says it
 * answers, in readers' words (the questions files beside the docs pages, `pageQuestions.ts`): a match
 * there is a reader's phrasing matching a reader's phrasing, and counts between the two.
 */
export const FIELDS = { title: 200, content: 2, questions: 150 } as const;

type Field = keyof typeof FIELDS;

/** The text of each field lunr indexes for a document. */
function fieldTexts(doc: SearchDocument): Record<Field, string> {
  return { title: doc.title, content: doc.content, questions: (doc.questions ?? []).join(' ') };
}

/**
 * Text with lunr's wildcard character made a space. An indexed term holding a `*` became a wildcard edge
 * of the loaded index's token set: a query then expanded to terms the index does not have, and lunr
 * threw (`data legend` failed on a prop description's Markdown, `[**ISO 8601**](...)`).
 */
function withoutWildcards(text: string): string {
  return text.replaceAll('*', ' ');
}

/**
 * What lunr reads of a document's text. The HTML escapes the plugin writes into it (`&quot;`, `&lt;`...)
 * become spaces: lunr splits terms at spaces only, so `"06:00"` had been indexed as `06:00&quot` and
 * `<LineSeries` as `&lt;lineseri`, terms no query matches, a fifth of the index's entries.
 */
const indexed = (text: string) => escapesAsSpaces(withoutWildcards(text));

type SerialisedIndex = ReturnType<lunr.Index['toJSON']> & {
  invertedIndex: [string, { _index: number }][];
  fieldVectors: [string, number[]][];
};

/**
 * The index the search worker loads: built by lunr the way docusaurus-lunr-search builds it (ref = the
 * document's position, the fields above), each document weighted by `boosts` (`propBoosts`), then
 * written in the compact form of `client/compactIndex.ts`: the sorted terms, and each document's field
 * vectors with term indices into them.
 */
export function buildLunrIndex(docs: readonly SearchDocument[], boosts: readonly number[] = []): CompactIndex {
  const fields = Object.keys(FIELDS) as Field[];
  const index = lunr(function () {
    this.ref('id');
    for (const field of fields) this.field(field, { boost: FIELDS[field] });
    docs.forEach((doc, id) => {
      const texts = fieldTexts(doc);
      this.add(
        { id, ...Object.fromEntries(fields.map((field) => [field, indexed(texts[field])])) },
        { boost: boosts[id] ?? 1 },
      );
    });
  });
  const serialised = index.toJSON() as SerialisedIndex;
  // lunr numbers its terms in the order it met them and writes them sorted: number them as written.
  const terms = serialised.invertedIndex.map(([term]) => term);
  const sortedIndexOf = new Map(serialised.invertedIndex.map(([, posting], i) => [posting._index, i]));
  const byRef = new Map(serialised.fieldVectors.map(([fieldRef, vector]) => [fieldRef, vector]));
  const vectors = docs.map((_, ref) =>
    fields.map((field) => {
      const vector = byRef.get(`${field}/${ref}`) ?? [];
      const pairs: [number, number][] = [];
      for (let i = 0; i < vector.length; i += 2) {
        const term = sortedIndexOf.get(vector[i] ?? -1);
        if (term === undefined) throw new Error(`search-index: ${field}/${ref} names a term lunr did not list`);
        pairs.push([term, Math.round((vector[i + 1] ?? 0) * WEIGHT_SCALE)]);
      }
      pairs.sort(([a], [b]) => a - b);
      let previous = 0;
      return pairs.flatMap(([term, weight]) => {
        const step = term - previous;
        previous = term;
        return [step, weight];
      });
    }),
  );
  return { format: COMPACT_INDEX_FORMAT, lunr: lunr.version, fields, terms, vectors };
}
