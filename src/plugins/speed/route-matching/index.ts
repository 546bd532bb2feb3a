import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { matchPathImports, shapesOf } from '../../guards/internalTouches.mjs';
import { replaceModule } from '../../guards/replaceModule';
import { assertShapes } from '../../guards/upstreamShape.mjs';

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
 * react-router. What matches is unchanged; `tests/unit/routeMatching.test.ts` (a fixed list) and
 * `tests/build/routeMatching.spec.ts` (every built route) compare the two. Rendering (react-router's `Switch`) keeps react-router's own.
 */
export default function routeMatchingPlugin(): Plugin {
  return {
    name: 'route-matching',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      assertShapes('route-matching', shapesOf('route-matching'));
      const replacement = path.join(__dirname, 'client', 'router.ts');
      return {
        plugins: matchPathImports().map(({ dir, request, importers }) =>
          replaceModule(currentBundler, {
            plugin: 'route-matching',
            importerDir: dir,
            importers,
            request,
            replacement,
          }),
        ),
      };
    },
  };
}
