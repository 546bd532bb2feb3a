import React, { type ComponentProps, type ReactNode } from 'react';
import type SearchBar from '@theme-original/SearchBar';
import { SearchBarStandIn } from './SearchBarStandIn';
import { useSearchIndex } from './useSearchIndex';

type Props = ComponentProps<typeof SearchBar>;

/**
 * Wraps the lunr plugin's search bar for three things it does not do on its own: wait with the
 * index (1.3 MB of JSON) and the bar's own code (with its result highlighter, mark.js, a chunk of
 * its own) until the page is idle or the reader reaches for the box, so they never compete with the
 * page's first paint; load the index and run the queries in a worker (the search-index plugin's
 * `client/`), off the main thread; and say so when the index cannot be loaded, instead of
 * 'Loading...' for ever. Until then, a stand-in box of the same look shows 'Loading...', disabled,
 * as the plugin's own does.
 *
 * The plugin's bar is rendered as a component already loaded, not through `lazy` and `Suspense`:
 * it starts its own index load during render, and a Suspense retry render can be thrown away and
 * redone by React, which made two of its autocompletes bind to the one box (two result menus).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const { state, load, PluginSearchBar } = useSearchIndex();
  if (!PluginSearchBar) return <SearchBarStandIn failed={state === 'failed'} onPointerEnter={load} />;
  return <PluginSearchBar {...props} />;
}
