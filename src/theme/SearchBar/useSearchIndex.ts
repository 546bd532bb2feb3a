import { useCallback, useEffect, useRef, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import type { SearchFileUrls } from '@site/src/plugins/content/search-index/client/searchWorkerProtocol';
import type { ResultsRehearsal } from './ResultsRehearsal';
import type { SearchResults } from './SearchResults';

/** The results list, a component of the chunk that comes with the worker. */
export type SearchResultsComponent = typeof SearchResults;
/** The list drawn once out of sight, from the same chunk. */
export type ResultsRehearsalComponent = typeof ResultsRehearsal;

/** `waiting`: not asked for yet; `loading`: being fetched; then `ready` or `failed`. */
export type SearchIndexState = 'waiting' | 'loading' | 'ready' | 'failed';

interface LunrPluginData {
  fileNames?: { searchDoc?: string; lunrIndex?: string };
}

function isLunrPluginData(data: unknown): data is { fileNames: { searchDoc: string; lunrIndex: string } } {
  const fileNames = (data as LunrPluginData | undefined)?.fileNames;
  return typeof fileNames?.searchDoc === 'string' && typeof fileNames.lunrIndex === 'string';
}

/** The search bar's parts that load with the index: the worker that answers, and the list that shows its answers. */
interface LoadedParts {
  worker: SearchWorker;
  Results: SearchResultsComponent;
  Rehearsal: ResultsRehearsalComponent;
}

/**
 * The parts of this visit once the worker has loaded the index: the navbar (and so the search bar)
 * mounts anew on every page, and the next pages of the visit need not wait for idle time or load again.
 */
let readyParts: LoadedParts | undefined;

/** The parts being loaded, once per visit; dropped if they could not be, so that a later page tries again. */
let loadingParts: Promise<LoadedParts> | undefined;

/**
 * Fetches the worker's client and the results list, and starts the worker as soon as its client is in
 * (the results list comes meanwhile). Called from the event that asks for the index, not from an effect
 * after a render: on a busy page that render came hundreds of milliseconds after the load event.
 */
function loadParts(files: SearchFileUrls): Promise<LoadedParts> {
  if (loadingParts) return loadingParts;
  const results = import('./resultsChunk');
  const loading = import('@site/src/plugins/content/search-index/client/searchWorkerClient').then(
    ({ startSearchWorker }) => {
      const started = startSearchWorker(files);
      return Promise.all([started.ready, results]).then(([, { SearchResults, ResultsRehearsal }]): LoadedParts => ({
        worker: started,
        Results: SearchResults,
        Rehearsal: ResultsRehearsal,
      }));
    },
  );
  loadingParts = loading;
  loading.then(
    (parts) => {
      readyParts = parts;
    },
    () => {
      if (loadingParts === loading) loadingParts = undefined;
    },
  );
  return loading;
}

/**
 * Starts the search worker, which fetches the two search files named in docusaurus-lunr-search's
 * global data and loads the index off the main thread, at the page's load event or as soon as `load()`
 * is called (the reader points at the box or presses Ctrl+K); reports whether that succeeded. The
 * worker's client code and the results list are fetched then too: no part of a first visit's scripts,
 * and in before the box is enabled, so a first query waits for neither.
 */
export function useSearchIndex(): {
  state: SearchIndexState;
  load: () => void;
  /** The worker that answers queries, once `state` is `ready`. */
  worker: SearchWorker | undefined;
  /** The results list, once `state` is `ready`. */
  Results: SearchResultsComponent | undefined;
  /** The list drawn once out of sight, once `state` is `ready`. */
  Rehearsal: ResultsRehearsalComponent | undefined;
} {
  const pluginData = usePluginData('docusaurus-lunr-search');
  const baseUrl = useBaseUrl('/');
  const [parts, setParts] = useState(readyParts);
  const [state, setState] = useState<SearchIndexState>(() => (readyParts ? 'ready' : 'waiting'));
  // Whether this mount is still there to hear the answer, and whether it has asked already: it asks once,
  // so a box that failed stays failed on this page (a later page tries again).
  const mounted = useRef(true);
  const asked = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Without the plugin's file names there is nothing to load: the box fails as soon as loading starts.
  const fileNames = isLunrPluginData(pluginData) ? pluginData.fileNames : undefined;
  const searchDocUrl = fileNames && `${baseUrl}${fileNames.searchDoc}`;
  const lunrIndexUrl = fileNames && `${baseUrl}${fileNames.lunrIndex}`;

  const load = useCallback(() => {
    if (readyParts || asked.current) return;
    asked.current = true;
    if (searchDocUrl === undefined || lunrIndexUrl === undefined) {
      console.error('SearchBar: the docusaurus-lunr-search plugin published no index file names; search is off.');
      setState('failed');
      return;
    }
    setState('loading');
    loadParts({ searchDocUrl, lunrIndexUrl }).then(
      (loaded) => {
        if (!mounted.current) return;
        setParts(loaded);
        setState('ready');
      },
      (error: unknown) => {
        if (!mounted.current) return;
        console.warn(`SearchBar: the search index could not be loaded (${String(error)}).`);
        setState('failed');
      },
    );
  }, [searchDocUrl, lunrIndexUrl]);

  useEffect(() => {
    // At the load event, not at the first idle moment after it: the code blocks' swap and the prefetches
    // of idle time would go first (PERFORMANCE.md, 'Search box ready').
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(load, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, [load]);

  const ready = state === 'ready';
  return {
    state,
    load,
    worker: ready ? parts?.worker : undefined,
    Results: ready ? parts?.Results : undefined,
    Rehearsal: ready ? parts?.Rehearsal : undefined,
  };
}
