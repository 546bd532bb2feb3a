// The search worker: the lunr plugin's own search adapter (lunr and its hit formatting), run off
// the page's main thread. Loading the index (`lunr.Index.load` over 1.3 MB of JSON) is a task of
// half a second on a slow phone; here it no longer blocks the reader's scrolling and typing.
import LunrSearchAdapter from 'docusaurus-lunr-search/src/theme/SearchBar/lunar-search';
import { isSearchWorkerRequest, type SearchFileUrls, type SearchWorkerResponse } from './searchWorkerProtocol';

/** docusaurus-lunr-search's default, used when the search-doc file names none. */
const DEFAULT_MAX_HITS = 5;

let adapter: Promise<LunrSearchAdapter> | undefined;

function answer(message: SearchWorkerResponse): void {
  postMessage(message);
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function searchDocsOf(file: unknown): { searchDocs: unknown[]; maxHits: number } {
  const { searchDocs, options } = (file ?? {}) as { searchDocs?: unknown; options?: { maxHits?: unknown } };
  if (!Array.isArray(searchDocs)) throw new Error('the search-doc file has no searchDocs array');
  return { searchDocs, maxHits: typeof options?.maxHits === 'number' ? options.maxHits : DEFAULT_MAX_HITS };
}

async function loadIndex({ searchDocUrl, lunrIndexUrl, baseUrl }: SearchFileUrls): Promise<LunrSearchAdapter> {
  const [searchDocFile, lunrIndex] = await Promise.all([fetchJson(searchDocUrl), fetchJson(lunrIndexUrl)]);
  const { searchDocs, maxHits } = searchDocsOf(searchDocFile);
  return new LunrSearchAdapter(searchDocs, lunrIndex, baseUrl, maxHits);
}

onmessage = (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isSearchWorkerRequest(request)) {
    console.error('searchWorker: a message it does not understand:', request);
    return;
  }
  if (request.type === 'load') {
    adapter ??= loadIndex(request);
    adapter.then(
      () => answer({ type: 'ready' }),
      (error: unknown) => answer({ type: 'failed', reason: String(error) }),
    );
    return;
  }
  const { id, query } = request;
  if (!adapter) {
    answer({ type: 'error', id, reason: 'a query came before the index was asked for' });
    return;
  }
  adapter
    .then((loaded) => loaded.search(query))
    .then(
      (hits) => answer({ type: 'hits', id, hits }),
      (error: unknown) => answer({ type: 'error', id, reason: String(error) }),
    );
};
