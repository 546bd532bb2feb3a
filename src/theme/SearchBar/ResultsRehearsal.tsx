import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterNextPaint } from '@site/src/browser/afterNextPaint';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import type { SearchWorker } from '@site/src/plugins/content/search-index/client/searchWorkerClient';
import { SearchResults } from './SearchResults';
import styles from './styles.module.css';

/** A query with a full list of results, of the kinds a reader meets (guides, examples, props). */
const REHEARSAL_QUERY = 'legend';

/** The rehearsed list is never seen: nothing in it can be chosen. */
const noList = { current: null };
const ignoreHit = (_hit: SearchHit) => undefined;
const ignoreSuggestion = (_query: string) => undefined;

/**
 * A reader's first query took longer than the next ones from typing to results shown, most of it on the
 * page's main thread: the first render of the results list and the first layout of its panel
 * (PERFORMANCE.md, 'First search query'). So once per visit, before the box is enabled, the list is drawn
 * once with a real answer, out of sight and of the accessibility tree, in a root of its own beside the
 * page's (so never in React's hydration of the page), and removed after the frame that laid it out. Before
 * the box is enabled, no reader's query waits behind it: drawn once the box was ready, it took the time of a
 * reader who typed at that moment. Settles when done; a rehearsal that fails is logged and only costs the
 * first query its warm-up.
 */
export function rehearseResults(worker: SearchWorker): Promise<void> {
  return worker
    .search(REHEARSAL_QUERY)
    .then(
      (answered) =>
        new Promise<void>((done) => {
          const container = document.createElement('div');
          container.className = styles.rehearsal ?? '';
          container.setAttribute('aria-hidden', 'true');
          container.dataset.searchRehearsal = '';
          document.body.append(container);
          const root = createRoot(container);
          const removed = () => {
            root.unmount();
            container.remove();
          };
          try {
            flushSync(() =>
              root.render(
                <SearchResults
                  answer={{ query: REHEARSAL_QUERY, ...answered }}
                  listRef={noList}
                  onChoose={ignoreHit}
                  onSuggest={ignoreSuggestion}
                />,
              ),
            );
          } catch (error: unknown) {
            removed();
            throw error;
          }
          afterNextPaint(() => {
            removed();
            done();
          });
        }),
    )
    .catch((error: unknown) => {
      // The reader's own queries will say the same; the rehearsal only saves them time, and never holds the box back.
      console.warn('SearchBar: the results list could not be rehearsed:', error);
    });
}
