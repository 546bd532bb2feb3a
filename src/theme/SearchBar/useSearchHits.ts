import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchHit } from '@site/src/plugins/search-index/client/searchHit';
import type { SearchWorker } from '@site/src/plugins/search-index/client/searchWorkerClient';

/** The hits for a query, and the query they answer (the box may hold a newer one by now). */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
}

/**
 * Asks the worker for the hits of `query` whenever it changes, and keeps the answer to the latest
 * one: an answer to an older query that arrives late is dropped. While the reader types on, the
 * answer to the previous query stays until the next one arrives; an emptied box drops it, so a new
 * query never shows another's results. Undefined while the box is empty or the worker is not ready.
 * A query the worker could not answer counts as one without hits.
 */
export function useSearchHits(worker: SearchWorker | undefined, query: string): SearchAnswer | undefined {
  const [answer, setAnswer] = useState<SearchAnswer>();
  const trimmed = query.trim();
  if (trimmed === '' && answer !== undefined) setAnswer(undefined);

  useEffect(() => {
    if (!worker || trimmed === '') {
      setAnswer(undefined);
      return;
    }
    let latest = true;
    worker.search(trimmed).then(
      // Rendered in the task that brings the answer, not in one scheduled after it: the results show a frame sooner.
      (hits) => latest && flushSync(() => setAnswer({ query: trimmed, hits })),
      (error: unknown) => {
        console.error(`SearchBar: no hits for ${JSON.stringify(trimmed.slice(0, 80))}:`, error);
        if (latest) setAnswer({ query: trimmed, hits: [] });
      },
    );
    return () => {
      latest = false;
    };
  }, [worker, trimmed]);

  return trimmed === '' ? undefined : answer;
}
