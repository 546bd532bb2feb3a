import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../replaceModule';

/**
 * Prefetching of linked pages that does not block the main thread, for the browser's bundle:
 * Docusaurus's `window.docusaurus` (its `client/docusaurus.js`) is swapped for ours
 * (`client/docusaurusWithIdlePrefetch.ts`), whose `prefetch` finds a route's chunks in a map built
 * once (`client/prefetchRoute.ts`) and runs in idle slices. What is prefetched is unchanged.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          replaceModule(currentBundler, {
            importerDir: path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js')),
            request: './docusaurus',
            replacement: path.join(__dirname, 'client', 'docusaurusWithIdlePrefetch.ts'),
          }),
        ],
      };
    },
  };
}
