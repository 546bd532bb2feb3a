import { startedSearchWorker } from './searchWorkerClient';

/**
 * Stands in for docusaurus-lunr-search's search adapter (its `lunar-search.js`) in the browser's
 * bundle: the plugin's DocSearch builds one when its box is set up, and asks it for hits on every
 * keystroke. The index and lunr itself are in the search worker (`searchWorker.ts`), which runs the
 * plugin's own adapter; this one passes the queries on. The search bar (`useSearchIndex`) starts
 * the worker before the plugin's bar mounts, so the index the plugin hands in here is not needed.
 */
export default class WorkerSearchAdapter {
  search(input: string): Promise<unknown[]> {
    const worker = startedSearchWorker();
    if (!worker) {
      console.error('WorkerSearchAdapter: no search worker was started; the search bar starts it before the box is set up.');
      return Promise.resolve([]);
    }
    return worker.search(input).catch((error: unknown) => {
      console.error(`WorkerSearchAdapter: no hits for ${JSON.stringify(input.slice(0, 80))}:`, error);
      return [];
    });
  }
}
