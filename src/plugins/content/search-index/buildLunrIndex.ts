import lunr from 'lunr';
import type { SearchDocument } from './types';

/** docusaurus-lunr-search's default boosts: a match in a title counts a hundred times one in the text. */
const FIELDS = { title: 200, content: 2 } as const;

/**
 * How many decimals of a term weight are kept; lunr's scores only rank the results. Weights run
 * from about 1 to 8, so two decimals keep them within 0.5%; going from three to two made the index
 * smaller (PERFORMANCE.md, 'Term weights to two decimals').
 */
const WEIGHT_DECIMALS = 2;

type SerialisedIndex = ReturnType<lunr.Index['toJSON']> & {
  invertedIndex: [string, Record<string, unknown>][];
  fieldVectors: [string, number[]][];
};

/** The search bar highlights only the first place a term occurs in a field; later ones are dropped. */
function firstPositionsOnly(postings: Record<string, unknown>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(postings)) {
    if (field === '_index' || typeof value !== 'object' || value === null) {
      compact[field] = value;
      continue;
    }
    const byDocument: Record<string, { position?: unknown[] }> = {};
    for (const [ref, metadata] of Object.entries(value as Record<string, { position?: unknown[] }>)) {
      byDocument[ref] = metadata.position ? { position: metadata.position.slice(0, 1) } : metadata;
    }
    compact[field] = byDocument;
  }
  return compact;
}

function roundWeights(vector: number[]): number[] {
  const scale = 10 ** WEIGHT_DECIMALS;
  // A vector alternates term index and weight.
  return vector.map((value, i) => (i % 2 === 1 ? Math.round(value * scale) / scale : value));
}

/**
 * Text with lunr's wildcard character made a space (same length, so the positions kept for
 * highlighting still point into the document's text). An indexed term holding a `*` became a
 * wildcard edge of the loaded index's token set: a query then expanded to terms the index does not
 * have, and lunr threw (`data legend` failed on a prop description's Markdown, `[**ISO 8601**](...)`).
 */
function withoutWildcards(text: string): string {
  return text.replaceAll('*', ' ');
}

/**
 * The HTML escapes the plugin writes into a document's text (`&quot;`, `&lt;`...) made spaces of
 * the same length. Lunr splits terms at spaces only, so `"06:00"` was indexed as `06:00&quot`
 * and `<LineSeries` as `&lt;lineseri`: terms no query matches, a fifth of the index's entries.
 */
function withoutEscapes(text: string): string {
  return text.replace(/&(?:quot|amp|lt|gt|#39);/g, (escape) => ' '.repeat(escape.length));
}

/** What lunr reads of a document's text: the same length, so highlight positions hold. */
const indexed = (text: string) => withoutEscapes(withoutWildcards(text));

/**
 * The lunr index the plugin's search bar loads, built the way the plugin builds it (ref `id` = the
 * document's position, title and content fields, term positions kept for highlighting), each
 * document weighted by `boosts` (`propBoosts`), then written compactly.
 */
export function buildLunrIndex(docs: readonly SearchDocument[], boosts: readonly number[] = []): object {
  const index = lunr(function () {
    this.ref('id');
    for (const [field, boost] of Object.entries(FIELDS)) this.field(field, { boost });
    this.metadataWhitelist = ['position'];
    docs.forEach((doc, id) =>
      this.add({ id, title: indexed(doc.title), content: indexed(doc.content) }, { boost: boosts[id] ?? 1 }),
    );
  });
  const serialised = index.toJSON() as SerialisedIndex;
  return {
    ...serialised,
    invertedIndex: serialised.invertedIndex.map(([term, postings]) => [term, firstPositionsOnly(postings)]),
    fieldVectors: serialised.fieldVectors.map(([ref, vector]) => [ref, roundWeights(vector)]),
  };
}
