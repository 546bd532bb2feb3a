import type OriginalSearchBar from '@theme-original/SearchBar';

type PluginSearchBar = typeof OriginalSearchBar;

let loaded: PluginSearchBar | undefined;

/** The lunr plugin's own search bar once its chunk has arrived in this visit, else `undefined`. */
export function loadedPluginSearchBar(): PluginSearchBar | undefined {
  return loaded;
}

/**
 * The lunr plugin's own search bar, as a chunk of its own. `useSearchIndex` starts this download
 * together with the index files; the wrapper renders the component it keeps.
 */
export function loadPluginSearchBar(): Promise<PluginSearchBar> {
  return import('@theme-original/SearchBar').then((module) => (loaded = module.default));
}
