import { useCallback, useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { whenIdleAfterLoad } from '@site/src/browser/whenIdleAfterLoad';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';

/** `waiting`: not asked for yet; `loading`: being fetched; then `ready` or `failed`. */
export type SearchIndexState = 'waiting' | 'loading' | 'ready' | 'failed';

interface LunrPluginData {
  fileNames?: { searchDoc?: string; lunrIndex?: string };
}

function isLunrPluginData(data: unknown): data is { fileNames: { searchDoc: string; lunrIndex: string } } {
  const fileNames = (data as LunrPluginData | undefined)?.fileNames;
  return typeof fileNames?.searchDoc === 'string' && typeof fileNames.lunrIndex === 'string';
}

/**
 * The worker of this visit once it has loaded the index: the navbar (and so the search bar) mounts
 * anew on every page, and the next pages of the visit need not wait for idle time or load again.
 */
let readyWorker: SearchWorker | undefined;

/**
 * Starts the search worker, which fetches the two search files named in docusaurus-lunr-search's
 * global data and loads the index off the main thread, once the page is idle or as soon as `load()`
 * is called (the reader points at the box or presses Ctrl+K); reports whether that succeeded. The
 * worker's client code is fetched then too: it is no part of a first visit's scripts.
 */
export function useSearchIndex(): {
  state: SearchIndexState;
  load: () => void;
  /** The worker that answers queries, once `state` is `ready`. */
  worker: SearchWorker | undefined;
} {
  const pluginData = usePluginData('docusaurus-lunr-search');
  const baseUrl = useBaseUrl('/');
  const [worker, setWorker] = useState(readyWorker);
  const [state, setState] = useState<SearchIndexState>(() => (readyWorker ? 'ready' : 'waiting'));

  const load = useCallback(() => {
    setState((current) => (current === 'waiting' ? 'loading' : current));
  }, []);

  useEffect(() => whenIdleAfterLoad(load, 3000), [load]);

  // Without the plugin's file names there is nothing to load: the box fails as soon as loading starts.
  const fileNames = isLunrPluginData(pluginData) ? pluginData.fileNames : undefined;
  const shownState = state === 'loading' && !fileNames ? 'failed' : state;

  useEffect(() => {
    if (state !== 'loading') return;
    if (!fileNames) {
      console.error('SearchBar: the docusaurus-lunr-search plugin published no index file names; search is off.');
      return;
    }
    let cancelled = false;
    const { searchDoc, lunrIndex } = fileNames;
    import('@site/src/plugins/content/search-index/client/searchWorkerClient')
      .then(({ startSearchWorker }) => {
        const started = startSearchWorker({
          searchDocUrl: `${baseUrl}${searchDoc}`,
          lunrIndexUrl: `${baseUrl}${lunrIndex}`,
        });
        return started.ready.then(() => started);
      })
      .then(
        (started) => {
          readyWorker = started;
          if (cancelled) return;
          setWorker(started);
          setState('ready');
        },
        (error: unknown) => {
          if (cancelled) return;
          console.warn(`SearchBar: the search index could not be loaded (${String(error)}).`);
          setState('failed');
        },
      );
    return () => {
      cancelled = true;
    };
  }, [state, fileNames, baseUrl]);

  return { state: shownState, load, worker: state === 'ready' ? worker : undefined };
}
