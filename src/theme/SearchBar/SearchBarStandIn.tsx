import React, { type ReactNode } from 'react';

const UNAVAILABLE_HINT = 'The search index could not be loaded. Reload the page to try again.';

/** The box shown until the plugin's own is mounted: same look, disabled, 'Loading...' or why search is off. */
export function SearchBarStandIn({ failed, onPointerEnter }: { failed: boolean; onPointerEnter: () => void }): ReactNode {
  return (
    <div className="navbar__search" onPointerEnter={onPointerEnter}>
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
