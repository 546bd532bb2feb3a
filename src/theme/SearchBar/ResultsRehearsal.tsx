import React, { type ReactNode } from 'react';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import { SearchResults } from './SearchResults';
import { useResultsRehearsal } from './useResultsRehearsal';
import styles from './styles.module.css';

/** The rehearsed list is never seen: nothing in it can be chosen. */
const noList = { current: null };
const ignoreHit = (_hit: SearchHit) => undefined;
const ignoreSuggestion = (_query: string) => undefined;

/**
 * The results list drawn once out of sight (`useResultsRehearsal.ts`), hidden from sight and from
 * assistive technology. In the chunk that comes with the worker, with the list itself: no page's first
 * scripts carry it.
 */
export function ResultsRehearsal({
  worker,
  readerHasTyped,
}: {
  worker: SearchWorker;
  readerHasTyped: boolean;
}): ReactNode {
  const answer = useResultsRehearsal(worker, readerHasTyped);
  if (!answer) return null;
  return (
    <div className={styles.rehearsal} aria-hidden data-search-rehearsal="">
      <SearchResults answer={answer} listRef={noList} onChoose={ignoreHit} onSuggest={ignoreSuggestion} />
    </div>
  );
}
