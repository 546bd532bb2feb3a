import React, { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type SearchBar from '@theme-original/SearchBar';
import { loadPluginSearchBar } from './loadPluginSearchBar';
import { SearchBarStandIn } from './SearchBarStandIn';
import { useSearchIndex } from './useSearchIndex';

type Props = ComponentProps<typeof SearchBar>;

/**
 * The lunr plugin's search bar, with its result highlighter (mark.js), in a chunk of its own: it
 * is mounted only once the index is in, so no page's first load carries it.
 */
const PluginSearchBar = lazy(loadPluginSearchBar);

/**
 * Wraps the lunr plugin's search bar for two things it does not do on its own: wait with the
 * index (1.3 MB of JSON) and the bar's own code until the page is idle or the reader reaches for
 * the box, so they never compete with the page's first paint; and say so when the index cannot be
 * loaded, instead of 'Loading...' for ever. Until then, a stand-in box of the same look shows
 * 'Loading...', disabled, as the plugin's own does.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const { state, load } = useSearchIndex();
  const standIn = <SearchBarStandIn failed={state === 'failed'} onPointerEnter={load} />;
  if (state !== 'ready') return standIn;
  return (
    <Suspense fallback={standIn}>
      <PluginSearchBar {...props} />
    </Suspense>
  );
}
