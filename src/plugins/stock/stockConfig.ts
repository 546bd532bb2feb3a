import type { Config, PluginOptions } from '@docusaurus/types';
import searchIndexPlugin from '../content/search-index';
import { SPEED_PLUGINS } from '../speed';
import docsCardDataPlugin from '../speed/docs-card-data';
import stockThemePlugin from './stockTheme';

/**
 * `DOCS_STOCK`: our site's config as a stock Docusaurus site would have it. Only what exists for
 * speed is turned back; content and the other plugins stay as they are.
 *
 * `DOCS_STOCK=1`, for bisecting an upgrade in one build (it keeps what the reader gets, so the test
 * suite applies to it, byte budgets aside):
 * - `future`: no `@docusaurus/faster` (webpack, Babel and Terser instead of Rspack and SWC; the SSG in
 *   the main thread) and so no v4 flag, which only the faster build needs.
 * - Prism: the theme's own startup module registers the code languages on every page again, and
 *   prism-react-renderer highlights with the Prism it bundles (our prism-with-code-blocks is out).
 * - Entry scripts: chunk files named by chunk name and the registry's module paths in the browser
 *   (our lean-entry-scripts plugin is out).
 * - Prefetching: each link that scrolls into view prefetches its page at once, not in idle slices
 *   (our idle-prefetch plugin is out).
 * - Route matching: the docs client and react-router-config compile every path they compare with
 *   a page's (our route-matching plugin is out); moment keeps its locales; no compile hints.
 * - Docs: the docs plugin itself for the three instances, with every doc's title and description in
 *   the version data each page loads (our docs-card-data wrapper is turned back).
 *
 * `DOCS_STOCK=bench`, the benchmark's baseline, also turns back what is partly about speed and partly
 * what the reader gets, as a site on docusaurus-lunr-search would have it:
 * - search: docusaurus-lunr-search itself, in place of our search-index plugin that compacts its
 *   index and weighs prop names, with the plugin's defaults plus the four options of the spec;
 * - the search bar, the code block and charts' loading of the stock theme (`stockTheme.ts`). The
 *   stock search bar lacks what the specification asks of ours (its accessible name, the
 *   unavailable state), which is why the test suite runs on `DOCS_STOCK=1`.
 *
 * page-loading stays: it carries the spec's spinner and Retry. So does the TypeDoc plugin, which
 * shapes the reference's content.
 */
const STOCK_SEARCH_OPTIONS = {
  indexBaseUrl: true,
  disableVersioning: true,
  highlightResult: true,
  maxHits: 30,
};

/** Our plugins that exist only for speed (`../speed`): the stock site has none of them. */
function isSpeedPlugin(plugin: unknown): boolean {
  return (SPEED_PLUGINS as readonly unknown[]).includes(plugin);
}

function isSearchPlugin(plugin: unknown): boolean {
  return Array.isArray(plugin) && plugin[0] === searchIndexPlugin;
}

function isDocsInstance(plugin: unknown): plugin is [unknown, PluginOptions] {
  return Array.isArray(plugin) && plugin[0] === docsCardDataPlugin;
}

type SitePlugin = NonNullable<Config['plugins']>[number];

function stockPlugin(plugin: SitePlugin, mode: StockMode): SitePlugin {
  if (mode === 'bench' && isSearchPlugin(plugin)) return ['docusaurus-lunr-search', STOCK_SEARCH_OPTIONS];
  if (isDocsInstance(plugin)) return ['@docusaurus/plugin-content-docs', plugin[1]];
  return plugin;
}

/** `DOCS_STOCK`'s values; unset or empty is our build. */
export type StockMode = '1' | 'bench';

/** `config` as `DOCS_STOCK` asks for it; an unknown value is refused, so a typo never builds the wrong site. */
export function stockConfig(config: Config, mode: string | undefined): Config {
  if (mode === undefined || mode === '') return config;
  if (mode !== '1' && mode !== 'bench')
    throw new Error(
      `DOCS_STOCK is '${mode}'; it takes 1 (performance plugins off) or bench (the bench's baseline: stock search and theme parts too).`,
    );
  const plugins = config.plugins ?? [];
  if (!plugins.some(isSearchPlugin)) {
    throw new Error(
      'DOCS_STOCK: the site config has no search-index plugin to turn back into stock docusaurus-lunr-search.',
    );
  }
  if (plugins.filter(isDocsInstance).length !== 3) {
    throw new Error('DOCS_STOCK: the site config does not have its three docs instances as docs-card-data plugins.');
  }
  return {
    ...config,
    future: {},
    plugins: [
      ...plugins.filter((plugin) => !isSpeedPlugin(plugin)).map((plugin) => stockPlugin(plugin, mode)),
      ...(mode === 'bench' ? [stockThemePlugin] : []),
    ],
  };
}
