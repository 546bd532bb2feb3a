import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';

/** The hits for a query, and the query they answer (the box may hold a newer one by now). */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
  /** When there are no hits, a query that has some ("did you mean"). */
  suggestion?: string;
}

/**
 * The answer to the latest query, and `ask`, which sends a query to the worker at once, from the
 * input event itself, so the worker searches while React renders the keystroke. An answer to an
 * older query that arrives late is dropped. While the reader types on, the previous answer stays
 * until the next one arrives; an emptied box drops it, so a new query never shows another's
 * results. A query the worker could not answer counts as one without hits.
 */
export function useSearchHits(worker: SearchWorker | undefined): {
  answer: SearchAnswer | undefined;
  ask: (query: string) => void;
} {
  const [answer, setAnswer] = useState<SearchAnswer>();
  const latest = useRef(0);

  const ask = useCallback(
    (query: string) => {
      latest.current += 1;
      const asked = latest.current;
      const trimmed = query.trim();
      if (!worker || trimmed === '') {
        setAnswer(undefined);
        return;
      }
      worker.search(trimmed).then(
        (answered) => {
          // Rendered in the task that brings the answer, not in one scheduled after it: the results show a frame sooner.
          if (asked === latest.current) flushSync(() => setAnswer({ query: trimmed, ...answered }));
        },
        (error: unknown) => {
          console.error(`SearchBar: no hits for ${JSON.stringify(trimmed.slice(0, 80))}:`, error);
          if (asked === latest.current) setAnswer({ query: trimmed, hits: [] });
        },
      );
    },
    [worker],
  );

  return { answer, ask };
}
