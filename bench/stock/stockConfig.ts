import type { Config } from '@docusaurus/types';
import prismWithCodeBlocksPlugin from '../../src/plugins/prism-with-code-blocks';
import searchIndexPlugin from '../../src/plugins/search-index';

/**
 * The benchmark's baseline: our site's config as a stock Docusaurus site would have it. Only the
 * settings that exist for speed are turned back; content, plugins and theme stay as they are.
 *
 * - `future`: no `@docusaurus/faster` (webpack, Babel and Terser instead of Rspack and SWC; the SSG in
 *   the main thread) and so no v4 flag, which only the faster build needs.
 * - search: docusaurus-lunr-search itself, in place of our search-index plugin that compacts its
 *   index, with the plugin's defaults plus the four options of the spec (`STOCK_SEARCH_OPTIONS`).
 * - Prism: the theme's own startup module registers the code languages on every page again (our
 *   prism-with-code-blocks plugin is left out).
 */
const STOCK_SEARCH_OPTIONS = {
  indexBaseUrl: true,
  disableVersioning: true,
  highlightResult: true,
  maxHits: 30,
};

function isSearchPlugin(plugin: unknown): boolean {
  return Array.isArray(plugin) && plugin[0] === searchIndexPlugin;
}

export function stockConfig(config: Config): Config {
  const plugins = config.plugins ?? [];
  if (!plugins.some(isSearchPlugin)) {
    throw new Error('bench/stock: the site config has no search-index plugin to turn back into stock docusaurus-lunr-search.');
  }
  return {
    ...config,
    future: {},
    plugins: plugins
      .filter((plugin) => plugin !== prismWithCodeBlocksPlugin)
      .map((plugin) => (isSearchPlugin(plugin) ? ['docusaurus-lunr-search', STOCK_SEARCH_OPTIONS] : plugin)),
  };
}
