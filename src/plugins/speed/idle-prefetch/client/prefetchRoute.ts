import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat.js';
import prefetchChunk from '@docusaurus/core/lib/client/prefetch.js';
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

const isSlowConnection = () =>
  Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);

/**
 * Docusaurus's `prefetch` (core `client/docusaurus.js`) with the same result: the chunks of every
 * route that `routePath` matches get a `<link rel="prefetch">`, once per visit, and not on a slow or
 * data-saving connection. Two things cost the core tens of ms per link on a slow phone, and are
 * done once here:
 * - it finds a route's chunks by scanning all of the site's 630 route keys with a regular
 *   expression, for each matched route of each call; here the scan fills a map, once;
 * - it adds a `<link>` for every chunk of every call, though the pages of one section share most
 *   of theirs (501 links for 35 files on an all-types page); here each file gets one.
 *
 * The chunks' files come from the registry's loaders (`chunkFilesOf`), not from the runtime's
 * map of chunk names, which the build leaves out.
 *
 * One difference: the core also skips a page the reader has already preloaded (by pointing at its
 * link); here its chunks are prefetched again, which the browser answers from its cache.
 */
export function prefetchRoute(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || prefetched.has(routePath)) return false;
  prefetched.add(routePath);
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path ?? ''));
  const files = chunkNames.flatMap((chunkName) => {
    const entry = registry[chunkName];
    return entry ? chunkFilesOf(entry[0]) : [];
  });
  return Promise.all(
    files.map((file) => {
      if (prefetchedFiles.has(file)) return Promise.resolve();
      prefetchedFiles.add(file);
      return prefetchChunk(file);
    }),
  );
}
