import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRELOAD_CALLERS, shapesOf } from '../../guards/internalTouches.mjs';
import { replaceModule } from '../../guards/replaceModule';
import { assertShapes } from '../../guards/upstreamShape.mjs';
import idlePrefetchPlugin from '../../speed/idle-prefetch';

/**
 * Page loading as spec §4 describes it, for client-side navigation: the spinner while a page chunk
 * loads, and when a chunk fails, the Loading box's error text with Retry. Docusaurus preloads a
 * route's chunks before it renders the route and, when that fails, reloads the whole page. Here,
 * once the first page is up, the preload settles instead of failing (the failure is logged), and
 * settles at the latest after a second, so the route renders; its loadable component then shows
 * the spinner while the chunk is still on its way, or the error and Retry, which imports the chunk
 * again (`client/preloadInTime.ts`).
 *
 * The first page keeps Docusaurus's own behaviour: it must render exactly the server's HTML to
 * hydrate, so it waits for its chunks (and if they fail, the server-rendered page stays readable).
 *
 * The core client's own `preload` module is wrapped, once, where it is imported, instead of each
 * route component's `preload`: that meant walking the 600-odd routes of the table, and making a
 * function for each, while the main script first ran on every first visit.
 */
export default function pageLoadingPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-loading',
    getClientModules() {
      return [path.join(__dirname, 'client', 'routeLifecycle.ts')];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      // In a production build with idle-prefetch, the core's `client/docusaurus.js` is replaced whole, and its
      // replacement calls `preloadInTime` itself: that caller is not in the bundle to be counted.
      const docusaurusReplaced =
        config.mode === 'production' &&
        (context.siteConfig.plugins ?? []).some(
          (plugin) => plugin === idlePrefetchPlugin || (Array.isArray(plugin) && plugin[0] === idlePrefetchPlugin),
        );
      // The core client's files that call its `preload`: the first page, a navigation, a link pointed at.
      assertShapes('page-loading', shapesOf('page-loading'));
      const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
      return {
        plugins: [
          replaceModule(currentBundler, {
            plugin: 'page-loading',
            importerDir: coreClient,
            importers: PRELOAD_CALLERS.filter((file) => !(docusaurusReplaced && file === 'docusaurus.js')),
            request: './preload',
            replacement: path.join(__dirname, 'client', 'preloadInTime.ts'),
          }),
        ],
      };
    },
  };
}
