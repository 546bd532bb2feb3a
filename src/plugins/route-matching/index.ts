import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../replaceModule';

/** Where a `matchPath` import is redirected: the package folder, the import as written there, and the files that make it. */
interface MatchPathImport {
  dir: string;
  request: string;
  files: string[];
}

/**
 * The browser code that calls react-router's `matchPath` once per route or doc of a list:
 * the docs client, for the active version's docs and doc routes, and react-router-config's
 * `matchRoutes`, for the site's routes when a page preloads or prefetches.
 */
function matchPathImports(): MatchPathImport[] {
  const docsClient = path.dirname(require.resolve('@docusaurus/plugin-content-docs/client'));
  const routerConfig = path.join(path.dirname(require.resolve('react-router-config/package.json')), 'esm');
  return [
    { dir: docsClient, request: '@docusaurus/router', files: ['docsClientUtils.js', 'docsUtils.js'] },
    { dir: routerConfig, request: 'react-router', files: ['react-router-config.js'] },
  ];
}

/** The files of `imports` that no longer import `matchPath` as written there. */
function filesWithoutMatchPathImport(imports: MatchPathImport[]): string[] {
  return imports.flatMap(({ dir, request, files }) => {
    const statement = new RegExp(`import \\{[^}]*\\bmatchPath\\b[^}]*\\} from '${request}'`);
    return files.map((file) => path.join(dir, file)).filter((file) => !statement.test(readFileSync(file, 'utf8')));
  });
}

/**
 * Cheaper route matching in the browser. react-router compiles every path it is asked about to a
 * regular expression the first time, and two callers ask about whole lists: the docs client, to
 * find the doc being read, and `matchRoutes`, to find a page's chunks before it renders or is
 * prefetched. The api instance is mounted at `/`, so its version contains every URL: on every
 * page the navbar's API item walked its 600-odd doc paths, and each first prefetch of an API
 * link walked its routes, compiling each, inside one task.
 *
 * Those callers' imports get `client/router.ts`, whose `matchPath` rules out a plain path by
 * comparing strings (`client/cannotMatchStaticPath.ts`) and leaves every other case to
 * react-router. What matches is unchanged; `tests/unit/routeMatching.spec.ts` compares the two
 * over the site's routes. Rendering (react-router's `Switch`) keeps react-router's own.
 */
export default function routeMatchingPlugin(): Plugin {
  return {
    name: 'route-matching',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      const imports = matchPathImports();
      const changed = filesWithoutMatchPathImport(imports);
      if (changed.length > 0) {
        throw new Error(
          `route-matching: ${changed.join(', ')} no longer import matchPath as this plugin expects; ` +
            'the package changed how it matches routes. Update src/plugins/route-matching.',
        );
      }
      const replacement = path.join(__dirname, 'client', 'router.ts');
      return {
        plugins: imports.map(({ dir, request }) => replaceModule(currentBundler, { importerDir: dir, request, replacement })),
      };
    },
  };
}
