import lunr from 'lunr';
import { assertCompactIndex, WEIGHT_SCALE } from './compactIndex';

/** Every posting's metadata: none is kept (no positions), and lunr only reads its keys. */
const NO_METADATA: Readonly<Record<string, never>> = Object.freeze({});

type Posting = { _index: number } & Record<string, Record<string, object> | number>;

/**
 * A lunr index from the compact file (`compactIndex.ts`), through lunr's public constructor: the postings
 * derived from the documents' vectors, and the token set, which expands a query's terms (a prefix, a
 * typo), as a trie of the sorted terms. `lunr.Index.load` builds that set as a minimised automaton, which
 * took as long as the rest of loading, and whose state keys ran labels and ids together so that with
 * digits two states could merge: the automaton then accepted words that are no term (`608` beside `60`,
 * `600` and `688/`) and a query expanding to one threw. A trie has no merged states.
 */
export function loadSearchIndex(data: unknown): lunr.Index {
  assertCompactIndex(data);
  if (data.lunr !== lunr.version) {
    throw new Error(`the search index was built with lunr ${data.lunr}; this page has lunr ${lunr.version}`);
  }
  const { fields, terms, vectors } = data;
  const invertedIndex: Record<string, Posting> = Object.create(null) as Record<string, Posting>;
  const postings = terms.map((term, i) => {
    const posting: Posting = { _index: i };
    for (const field of fields) posting[field] = {};
    invertedIndex[term] = posting;
    return posting;
  });
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null) as Record<string, lunr.Vector>;
  vectors.forEach((docVectors, ref) => {
    docVectors.forEach((pairs, f) => {
      const field = fields[f] ?? '';
      const elements: number[] = [];
      let term = 0;
      for (let i = 0; i < pairs.length; i += 2) {
        term += pairs[i] ?? 0;
        elements.push(term, (pairs[i + 1] ?? 0) / WEIGHT_SCALE);
        const byDocument = postings[term]?.[field];
        if (typeof byDocument !== 'object') throw new Error(`the search index names term ${term}, which it lacks`);
        byDocument[ref] = NO_METADATA;
      }
      if (elements.length > 0) fieldVectors[`${field}/${ref}`] = new lunr.Vector(elements);
    });
  });
  // @types/lunr 2.3.7 calls the vectors `documentVectors`; lunr 2.3.9's constructor reads `fieldVectors`.
  const attributes: lunr.Index.Attributes & { fieldVectors: Record<string, lunr.Vector> } = {
    invertedIndex,
    documentVectors: fieldVectors,
    fieldVectors,
    tokenSet: trieOf(terms),
    fields,
    // The pipeline lunr's builder gives queries (its `searchPipeline`): the stemmer alone.
    pipeline: lunr.Pipeline.load(['stemmer']),
  };
  return new lunr.Index(attributes);
}

/** A token set's node as lunr 2.3.9 reads it in `intersect` (@types/lunr leaves these out). */
interface TrieNode {
  edges: Record<string, TrieNode | undefined>;
  final: boolean;
}

const newNode = () => new lunr.TokenSet() as lunr.TokenSet & TrieNode;

/** The terms as a trie of lunr token-set nodes, one edge per character as lunr's `TokenSet.fromString` reads a word. */
function trieOf(terms: readonly string[]): lunr.TokenSet {
  const root = newNode();
  for (const term of terms) {
    let node: TrieNode = root;
    for (let i = 0; i < term.length; i += 1) node = node.edges[term.charAt(i)] ??= newNode();
    node.final = true;
  }
  return root;
}
