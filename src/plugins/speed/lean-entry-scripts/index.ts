import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheDependsOn } from '../persistentCache';
import { shapesOf } from '../../guards/internalTouches.mjs';
import { replaceModule } from '../../guards/replaceModule';
import { assertShapes } from '../../guards/upstreamShape.mjs';

/**
 * Smaller scripts on every page's first load. Docusaurus's runtime (runtime~main) and main script
 * carry, for every route module of the site, data that only the build or the server render reads,
 * or that they spell more than once; with 600-odd routes that is paid by every first visit. Each
 * step is for the browser's bundle only (the server render keeps what it reads):
 *
 * 1. Chunk files are named by their id, not by their name: the runtime then needs no map from
 *    chunk id to chunk name (the map from id to content hash stays; the one from name to id, which
 *    the core's prefetching reads, the idle-prefetch plugin leaves out). A file's content hash
 *    still changes with its content, so caching is unchanged.
 * 2. The route registry loses each module's path string, and each chunk name (an 8-character hash)
 *    becomes a short stand-in (`registryWithoutModulePaths.cjs`, `chunkNameTokens.cjs`); under
 *    the dev server, the runtime's name-to-id map takes them from the registry's `webpackChunkName`s.
 * 3. Each route carries its own chunk names, next to its path, instead of a second table keyed by
 *    every path again (`routesWithChunkNames.cjs`, `emptyRoutesChunkNames.cjs`).
 * 4. `@docusaurus/utils-common` gets the one tslib helper it calls (`tslibImportDefault.cjs`)
 *    instead of all of tslib.
 * 5. The docs plugin's global data lists each doc by its id alone where its path and sidebar follow
 *    from its version, and the module rebuilds the objects (`docListsByIds.cjs`).
 * 6. Each docs version's props, which every page of its instance loads first, list a sidebar's links
 *    to docs by id alone where href and label follow from it, and the module rebuilds the objects
 *    (`sidebarLinksByIds.cjs`). Not an entry script, but the same kind of rewrite.
 * 7. The site config leaves out the options only the build reads: the plugins', the presets' and
 *    the MDX compiler's (`clientSiteConfig.cjs`).
 *
 * `tests/build/budgets.spec.ts` holds the entry scripts to a budget and checks the steps took.
 */
/** The generated files the loaders rewrite; the code generation writes them before the bundler's config loads. */
const GENERATED_FILES = [
  'registry.js',
  'routes.js',
  'routesChunkNames.json',
  'globalData.json',
  'docusaurus.config.mjs',
];

export default function leanEntryScriptsPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const rewrite = (file: string, loader: string) => ({
    test: (resource: string) => resource === generated(file),
    enforce: 'pre' as const,
    use: [{ loader: path.join(__dirname, loader) }],
  });
  return {
    name: 'lean-entry-scripts',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      assertShapes('lean-entry-scripts', shapesOf('lean-entry-scripts'));
      const missing = GENERATED_FILES.map(generated).filter((file) => !existsSync(file));
      if (missing.length > 0) {
        throw new Error(
          `lean-entry-scripts: Docusaurus no longer writes ${missing.join(', ')}; its loaders would rewrite nothing. Update src/plugins/speed/lean-entry-scripts.`,
        );
      }
      const versionProps = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs') + path.sep;
      const utilsCommon = require.resolve('@docusaurus/utils-common');
      return {
        ...cacheDependsOn(config, __dirname),
        plugins: [
          replaceModule(currentBundler, {
            plugin: 'lean-entry-scripts',
            importerDir: path.dirname(utilsCommon),
            importers: [path.basename(utilsCommon)],
            request: 'tslib',
            replacement: path.join(__dirname, 'tslibImportDefault.cjs'),
          }),
        ],
        ...(config.mode === 'production' ? { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } } : {}),
        module: {
          rules: [
            rewrite('registry.js', 'registryWithoutModulePaths.cjs'),
            rewrite('routes.js', 'routesWithChunkNames.cjs'),
            rewrite('routesChunkNames.json', 'emptyRoutesChunkNames.cjs'),
            rewrite('docusaurus.config.mjs', 'clientSiteConfig.cjs'),
            // The loader writes a JavaScript module (its data rebuilt by a call) in place of the JSON.
            { ...rewrite('globalData.json', 'docListsByIds.cjs'), type: 'javascript/auto' },
            {
              // `{instance}/p/{route}.json`: a docs version's props, or a generated index's (passed through).
              test: (resource: string) =>
                resource.startsWith(versionProps) &&
                /^[^/\\]+[/\\]p[/\\][^/\\]+\.json$/.test(resource.slice(versionProps.length)),
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'sidebarLinksByIds.cjs') }],
              type: 'javascript/auto',
            },
          ],
        },
      };
    },
  };
}
