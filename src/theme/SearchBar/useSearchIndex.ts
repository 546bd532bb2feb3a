import { useCallback, useEffect, useRef, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { afterLoad } from '@site/src/browser/afterLoad';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import { loadSearchParts, searchPartsReady, type LoadedParts, type SearchResultsComponent } from './searchParts';
import { searchFileUrls } from './searchFileUrls';

/** `waiting`: not asked for yet; `loading`: being fetched; then `ready` or `failed`. */
export type SearchIndexState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The search worker, which fetches the two search files docusaurus-lunr-search names in its global data
 * (`searchFileUrls.ts`) and loads the index off the main thread, and the box's state. On a visit's first page the
 * worker is started at the load event by `startAtPageLoad.ts`, while React may still be hydrating; the
 * bar asks for it again at the load event (or at once if the page has loaded), and as soon as `load()` is
 * called (the reader points at the box or presses Ctrl+K): the same load, answered when it settles. The
 * worker's client code and the results list are fetched with it: no part of a first visit's scripts, and
 * in before the box is enabled, so a first query waits for neither.
 */
export function useSearchIndex(): {
  state: SearchIndexState;
  load: () => void;
  /** The worker that answers queries, once `state` is `ready`. */
  worker: SearchWorker | undefined;
  /** The results list, once `state` is `ready`. */
  Results: SearchResultsComponent | undefined;
} {
  // While React hydrates the first page the box renders as the server did, disabled and 'Loading...', even
  // if the parts came in first (hydration keeps the server's attributes); a bar mounted on a later page of
  // the visit, or after hydration, starts ready.
  const isBrowser = useIsBrowser();
  const [parts, setParts] = useState<LoadedParts | undefined>(() => (isBrowser ? searchPartsReady() : undefined));
  const [state, setState] = useState<SearchIndexState>(() => (isBrowser && searchPartsReady() ? 'ready' : 'waiting'));
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

  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    const ready = searchPartsReady();
    if (ready) {
      setParts(ready);
      setState('ready');
      return;
    }
    const files = searchFileUrls();
    if (files === undefined) {
      console.error('SearchBar: the docusaurus-lunr-search plugin published no index file names; search is off.');
      setState('failed');
      return;
    }
    setState('loading');
    loadSearchParts(files).then(
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
  }, []);

  // At the load event, not at the first idle moment after it: the code blocks' swap and the prefetches
  // of idle time would go first (PERFORMANCE.md, 'Search box ready').
  useEffect(() => afterLoad(load), [load]);

  const ready = state === 'ready';
  return {
    state,
    load,
    worker: ready ? parts?.worker : undefined,
    Results: ready ? parts?.Results : undefined,
  };
}
