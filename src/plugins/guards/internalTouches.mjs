// @ts-check
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** @typedef {import('./upstreamShape.mjs').SourceShape} SourceShape */

/**
 * Every place where our plugins reach into an upstream internal (Docusaurus's generated files or
 * core client, the bundler's runtime, react-router as the docs client sees it, TypeDoc's
 * prototypes): what each replaces, how it finds it, the upstream shape it expects, and what fails
 * the build when that shape changes. Upgrading Docusaurus, Rspack, react-router, prism-react-renderer
 * or TypeDoc starts here.
 *
 * `shapes` are checked when the plugin's config loads (`assertShapes`); `bundling` says what is
 * counted while the bundler runs; `guard` names what else catches a change. The shapes are
 * functions, so nothing is resolved or read until a plugin asks.
 */
/**
 * @typedef {object} InternalTouch
 * @property {string} plugin
 * @property {string} replaces
 * @property {string} findsBy
 * @property {() => SourceShape[]} shapes
 * @property {string} [bundling]
 * @property {string} guard
 */

const resolve = (/** @type {string} */ request) => createRequire(import.meta.url).resolve(request);
const coreClient = (/** @type {string} */ file) =>
  path.join(path.dirname(resolve('@docusaurus/core/lib/client/clientEntry.js')), file);
const importOf = (/** @type {string} */ specifier) =>
  new RegExp(`^import \\w+ from '${specifier.replace(/[./]/g, '\\$&')}';$`, 'gm');

/** The core client's files that import its `preload` (page-loading swaps it for all three). */
export const PRELOAD_CALLERS = ['clientEntry.js', 'PendingNavigation.js', 'docusaurus.js'];

/**
 * The files whose `matchPath` route-matching swaps, by folder and specifier: `files` import
 * `matchPath`; `importers` are every file there that imports the specifier, and so gets ours (which
 * re-exports the rest of react-router-dom unchanged).
 * @returns {{ dir: string, request: string, files: string[], importers: string[] }[]}
 */
export function matchPathImports() {
  return [
    {
      dir: path.dirname(resolve('@docusaurus/plugin-content-docs/client')),
      request: '@docusaurus/router',
      files: ['docsClientUtils.js', 'docsUtils.js'],
      importers: ['docsClientUtils.js', 'docsUtils.js', 'index.js'],
    },
    {
      dir: path.join(path.dirname(resolve('react-router-config/package.json')), 'esm'),
      request: 'react-router',
      files: ['react-router-config.js'],
      importers: ['react-router-config.js'],
    },
  ];
}

