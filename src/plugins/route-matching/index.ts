import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../replaceModule';

/** A module whose `matchPath` import is redirected: the file that imports it and the import as written. */
interface MatchPathImporter {
  file: string;
  request: string;
}

/**
 * The browser code that calls react-router's `matchPath` once per route or doc of a list:
 * the docs client, for the active version's docs and doc routes, and react-router-config's
 * `matchRoutes`, for the site's routes when a page preloads or prefetches.
 */
function matchPathImporters(): MatchPathImporter[] {
  const docsClient = path.dirname(require.resolve('@docusaurus/plugin-content-docs/client'));
  const routerConfig = path.dirname(require.resolve('react-router-config/package.json'));
  return [
    { file: path.join(docsClient, 'docsClientUtils.js'), request: '@docusaurus/router' },
    { file: path.join(docsClient, 'docsUtils.js'), request: '@docusaurus/router' },
    { file: path.join(routerConfig, 'esm', 'react-router-config.js'), request: 'react-router' },
  ];
}

function importsMatchPath({ file, request }: MatchPathImporter): boolean {
  const source = readFileSync(file, 'utf8');
  return new RegExp(`import \\{[^}]*\\bmatchPath\\b[^}]*\\} from '${request}'`).test(source);
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
      const importers = matchPathImporters();
      const changed = importers.filter((importer) => !importsMatchPath(importer));
      if (changed.length > 0) {
        throw new Error(
          `route-matching: ${changed.map(({ file, request }) => `${file} no longer imports matchPath from ${request}`).join('; ')}. ` +
            'The package changed how it matches routes. Update src/plugins/route-matching.',
        );
      }
      const replacement = path.join(__dirname, 'client', 'router.ts');
      const redirects = new Map(importers.map(({ file, request }) => [`${path.dirname(file)}|${request}`, { importerDir: path.dirname(file), request }]));
      return {
        plugins: [...redirects.values()].map((redirect) => replaceModule(currentBundler, { ...redirect, replacement })),
      };
    },
  };
}
