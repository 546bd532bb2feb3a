import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Smaller scripts on every page's first load. Docusaurus's runtime (runtime~main) and main script
 * carry, for every route module of the site, data that only the build or the server render reads;
 * with 600-odd routes that is paid by every first visit. Two steps, each for the browser's bundle
 * only (the server render keeps what it reads):
 *
 * 1. Chunk files are named by their id, not by their name: the runtime then needs no map from
 *    chunk id to chunk name (the other two maps, id to content hash and name to id for prefetching,
 *    stay). A file's content hash still changes with its content, so caching is unchanged.
 * 2. The route registry loses each module's path string (`registryWithoutModulePaths.cjs`).
 *
 * `tests/unit/budgets.spec.ts` holds the entry scripts to a budget and checks both steps took.
 */
export default function leanEntryScriptsPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-entry-scripts',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...(config.mode === 'production' ? { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } } : {}),
        module: {
          rules: [
            {
              test: (resource: string) => resource === registry,
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'registryWithoutModulePaths.cjs') }],
            },
          ],
        },
      };
    },
  };
}
