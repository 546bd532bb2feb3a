import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat.js';
import { chunkFilesOf } from './chunkFilesOf';

/** Each route's path and its keys in `routesChunkNames`, built at the first prefetch of the visit. */
let keysByPath: Map<string, string[]> | undefined;

function chunkNamesOf(routePath: string): string[] {
  if (!keysByPath) {
    keysByPath = new Map();
    for (const key of Object.keys(routesChunkNames)) {
      // A key is the route's path, a dash and a hash: `/docs/intro-5e9`.
      const path = key.replace(/-[^-]+$/, '');
      keysByPath.set(path, [...(keysByPath.get(path) ?? []), key]);
    }
  }
  return (keysByPath.get(routePath) ?? []).flatMap((key) => {
    const chunks = routesChunkNames[key];
    return chunks ? Object.values(flat(chunks)) : [];
  });
}

const prefetched = new Set<string>();
const prefetchedFiles = new Set<string>();

/** What Docusaurus reads of the Network Information API, which TypeScript's DOM types do not have. */
interface NetworkInformation {
  effectiveType: string;
  saveData: boolean;
}

/** Docusaurus's own test: prefetching and preloading are skipped on a slow or data-saving connection. */
export const isSlowConnection = (): boolean => {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};

/**
 * The first half of Docusaurus's `prefetch` (core `client/docusaurus.js`): the script files of every
 * route that `routePath` matches, once per visit, and not on a slow or data-saving connection. The
 * caller prefetches each file (the core's `client/prefetch.js`, a `<link rel="prefetch">`) as a job
 * of its own: adding one link takes about 2.6 ms at 4x CPU, and a route has up to a dozen files.
 * Two things cost the core tens of ms per link on a slow phone, and are done once here:
 * - it finds a route's chunks by scanning all of the site's 630 route keys with a regular
 *   expression, for each matched route of each call; here the scan fills a map, once;
 * - it adds a `<link>` for every chunk of every call, though the pages of one section share most
 *   of theirs (501 links for 35 files on an all-types page); here each file is returned once.
 *
 * The chunks' files come from the registry's loaders (`chunkFilesOf`), not from the runtime's
 * map of chunk names, which the build leaves out.
 *
 * One difference: the core also skips a page the reader has already preloaded (by pointing at its
 * link); here its chunks are prefetched again, which the browser answers from its cache.
 */
export function routeFilesToPrefetch(routePath: string): string[] {
  if (isSlowConnection() || prefetched.has(routePath)) return [];
  prefetched.add(routePath);
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path ?? ''));
  const files = chunkNames.flatMap((chunkName) => {
    const entry = registry[chunkName];
    return entry ? chunkFilesOf(entry[0]) : [];
  });
  return files.filter((file) => {
    if (prefetchedFiles.has(file)) return false;
    prefetchedFiles.add(file);
    return true;
  });
}
