// The search worker: fetches the two search files, loads the lunr index and answers queries, off the
// page's main thread. Loading the index is one long task on a slow phone (PERFORMANCE.md, 'Loading the
// search index'); here it never blocks the reader's scrolling and typing.
import type lunr from 'lunr';
import type { SearchDocument } from '../types';
import { findSearchHits } from './findSearchHits';
import { loadSearchIndex } from './loadSearchIndex';
import { queryWords, vocabularyOf, type Vocabulary } from './queryTerms';
import type { SearchHit } from './searchHit';
import { suggesterOf, type Suggester } from './suggestWords';
import { isSearchWorkerRequest, type SearchFileUrls, type SearchWorkerResponse } from './searchWorkerProtocol';

/** docusaurus-lunr-search's default, used when the search-doc file names none. */
const DEFAULT_MAX_HITS = 5;

interface LoadedIndex {
  index: lunr.Index;
  docs: SearchDocument[];
  maxHits: number;
  vocabulary: Vocabulary;
  suggester: Suggester;
}

let loaded: Promise<LoadedIndex> | undefined;

function answer(message: SearchWorkerResponse): void {
  postMessage(message);
}

async function fetchJson(url: string): Promise<unknown> {
  // Ahead of the idle prefetches of other pages' chunks that start at the same time.
  const response = await fetch(url, { priority: 'high' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function searchDocsOf(file: unknown): { docs: SearchDocument[]; maxHits: number } {
  const { searchDocs, options } = (file ?? {}) as { searchDocs?: unknown; options?: { maxHits?: unknown } };
  if (!Array.isArray(searchDocs)) throw new Error('the search-doc file has no searchDocs array');
  return {
    docs: searchDocs as SearchDocument[],
    maxHits: typeof options?.maxHits === 'number' ? options.maxHits : DEFAULT_MAX_HITS,
  };
}

/**
 * Queries run once the index is in and the box enabled, so the reader's first queries do not wait while
 * lunr's query code is compiled and optimised (a few milliseconds each). Each runs in a task of its own:
 * a query the reader typed meanwhile (`useTypeAhead.ts`) waits for one of them at most, and the box is
 * enabled without waiting for any (PERFORMANCE.md, 'Search box ready').
 */
const WARM_UP_QUERIES = ['chart', 'color', 'data legend', 'spec', 'showLegend', 'Settings'];

function warmUp(index: LoadedIndex, queries: readonly string[]): void {
  const [query, ...rest] = queries;
  if (query === undefined) return;
  setTimeout(() => {
    answerQuery(index, query);
    warmUp(index, rest);
  }, 0);
}

async function loadIndex({ searchDocUrl, lunrIndexUrl }: SearchFileUrls): Promise<LoadedIndex> {
  const [searchDocFile, serialisedIndex] = await Promise.all([fetchJson(searchDocUrl), fetchJson(lunrIndexUrl)]);
  const { docs, maxHits } = searchDocsOf(searchDocFile);
  const index = loadSearchIndex(serialisedIndex);
  const vocabulary = vocabularyOf(index);
  return { docs, maxHits, index, vocabulary, suggester: suggesterOf(docs, vocabulary) };
}

/** The hits for `query` and, when there are none, a query that has some ("did you mean"). */
function answerQuery(
  { index, docs, maxHits, vocabulary, suggester }: LoadedIndex,
  query: string,
): { hits: SearchHit[]; suggestion?: string } {
  const hits = findSearchHits(index, docs, query, maxHits, vocabulary);
  if (hits.length > 0) return { hits };
  const suggestion = suggester.suggest(queryWords(query));
  const found = suggestion !== undefined && findSearchHits(index, docs, suggestion, 1, vocabulary).length > 0;
  return found ? { hits, suggestion } : { hits };
}

onmessage = (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isSearchWorkerRequest(request)) {
    console.error('searchWorker: a message it does not understand:', request);
    return;
  }
  if (request.type === 'load') {
    loaded ??= loadIndex(request);
    loaded.then(
      (index) => {
        answer({ type: 'ready' });
        warmUp(index, WARM_UP_QUERIES);
      },
      (error: unknown) => answer({ type: 'failed', reason: String(error) }),
    );
    return;
  }
  const { id, query } = request;
  if (!loaded) {
    answer({ type: 'error', id, reason: 'a query came before the index was asked for' });
    return;
  }
  loaded
    .then((index) => answerQuery(index, query))
    .then(
      (answered) => answer({ type: 'hits', id, ...answered }),
      (error: unknown) => answer({ type: 'error', id, reason: String(error) }),
    );
};
