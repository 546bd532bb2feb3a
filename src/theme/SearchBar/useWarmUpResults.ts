import { useEffect, useState } from 'react';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import type { SearchAnswer } from './useSearchHits';

/** A query whose answer has every part of a result: kinds, titles, marked words and text. */
const WARM_UP_QUERY = 'legend position';

/** Whether this visit has drawn the warm-up list: the code and styles it warmed serve its later pages too. */
let warmedUp = false;

/**
 * A reader's first query took about twice as long as the next ones from its answer to the frame that
 * showed it (PERFORMANCE.md, 'The first search query'): the results' components ran for the first time
 * and their styles and text were laid out for the first time. So once the worker has the index, and
 * before the box is enabled, one answer is drawn out of sight (`answer`, for the bar to render hidden)
 * and dropped after the frame that drew it. `done` says the warm-up is over, or was not needed; a
 * warm-up query that fails is reported and ends the warm-up, since the reader's own queries may still work.
 */
export function useWarmUpResults(worker: SearchWorker | undefined): {
  answer: SearchAnswer | undefined;
  done: boolean;
} {
  const [answer, setAnswer] = useState<SearchAnswer>();
  const [done, setDone] = useState(warmedUp);

  useEffect(() => {
    if (!worker || warmedUp) return;
    let cancelled = false;
    worker.search(WARM_UP_QUERY).then(
      (answered) => {
        if (!cancelled) setAnswer({ query: WARM_UP_QUERY, ...answered });
      },
      (error: unknown) => {
        console.warn('SearchBar: the warm-up query failed; the box is enabled without it.', error);
        warmedUp = true;
        if (!cancelled) setDone(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [worker]);

  useEffect(() => {
    if (!answer) return;
    // A frame's animation callbacks run before it is drawn: the second one comes after the list was drawn.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        warmedUp = true;
        setAnswer(undefined);
        setDone(true);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [answer]);

  return { answer, done };
}