/** @type {InternalTouch[]} */
export const INTERNAL_TOUCHES = [
  {
    plugin: 'lean-entry-scripts',
    replaces:
      '`require("tslib")` in @docusaurus/utils-common\'s entry, by a stub with only `__importDefault` (all of tslib was 3.8 KB gzip of the script every page loads first)',
    findsBy: 'the import `tslib` from the folder of @docusaurus/utils-common',
    shapes: () => {
      const entry = resolve('@docusaurus/utils-common');
      const others = readdirSync(path.dirname(entry)).filter(
        (file) => file.endsWith('.js') && file !== path.basename(entry),
      );
      return [
        { file: entry, pattern: /require\("tslib"\)/g, count: 1, what: 'a require of tslib' },
        {
          file: entry,
          pattern: /\btslib_1\.(?!__importDefault\b)\w+/g,
          count: 0,
          what: 'a tslib helper other than __importDefault',
        },
        ...others.map((file) => ({
          file: path.join(path.dirname(entry), file),
          pattern: /require\("tslib"\)/g,
          count: 0,
          what: 'a require of tslib (the stub is for the entry only)',
        })),
      ];
    },
    bundling: 'replaceModule: the stub is imported by exactly index.js of utils-common',
    guard: 'tests/build/budgets.spec.ts: no whole tslib in an entry script',
  },
  {
    plugin: 'lean-entry-scripts',
    replaces:
      "the generated `.docusaurus/registry.js`, `routes.js`, `routesChunkNames.json` and `globalData.json`: chunk names become short tokens, module paths go (entry scripts' route tables), each leaf route becomes one call with its path once, the docs plugin's doc lists are written by id",
    findsBy:
      'loader rules on those four generated file names, then regular expressions over the registry and route entries, and the parsed global data',
    shapes: () => [],
    bundling:
      'the loaders count their rewrites (every registry entry renamed and stripped; every chunk-name key used; at least half the routes read as leaf routes) and throw otherwise; the global data loader throws on a docs instance without versions, paths and doc ids; the plugin checks the four files exist when its config loads',
    guard:
      'tests/build/budgets.spec.ts: a tokenized route table, no "@site/ paths in entry scripts, doc lists by id; tests/unit/docListsByIds.test.ts: the global data rebuilt exactly',
  },
  {
    plugin: 'lean-entry-scripts',
    replaces:
      "each docs version's props module (`.docusaurus/docusaurus-plugin-content-docs/{instance}/p/*.json`, loaded first by every page of the instance): its sidebars' doc links are written by id and rebuilt as the module is evaluated",
    findsBy:
      'a loader rule on the JSON files of each instance’s `p/` folder whose parsed data has `version.docsSidebars`',
    shapes: () => [],
    bundling:
      'the loader throws on a `docsSidebars` that is not an object of item lists; a link is written short only when rebuilding it gives the same JSON',
    guard:
      "tests/build/budgets.spec.ts: the API version's sidebar links by id; tests/unit/sidebarLinksByIds.test.ts: the props rebuilt exactly; every page's sidebar (crawl.spec.ts, site.spec.ts)",
  },
  {
    plugin: 'idle-prefetch',
    replaces: "the core's `ChunkAssetPlugin` (its `__webpack_require__.gca` map) is left out of the browser's config",
    findsBy:
      'a deep import of @docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js and `instanceof` over the config’s plugins; the list without it goes back through configureWebpack’s documented `mergeStrategy: { plugins: "replace" }`',
    shapes: () => [
      {
        file: coreClient('docusaurus.js'),
        pattern: /__webpack_require__\.gca\(/g,
        count: 1,
        what: "the core prefetch's one use of the gca map",
      },
    ],
    bundling: 'exactly one instance is removed, or the config throws',
    guard: 'tests/prefetch.spec.ts',
  },
  {
    plugin: 'idle-prefetch',
    replaces: "the core client's `./docusaurus` (window.docusaurus) by one whose prefetch waits for idle time",
    findsBy: "the import `./docusaurus` from the core client's folder",
    shapes: () => [
      {
        file: coreClient('clientEntry.js'),
        pattern: importOf('./docusaurus'),
        count: 1,
        what: "an import of './docusaurus'",
      },
    ],
    bundling: 'replaceModule: ours is imported by exactly clientEntry.js',
    guard: 'tests/prefetch.spec.ts',
  },
  {
    plugin: 'idle-prefetch',
    replaces:
      "learns a route's chunk files without loading them, by lending the bundler's chunk loader a stand-in for one call (through the documented, assignable `__webpack_chunk_load__`, `__webpack_get_script_filename__` and `__webpack_public_path__`), from the registry's loaders and the core client's route helpers",
    findsBy: 'deep imports of the core client’s flat.js and prefetch.js',
    shapes: () => [
      {
        file: coreClient('flat.js'),
        pattern: /export default function flat\(/g,
        count: 1,
        what: 'the default export flat()',
      },
      {
        file: coreClient('docusaurus.js'),
        pattern: /routeNameWithHash\.replace\(\/-\[\^-\]\+\$\/, ''\) === path/g,
        count: 1,
        what: "the route-chunk keys' `path-hash` format, which prefetchRoute.ts strips the same way",
      },
    ],
    guard: 'tests/prefetch.spec.ts: the sidebar’s pages’ scripts are prefetched, and each exists',
  },
  {
    plugin: 'page-loading',
    replaces:
      "the core client's `./preload`, so a client-side navigation renders the route (spinner, Retry) instead of reloading on a failed chunk",
    findsBy: "the import `./preload` from the core client's folder",
    shapes: () =>
      PRELOAD_CALLERS.map((file) => ({
        file: coreClient(file),
        pattern: importOf('./preload'),
        count: 1,
        what: "an import of './preload'",
      })),
    bundling: 'replaceModule: ours is imported by exactly the three callers',
    guard: 'tests/resilience.spec.ts',
  },
  {
    plugin: 'route-matching',
    replaces:
      '`matchPath` as the docs client and react-router-config import it, by one that rules out plain paths by string comparison first',
    findsBy: 'the imports `@docusaurus/router` (docs client) and `react-router` (react-router-config’s esm build)',
    shapes: () =>
      matchPathImports().flatMap(({ dir, request, files }) =>
        files.map((file) => ({
          file: path.join(dir, file),
          pattern: new RegExp(`import \\{[^}]*\\bmatchPath\\b[^}]*\\} from '${request}'`, 'g'),
          count: 1,
          what: `an import of matchPath from '${request}'`,
        })),
      ),
    bundling:
      'replaceModule: ours is imported by exactly the four files that import those specifiers (the docs client’s index.js imports useLocation from it)',
    guard:
      'tests/unit/routeMatching.test.ts (the string check agrees with react-router), tests/build/routeMatching.spec.ts (over every built route)',
  },
  {
    plugin: 'prism-with-code-blocks',
    replaces:
      "theme-classic's client module `prism-include-languages` (Prism on every first load) by an empty one; the code block registers the site's grammars",
    findsBy:
      "the absolute path of theme-classic's lib/prism-include-languages, as the generated client-modules.js requires it",
    shapes: () => [
      {
        file: path.join(path.dirname(resolve('@docusaurus/theme-classic/package.json')), 'lib', 'index.js'),
        pattern: /'\.\/prism-include-languages'/g,
        count: 1,
        what: 'the client module ./prism-include-languages',
      },
    ],
    bundling: 'replaceModule: ours is imported by exactly client-modules.js, in both the browser and the server build',
    guard: 'tests/build/budgets.spec.ts: Prism is in no entry script',
  },
  {
    plugin: 'prism-with-code-blocks',
    replaces:
      "prism-react-renderer's bundled Prism and its forty-odd grammars, cut out of dist/index.mjs for the site's own Prism",
    findsBy: 'a loader on prism-react-renderer/dist/index.mjs and three text markers in it',
    shapes: () => [
      {
        file: path.join(path.dirname(resolve('prism-react-renderer/package.json')), 'dist', 'index.mjs'),
        pattern: /^var require_prism = __commonJS\(/gm,
        count: 1,
        what: 'the bundled prismjs',
      },
      {
        file: path.join(path.dirname(resolve('prism-react-renderer/package.json')), 'dist', 'index.mjs'),
        pattern: /^\/\/ src\/themes\/index\.ts$/gm,
        count: 1,
        what: 'the start of the themes section',
      },
    ],
    bundling: 'the loader throws unless its three markers are there, in order',
    guard: 'tests/build/budgets.spec.ts: only the site’s grammars; tests/codeBlock.spec.ts',
  },
  {
    plugin: 'typedoc',
    replaces:
      "TypeDoc's `Context.prototype.getComment`, so a `const` component gets the `@function` modifier and is documented as a function",
    findsBy: "the prototype of TypeDoc's exported `Context`",
    shapes: () => [
      {
        file: resolve('typedoc'),
        pattern: /getComment\(symbol, kind\) \{/g,
        count: 1,
        what: 'the method Context.getComment(symbol, kind)',
      },
      {
        file: resolve('typedoc'),
        pattern: /context\.getComment\(symbol, ReflectionKind\d*\.Variable\)/g,
        count: 1,
        what: "convertVariable's call of context.getComment",
      },
    ],
    bundling: 'the plugin throws at the end of conversion if no component was turned into a function',
    guard: 'tests/build/documentedComponents.spec.ts, tests/build/generatedReference.spec.ts',
  },
];

/**
 * The shapes of every touch of `plugin`.
 * @param {string} plugin
 * @returns {SourceShape[]}
 */
export function shapesOf(plugin) {
  const touches = INTERNAL_TOUCHES.filter((touch) => touch.plugin === plugin);
  if (touches.length === 0) throw new Error(`internalTouches: no touch is listed for the plugin ${plugin}.`);
  return touches.flatMap((touch) => touch.shapes());
}
