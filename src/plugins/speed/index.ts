import type { PluginModule } from '@docusaurus/types';
import compileHintsPlugin from './compile-hints';
import idlePrefetchPlugin from './idle-prefetch';
import leanEntryScriptsPlugin from './lean-entry-scripts';
import momentWithoutLocalesPlugin from './moment-without-locales';
import prismWithCodeBlocksPlugin from './prism-with-code-blocks';
import routeMatchingPlugin from './route-matching';

/**
 * Our plugins that exist only to make the site fast, in the order the site config runs them: the one
 * list of them. docusaurus.config.ts puts them in its plugins; `DOCS_STOCK` (stock/stockConfig.ts)
 * leaves every one of them out, as a stock Docusaurus site has none. None changes what the reader gets.
 *
 * docs-card-data, in this folder too, is not in the list: it is the docs plugin with its version data
 * trimmed, so the config uses it in place of the docs plugin and `DOCS_STOCK` swaps the docs plugin
 * back in rather than dropping it.
 */
export const SPEED_PLUGINS: readonly PluginModule[] = [
  // Prism and its grammars load with a page's code block, not in every page's entry script, and only
  // the grammars the site shows.
  prismWithCodeBlocksPlugin,
  // The scripts every page loads first carry less: chunks named by id, the route registry without
  // module paths, short chunk-name tokens, and one tslib helper instead of all of tslib.
  leanEntryScriptsPlugin,
  // Prefetching a linked page runs in idle slices, and the runtime drops the chunk-name map only the
  // core's prefetching read.
  idlePrefetchPlugin,
  // `matchPath` rules out a plain path by comparing strings before react-router compiles it into a
  // regular expression (the docs client and route lookups ask about every route).
  routeMatchingPlugin,
  // moment's locales stay out of the chart library's chunk: every chart on the site formats in English.
  momentWithoutLocalesPlugin,
  // The scripts that run nearly whole on load ask V8 to compile them while they stream in, off the
  // main thread.
  compileHintsPlugin,
];
