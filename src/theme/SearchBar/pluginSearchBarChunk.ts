import type OriginalSearchBar from '@theme-original/SearchBar';
import { chunkOnce } from '@site/src/browser/chunkOnce';

/**
 * The lunr plugin's own search bar, as a chunk of its own. `useSearchIndex` starts this download
 * together with the search worker; the wrapper renders the component it keeps.
 */
export const pluginSearchBarChunk = chunkOnce<typeof OriginalSearchBar>(() => import('@theme-original/SearchBar').then((module) => module.default));
