import React, { type ComponentProps, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import { useSearchIndex } from './useSearchIndex';

type Props = ComponentProps<typeof SearchBar>;

const UNAVAILABLE_HINT = 'The search index could not be loaded. Reload the page to try again.';

/**
 * Wraps the lunr plugin's search bar for two things it does not do on its own: wait with the
 * index (2.4 MB of JSON) until the page is idle or the reader reaches for the box, so it never
 * competes with the page's first paint; and say so when the index cannot be loaded, instead of
 * 'Loading...' for ever. Until the index is in, a stand-in box of the same look shows 'Loading...',
 * disabled, as the plugin's own does.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const { state, load } = useSearchIndex();
  if (state === 'ready') return <SearchBar {...props} />;
  const failed = state === 'failed';
  return (
    <div className="navbar__search" onPointerEnter={load}>
      {/* The plugin's box has this icon (shown on narrow screens); the stand-in keeps its geometry. */}
      <span className="search-icon" aria-hidden="true" />
      <input
        type="search"
        className="navbar__search-input search-bar"
        aria-label="Search"
        placeholder={failed ? 'Search unavailable' : 'Loading...'}
        title={failed ? UNAVAILABLE_HINT : undefined}
        disabled
      />
    </div>
  );
}
