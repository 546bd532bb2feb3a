import type { Config, PluginOptions } from '@docusaurus/types';
import routeMatchingPlugin from '../../src/plugins/route-matching';
import momentWithoutLocalesPlugin from '../../src/plugins/moment-without-locales';
import compileHintsPlugin from '../../src/plugins/compile-hints';
import docsCardDataPlugin from '../../src/plugins/docs-card-data';
import idlePrefetchPlugin from '../../src/plugins/idle-prefetch';
import leanEntryScriptsPlugin from '../../src/plugins/lean-entry-scripts';
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
 * - Entry scripts: chunk files named by chunk name and the registry's module paths in the browser
 *   (our lean-entry-scripts plugin is left out).
 * - Prefetching: each link that scrolls into view prefetches its page at once, not in idle slices
 *   (our idle-prefetch plugin is left out).
 * - Route matching: the docs client and react-router-config compile every path they compare with
 *   a page's (our route-matching plugin is left out).
 * - Docs: the docs plugin itself for the three instances, with every doc's title and description in
 *   the version data each page loads (our docs-card-data wrapper is turned back).
 */
const STOCK_SEARCH_OPTIONS = {
  indexBaseUrl: true,
  disableVersioning: true,
  highlightResult: true,
  maxHits: 30,
};

/** Our plugins that exist only for speed: the stock site has none of them. */
const SPEED_PLUGINS: unknown[] = [prismWithCodeBlocksPlugin, leanEntryScriptsPlugin, idlePrefetchPlugin, routeMatchingPlugin, momentWithoutLocalesPlugin, compileHintsPlugin];

function isSearchPlugin(plugin: unknown): boolean {
  return Array.isArray(plugin) && plugin[0] === searchIndexPlugin;
}

function isDocsInstance(plugin: unknown): plugin is [unknown, PluginOptions] {
  return Array.isArray(plugin) && plugin[0] === docsCardDataPlugin;
}

type SitePlugin = NonNullable<Config['plugins']>[number];

function stockPlugin(plugin: SitePlugin): SitePlugin {
  if (isSearchPlugin(plugin)) return ['docusaurus-lunr-search', STOCK_SEARCH_OPTIONS];
  if (isDocsInstance(plugin)) return ['@docusaurus/plugin-content-docs', plugin[1]];
  return plugin;
}

export function stockConfig(config: Config): Config {
  const plugins = config.plugins ?? [];
  if (!plugins.some(isSearchPlugin)) {
    throw new Error('bench/stock: the site config has no search-index plugin to turn back into stock docusaurus-lunr-search.');
  }
  if (plugins.filter(isDocsInstance).length !== 3) {
    throw new Error('bench/stock: the site config does not have its three docs instances as docs-card-data plugins.');
  }
  return {
    ...config,
    future: {},
    plugins: plugins.filter((plugin) => !SPEED_PLUGINS.includes(plugin)).map(stockPlugin),
  };
}
