import lunr from 'lunr';
import { assertCompactIndex, WEIGHT_SCALE } from './compactIndex';

/** Every posting's metadata: none is kept (no positions), and lunr only reads its keys. */
const NO_METADATA: Readonly<Record<string, never>> = Object.freeze({});

type Posting = { _index: number } & Record<string, Record<string, object> | number>;

/**
 * A lunr index from the compact file (`compactIndex.ts`), through lunr's public constructor. The field
 * vectors are built from the file, and the postings lunr looks terms up in are derived from them: which
 * documents hold each term, counted and filled into one array, and each term's posting object made only
 * when a query first reads it (a getter that replaces itself), since a visit's queries read a few dozen of
 * the index's thousands of terms. The token set, which expands a query's terms (a prefix, a typo), is a
 * trie of the sorted terms. `lunr.Index.load` builds it as a minimised automaton, which took as long as the
 * rest of loading, and whose state keys ran labels and ids together so that with digits two states could
 * merge: the automaton then accepted words that are no term (`608` beside `60`, `600` and `688/`) and a
 * query expanding to one threw. A trie has no merged states. PERFORMANCE.md, 'Search index in its compact
 * form', has what each step costs.
 */
export function loadSearchIndex(data: unknown): lunr.Index {
  assertCompactIndex(data);
  if (data.lunr !== lunr.version) {
    throw new Error(`the search index was built with lunr ${data.lunr}; this page has lunr ${lunr.version}`);
  }
  const { fields, terms, vectors } = data;
  const slots = terms.length * fields.length;
  const slot = (term: number, field: number) => term * fields.length + field;
  // Pass 1: how many documents hold each term in each field; then where each (term, field)'s list starts.
  const starts = new Int32Array(slots + 1);
  vectors.forEach((docVectors) =>
    docVectors.forEach((pairs, field) => {
      let term = 0;
      for (let i = 0; i < pairs.length; i += 2) {
        term += pairs[i] ?? 0;
        if (term >= terms.length) throw new Error(`the search index names term ${term}, which it lacks`);
        starts[slot(term, field) + 1] = (starts[slot(term, field) + 1] ?? 0) + 1;
      }
    }),
  );
  for (let i = 1; i <= slots; i += 1) starts[i] = (starts[i] ?? 0) + (starts[i - 1] ?? 0);
  // Pass 2: the vectors, and each document written into its terms' lists.
  const next = starts.slice(0, slots);
  const refs = new Int32Array(starts[slots] ?? 0);
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null) as Record<string, lunr.Vector>;
  vectors.forEach((docVectors, ref) => {
    docVectors.forEach((pairs, field) => {
      if (pairs.length === 0) return;
      const elements = new Array<number>(pairs.length);
      let term = 0;
      for (let i = 0; i < pairs.length; i += 2) {
        term += pairs[i] ?? 0;
        elements[i] = term;
        elements[i + 1] = (pairs[i + 1] ?? 0) / WEIGHT_SCALE;
        const at = slot(term, field);
        refs[next[at] ?? 0] = ref;
        next[at] = (next[at] ?? 0) + 1;
      }
      fieldVectors[`${fields[field]}/${ref}`] = new lunr.Vector(elements);
    });
  });
  const postingOf = (term: number): Posting => {
    const posting: Posting = { _index: term };
    fields.forEach((name, field) => {
      const byDocument: Record<string, object> = {};
      for (let k = starts[slot(term, field)] ?? 0; k < (starts[slot(term, field) + 1] ?? 0); k += 1) {
        byDocument[refs[k] ?? 0] = NO_METADATA;
      }
      posting[name] = byDocument;
    });
    return posting;
  };
  const invertedIndex = Object.create(null) as Record<string, Posting>;
  terms.forEach((term, i) => {
    Object.defineProperty(invertedIndex, term, {
      configurable: true,
      enumerable: true,
      get() {
        const posting = postingOf(i);
        Object.defineProperty(invertedIndex, term, { value: posting, enumerable: true, configurable: true });
        return posting;
      },
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
