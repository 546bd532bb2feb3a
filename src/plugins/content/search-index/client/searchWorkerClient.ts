import type { SearchHit } from './searchHit';
import { isSearchWorkerResponse, type SearchFileUrls, type SearchWorkerRequest } from './searchWorkerProtocol';
import { listenForTyping } from '@site/src/browser/typingPause';

/** The search worker as the page sees it. */
export interface SearchWorker {
  /** Settles once the worker has loaded the index, or could not. */
  ready: Promise<void>;
  /** The hits for `query`, best first, and a query with hits when it has none. */
  search(query: string): Promise<SearchAnswerData>;
}

/** What the worker answers a query. */
export interface SearchAnswerData {
  hits: SearchHit[];
  /** When there are no hits: the query with each unknown word replaced by the closest title word. */
  suggestion?: string;
}

let current: SearchWorker | undefined;

/** The search worker started in this visit, if any. */
export function startedSearchWorker(): SearchWorker | undefined {
  return current;
}

/**
 * Starts the search worker and has it load the index, once per visit: the next pages of the visit
 * reuse it. A worker that could not load the index is dropped, so a later page can try again.
 */
export function startSearchWorker(files: SearchFileUrls): SearchWorker {
  if (!current) {
    // What the page starts on its own waits while the reader types (typingPause.ts); the search starts at the
    // first page's load event, before its box can take a key, and so hears the reader's first keystroke.
    listenForTyping();
    const worker = spawn(files);
    worker.ready.catch(() => {
      if (current === worker) current = undefined;
    });
    current = worker;
  }
  return current;
}

function spawn(files: SearchFileUrls): SearchWorker {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const pending = new Map<number, { resolve: (answer: SearchAnswerData) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const send = (request: SearchWorkerRequest) => worker.postMessage(request);

  const ready = new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      worker.terminate();
      const error = new Error(`the search worker could not load the index (${reason})`);
      for (const { reject: rejectQuery } of pending.values()) rejectQuery(error);
      pending.clear();
      reject(error);
    };
    worker.onerror = (event) => fail(event.message || 'its script did not run');
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isSearchWorkerResponse(message)) {
        console.error('SearchWorker: an answer it does not understand:', message);
        return;
      }
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') fail(message.reason);
      else {
        const query = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'hits')
          query?.resolve(
            message.suggestion === undefined
              ? { hits: message.hits }
              : { hits: message.hits, suggestion: message.suggestion },
          );
        else query?.reject(new Error(`the search worker could not answer (${message.reason})`));
      }
    };
  });
  send({ type: 'load', ...files });

  return {
    ready,
    search(query) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ type: 'search', id, query });
      });
    },
  };
}
