/**
 * The search index as the build writes it and the search worker reads it: a lunr index reduced to what
 * a query needs. Lunr's own JSON repeats every term's postings as nested objects (a document, a field,
 * the term's positions); parsing them and rebuilding lunr's token set from the terms were most of the
 * time the box stayed disabled (PERFORMANCE.md, 'Search index in its compact form'). Here each document's
 * field vectors are the only copy of which terms it holds: the worker derives the postings from them
 * (`loadSearchIndex.ts`). No positions are kept: the worker finds the matched word in a hit's text itself
 * (`matchPosition.ts`), for the few documents it lists.
 */
export const COMPACT_INDEX_FORMAT = 'elastic-charts-docs/lunr-compact/1';

/** Weights are kept to two decimals, written as whole hundredths (PERFORMANCE.md, 'Term weights to two decimals'). */
export const WEIGHT_SCALE = 100;

export interface CompactIndex {
  format: typeof COMPACT_INDEX_FORMAT;
  /** The lunr version the index was built with; the worker's must be the same. */
  lunr: string;
  /** The indexed fields, in the order of each document's vectors. */
  fields: string[];
  /** Every term of the index, sorted; a term's position here is its index in the vectors. */
  terms: string[];
  /**
   * For each document (its lunr ref is its position in the search-doc file), one vector per field: pairs of
   * the term index's step from the previous pair's (the first from 0) and the term's weight in
   * `WEIGHT_SCALE`ths, in order of term index.
   */
  vectors: number[][][];
}

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/** Checks the shape of a parsed index file; throws, saying what is wrong, if it is not one. */
export function assertCompactIndex(data: unknown): asserts data is CompactIndex {
  const index = data as Partial<Record<keyof CompactIndex, unknown>> | null;
  const fail = (what: string) => {
    throw new Error(`the search index file is not one this site writes: ${what}`);
  };
  if (typeof index !== 'object' || index === null) return fail('not an object');
  if (index.format !== COMPACT_INDEX_FORMAT) return fail(`its format is ${JSON.stringify(index.format)}`);
  if (typeof index.lunr !== 'string') return fail('no lunr version');
  const { fields, terms, vectors } = index;
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return fail('no fields');
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === 'string')) return fail('no terms');
  if (
    !Array.isArray(vectors) ||
    !vectors.every(
      (doc) =>
        Array.isArray(doc) && doc.length === fields.length && doc.every((v) => isNumberArray(v) && v.length % 2 === 0),
    )
  )
    return fail('its vectors are not one pair list per field of each document');
}
