import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import type { SearchFileUrls } from '@site/src/plugins/content/search-index/client/searchWorkerProtocol';
import type { SearchResults } from './SearchResults';

/** The results list, a component of the chunk that comes with the worker. */
export type SearchResultsComponent = typeof SearchResults;

/** The search bar's parts that load with the index: the worker that answers, and the list that shows its answers. */
export interface LoadedParts {
  worker: SearchWorker;
  Results: SearchResultsComponent;
}

/**
 * The parts of this visit once the worker has loaded the index: the navbar (and so the search bar)
 * mounts anew on every page, and the next pages of the visit need not wait or load again.
 */
let readyParts: LoadedParts | undefined;

/** The parts being loaded, once per visit; dropped if they could not be, so that a later page tries again. */
let loadingParts: Promise<LoadedParts> | undefined;

/** The parts, if the index is in already. */
export function searchPartsReady(): LoadedParts | undefined {
  return readyParts;
}

/**
 * Fetches the worker's client and the results list, and starts the worker as soon as its client is in
 * (the results list comes meanwhile); the list is rehearsed before the parts are handed over. Called at the first page's load event by `startAtPageLoad.ts`, which
 * does not wait for React to hydrate the search bar, and by the search bar when the reader asks first.
 */
export function loadSearchParts(files: SearchFileUrls): Promise<LoadedParts> {
  if (loadingParts) return loadingParts;
  const results = import('./resultsChunk');
  const loading = import('@site/src/plugins/content/search-index/client/searchWorkerClient').then(
    ({ startSearchWorker }) => {
      const started = startSearchWorker(files);
      // The results list is drawn once out of sight before the parts are handed over (`rehearseResults`).
      return Promise.all([started.ready, results]).then(([, { SearchResults, rehearseResults }]) =>
        rehearseResults(started).then((): LoadedParts => ({ worker: started, Results: SearchResults })),
      );
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
