import { useCallback, useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { whenIdleAfterLoad } from '@site/src/browser/whenIdleAfterLoad';
import { pluginSearchBarChunk } from './pluginSearchBarChunk';

/** `waiting`: not asked for yet; `loading`: being fetched; then `ready` or `failed`. */
export type SearchIndexState = 'waiting' | 'loading' | 'ready' | 'failed';

interface LunrPluginData {
  fileNames?: { searchDoc?: string; lunrIndex?: string };
}

function isLunrPluginData(data: unknown): data is Required<LunrPluginData> & { fileNames: { searchDoc: string; lunrIndex: string } } {
  const fileNames = (data as LunrPluginData | undefined)?.fileNames;
  return typeof fileNames?.searchDoc === 'string' && typeof fileNames.lunrIndex === 'string';
}

/**
 * Set once the index is loaded and the bar's code has arrived: the navbar (and so the search bar) mounts anew on
 * every page, and the next pages of the visit need not wait for idle time or load again before the box works.
 */
let fetchedThisVisit = false;

/**
 * Starts the search worker, which fetches the two search files and loads the index off the main
 * thread, and fetches the plugin's search bar code, once the page is idle or as soon as `load()` is
 * called (the reader points at the box or presses Ctrl+K); reports whether both succeeded. The lunr
 * plugin's own search bar is mounted only after that: it fetches the same files again (answered
 * from the browser cache), its queries go to the worker, and it would otherwise hang on
 * 'Loading...' for good when the files are unreachable.
 */
export function useSearchIndex(): {
  state: SearchIndexState;
  load: () => void;
  /** The plugin's own search bar, once `state` is `ready`. */
  PluginSearchBar: ReturnType<typeof pluginSearchBarChunk.loaded>;
} {
  const pluginData = usePluginData('docusaurus-lunr-search');
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchIndexState>(() => (fetchedThisVisit ? 'ready' : 'waiting'));

  const load = useCallback(() => {
    setState((current) => (current === 'waiting' ? 'loading' : current));
  }, []);

  useEffect(() => whenIdleAfterLoad(load, 3000), [load]);

  // The plugin's Ctrl+K / ⌘+K focuses its box once it is there; pressed earlier, it starts the load.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'k') load();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [load]);

  useEffect(() => {
    if (state !== 'loading') return;
    if (!isLunrPluginData(pluginData)) {
      console.error('SearchBar: the docusaurus-lunr-search plugin published no index file names; search is off.');
      setState('failed');
      return;
    }
    let cancelled = false;
    const { searchDoc, lunrIndex } = pluginData.fileNames;
    Promise.all([
      // The worker's client is fetched with the bar's code, after load: it is no part of the first visit's scripts.
      import('@site/src/plugins/search-index/client/searchWorkerClient').then(
        ({ startSearchWorker }) => startSearchWorker({ searchDocUrl: `${baseUrl}${searchDoc}`, lunrIndexUrl: `${baseUrl}${lunrIndex}`, baseUrl }).ready,
      ),
      pluginSearchBarChunk.load(),
    ]).then(
      () => {
        fetchedThisVisit = true;
        if (!cancelled) setState('ready');
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
  }, [state, pluginData, baseUrl]);

  return { state, load, PluginSearchBar: state === 'ready' ? pluginSearchBarChunk.loaded() : undefined };
}
