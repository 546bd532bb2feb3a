// docusaurus-lunr-search ships no types; these are the parts of it the search-index plugin uses.
declare module 'docusaurus-lunr-search' {
  import type { LoadContext, Plugin } from '@docusaurus/types';

  /** The options this site gives the plugin (its README lists more, which we leave at their defaults). */
  export interface LunrSearchOptions {
    indexBaseUrl?: boolean;
    disableVersioning?: boolean;
    highlightResult?: boolean;
    maxHits?: number;
  }

  export default function lunrSearchPlugin(context: LoadContext, options: LunrSearchOptions): Plugin;
}

// The plugin's search adapter: lunr over its two files, and hits in the shape its search bar shows.
declare module 'docusaurus-lunr-search/src/theme/SearchBar/lunar-search' {
  export default class LunrSearchAdapter {
    constructor(searchDocs: unknown[], searchIndex: unknown, baseUrl: string, maxHits: number);
    search(input: string): Promise<unknown[]>;
  }
}
