import { useEffect, useState } from 'react';
import { requestIdle } from '@site/src/browser/requestIdle';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import type { SearchAnswer } from './useSearchHits';

/** A query with a full list of results, of the kinds a reader meets (guides, examples, props). */
const REHEARSAL_QUERY = 'legend';

/** How long after the box is ready the rehearsal may wait for an idle main thread. */
const IDLE_TIMEOUT_MS = 2000;

/** Once per visit: the next pages of the visit reuse the warmed code and caches. */
let rehearsed = false;

/**
 * A reader's first query took longer than the next ones from typing to results shown, most of it on the
 * page's main thread: the first render of the results list and the first layout of its panel
 * (PERFORMANCE.md, 'First search query'). So once per visit, when the box is ready, nothing has been typed
 * and the main thread is idle, the list is drawn once out of sight with a real answer and then removed. At
 * an idle moment, not at once: drawn as the box turns ready, the rehearsal took the time of a reader who
 * typed at that moment instead of saving it. Returns the answer to draw, or `undefined` once that is done
 * (or while it waits).
 */
export function useResultsRehearsal(worker: SearchWorker, readerHasTyped: boolean): SearchAnswer | undefined {
  const [answer, setAnswer] = useState<SearchAnswer>();

  useEffect(() => {
    // A reader who has typed has drawn the list already: drawn later, while they type on, the rehearsal only
    // took the time of one of their queries.
    if (readerHasTyped) rehearsed = true;
    if (rehearsed) return undefined;
    let cancelled = false;
    const cancelIdle = requestIdle(() => {
      if (rehearsed) return;
      rehearsed = true;
      worker.search(REHEARSAL_QUERY).then(
        (answered) => {
          if (!cancelled) setAnswer({ query: REHEARSAL_QUERY, ...answered });
        },
        // The reader's own queries will say the same; the rehearsal only saves them time.
        (error: unknown) => console.warn('SearchBar: the results list could not be rehearsed:', error),
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [worker, readerHasTyped]);

  // Drawn for one frame (its layout done), then gone.
  useEffect(() => {
    if (!answer) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setAnswer(undefined));
    });
    return () => cancelAnimationFrame(frame);
  }, [answer]);

  return answer;
}
