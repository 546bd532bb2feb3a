import lunr from 'lunr';
import type { SearchDocument } from '../types';
import type { SearchHit } from './searchHit';

/** How much text an excerpt shows around a match in the text, in characters (cut at word boundaries). */
const CONTEXT_BEFORE = 50;
const CONTEXT_AFTER = 90;

/** docusaurus-lunr-search splits queries into words at spaces, hyphens and slashes (and lowercases them, as lunr's tokenizer does). */
const QUERY_SEPARATOR = /[\s\-/]+/;

type Positions = Record<string, { position?: [number, number][] } | undefined>;

/**
 * The documents that match `input`, best first, at most `maxHits`, each once. The query is the one
 * docusaurus-lunr-search's adapter builds, every word of the input as a whole term (boosted), except
 * that only the last word also matches as the start of a term (the adapter takes every word so).
 */
export function findSearchHits(
  index: lunr.Index,
  docs: readonly SearchDocument[],
  input: string,
  maxHits: number,
): SearchHit[] {
  const tokens = input
    .toLowerCase()
    .split(QUERY_SEPARATOR)
    .filter((token) => token.length > 0);
  if (tokens.length === 0) return [];
  // Only the last word is still being typed: it matches as a prefix too. Earlier words are whole,
  // so the `is` of a pasted error message ("window is not defined") does not match `IsAny`.
  const typing = tokens[tokens.length - 1] as string;
  const results =
    queryOrNull(index, (query) => {
      query.term(tokens, { boost: 10 });
      query.term(typing, { wildcard: lunr.Query.wildcard.TRAILING });
    }) ??
    queryOrNull(index, (query) => query.term(tokens, { boost: 10 })) ??
    [];
  const hits: SearchHit[] = [];
  for (const result of results) {
    const doc = docs[Number(result.ref)];
    if (!doc) continue;
    hits.push(hitOf(doc, Object.values(result.matchData.metadata as Record<string, Positions>)));
    if (hits.length === maxHits) break;
  }
  return hits;
}

/**
 * Lunr 2.3.9 rebuilds a loaded index's token set as a minimised automaton, and keys its states by
 * strings that run edge labels and state ids together: with digits in terms, two different states
 * can get one key and be merged, so the automaton accepts words that are no term (`608` beside `60`,
 * `600` and `688/`; which ones depends on a global id counter, so it differs from load to load). A
 * query that expands to such a word looks it up, finds nothing and throws a TypeError. Then the
 * query is tried without its prefix match, and failing that answers nothing, rather than throwing.
 */
function queryOrNull(index: lunr.Index, build: lunr.Index.QueryBuilder): lunr.Index.Result[] | null {
  try {
    return index.query(build);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

function hitOf(doc: SearchDocument, matches: Positions[]): SearchHit {
  const titles = doc.type === 1 && doc.pageTitle ? [doc.pageTitle, doc.title] : [doc.title];
  const inTitle = firstPosition(matches, 'title');
  if (inTitle) return { url: doc.url, titles, match: { in: 'title', ...split(doc.title, inTitle) } };
  const inText = firstPosition(matches, 'content');
  if (!inText)
    return { url: doc.url, titles, match: { in: 'text', before: '', word: '', after: excerptEnd(doc.content) } };
  const { before, word, after } = split(doc.content, inText);
  return { url: doc.url, titles, match: { in: 'text', before: excerptStart(before), word, after: excerptEnd(after) } };
}

function firstPosition(matches: Positions[], field: string): [number, number] | undefined {
  for (const match of matches) {
    const position = match[field]?.position?.[0];
    if (position) return position;
  }
  return undefined;
}

function split(text: string, [start, length]: [number, number]) {
  return { before: text.slice(0, start), word: text.slice(start, start + length), after: text.slice(start + length) };
}

/** The last few words of `text`, with an ellipsis if some were left out. */
function excerptStart(text: string): string {
  if (text.length <= CONTEXT_BEFORE) return text;
  const cut = text.slice(-CONTEXT_BEFORE);
  const space = cut.indexOf(' ');
  return `…${space === -1 ? cut : cut.slice(space)}`;
}

/** The first few words of `text`, with an ellipsis if some were left out. */
function excerptEnd(text: string): string {
  if (text.length <= CONTEXT_AFTER) return text;
  const cut = text.slice(0, CONTEXT_AFTER);
  const space = cut.lastIndexOf(' ');
  return `${space <= 0 ? cut : cut.slice(0, space)} …`;
}
