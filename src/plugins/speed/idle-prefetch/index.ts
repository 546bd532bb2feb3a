import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js';
import { shapesOf } from '../../guards/internalTouches.mjs';
import { replaceModule } from '../../guards/replaceModule';
import { assertShapes } from '../../guards/upstreamShape.mjs';

/**
 * Prefetching of linked pages that does not block the main thread, for the browser's bundle:
 * Docusaurus's `window.docusaurus` (its `client/docusaurus.js`) is swapped for ours
 * (`client/docusaurusWithIdlePrefetch.ts`), whose `prefetch` finds a route's chunks in a map built
 * once (`client/prefetchRoute.ts`) and runs in idle slices. What is prefetched is unchanged.
 *
 * That `prefetch` finds a chunk's file through the registry's own loaders (`client/chunkFilesOf.ts`),
 * so the core's `ChunkAssetPlugin`, which writes a map from every route chunk's name to its id
 * into the runtime every page loads first (`__webpack_require__.gca`, read only by the core's
 * `prefetch`), is left out of the browser's build. Both apply to the production build only.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(config, isServer, { currentBundler }) {
      // Production only: under `docusaurus start`, hot reloading gives each module its own wrapper
      // of `__webpack_require__`, so `chunkFilesOf` could not see the registry's chunk loads; the
      // dev server keeps the core's prefetch and its map.
      if (isServer || config.mode !== 'production') return {};
      assertShapes('idle-prefetch', shapesOf('idle-prefetch'));
      const plugins = config.plugins ?? [];
      const withoutChunkAssets = plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
      if (withoutChunkAssets.length !== plugins.length - 1) {
        throw new Error(
          "idle-prefetch: the browser's build config has no Docusaurus ChunkAssetPlugin to leave out; " +
            'Docusaurus changed how it maps chunk names to files. Update src/plugins/speed/idle-prefetch.',
        );
      }
      // Through Docusaurus's documented merge: `replace` makes the returned list the build's plugins
      // (all but ChunkAssetPlugin, then our swap), where the default merge could only append.
      return {
        mergeStrategy: { plugins: 'replace' },
        plugins: [
          ...withoutChunkAssets,
          replaceModule(currentBundler, {
            plugin: 'idle-prefetch',
            importerDir: path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js')),
            importers: ['clientEntry.js'],
            request: './docusaurus',
            replacement: path.join(__dirname, 'client', 'docusaurusWithIdlePrefetch.ts'),
          }),
        ],
      };
    },
  };
}
