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
