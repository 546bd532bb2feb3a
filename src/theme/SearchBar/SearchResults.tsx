import React, { memo, startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import { afterNextPaint } from '@site/src/browser/afterNextPaint';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import { SearchHitLink } from './SearchHitLink';
import type { SearchAnswer } from './useSearchHits';
import styles from './styles.module.css';

/** How much of a query the no-results line and the list's label repeat. */
const QUERY_SHOWN = 80;

/** How many results are rendered at once: about what the panel shows without scrolling. The rest follow in a render of their own. */
const FIRST_HITS = 8;

/**
 * The panel under the search box: the list of results for the latest answered query, or a line
 * saying there are none, with a query that has some when the worker found one ("did you mean"). The first screenful is rendered at once and the rest once that
 * has been painted, as a transition, so a long list does not hold back the first frame of results. Memoised: typing
 * re-renders the box on every keystroke, and the list only when an answer arrives.
 */
export const SearchResults = memo(function SearchResults({
  answer,
  listRef,
  onChoose,
  onSuggest,
}: {
  answer: SearchAnswer;
  listRef: Ref<HTMLUListElement>;
  onChoose: (hit: SearchHit) => void;
  /** Searches for the suggested query instead. */
  onSuggest: (query: string) => void;
}): ReactNode {
  const { query, hits, suggestion } = answer;
  const [complete, setComplete] = useState<SearchAnswer>();
  // After the frame that shows the first hits: rendered and laid out before it, the rest made that frame later.
  useEffect(() => afterNextPaint(() => startTransition(() => setComplete(answer))), [answer]);
  const shown = complete === answer ? hits : hits.slice(0, FIRST_HITS);
  const quoted = `“${query.length > QUERY_SHOWN ? `${query.slice(0, QUERY_SHOWN)}…` : query}”`;
  return (
    <div className={styles.panel}>
      {hits.length === 0 ? (
        <p className={styles.noResults}>
          No page matches {quoted}.
          {suggestion !== undefined && (
            <>
              {' '}
              Did you mean{' '}
              <button type="button" className={styles.suggestion} onClick={() => onSuggest(suggestion)}>
                {suggestion}
              </button>
              ?
            </>
          )}
        </p>
      ) : (
        <ul ref={listRef} className={styles.hits} aria-label={`Search results for ${quoted}`}>
          {shown.map((hit, i) => (
            <li key={i}>
              <SearchHitLink hit={hit} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
