/**
 * The lunr plugin's own search bar, as a chunk of its own. `useSearchIndex` starts this download
 * together with the index files, and the wrapper's `lazy` reuses the same promise.
 */
export const loadPluginSearchBar = () => import('@theme-original/SearchBar');
