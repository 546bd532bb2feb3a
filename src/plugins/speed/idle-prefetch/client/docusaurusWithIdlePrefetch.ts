import { createIdleQueue } from '@site/src/browser/idleQueue';
import prefetchChunk from '@docusaurus/core/lib/client/prefetch.js';
import preloadInTime from '@site/src/plugins/behaviour/page-loading/client/preloadInTime';
import { isSlowConnection, routeFilesToPrefetch } from './prefetchRoute';

/**
 * How long one idle slice may run jobs. A job is a route's lookup or one file's `<link>` (about
 * 2.6 ms at 4x CPU); a slice of 10 ms ran two to five of them and took 13 to 25 ms at 4x (one of
 * 53), which a query's answer or a keystroke arriving then waited out (PERFORMANCE.md, 'Idle
 * slices and the first query').
 */
const SLICE_MS = 4;

const queue = createIdleQueue({ sliceMs: SLICE_MS, timeoutMs: 5000 });

/** One file's `<link rel="prefetch">`, as a job of the queue; settles when the file is in (or failed to be). */
const prefetchFile = (file: string): Promise<void> =>
  new Promise((settled) => {
    queue(() => {
      prefetchChunk(file).then(settled, () => settled());
    });
  });

const preloaded = new Set<string>();

/**
 * `window.docusaurus` as Docusaurus makes it (core `client/docusaurus.js`), with a `prefetch` that
 * looks chunks up in a map (`routeFilesToPrefetch`) and runs in idle slices, a route's lookup and each
 * of its files as jobs of their own. Every link that scrolls into view calls it; on a page with a long
 * sidebar and a props table full of type links, the core's calls added up to one long task of blocked
 * main thread on a slow phone (PERFORMANCE.md, 'The core's prefetch').
 *
 * `preload` (the chunks of a page the reader points at) is the core's: once per path, not on a slow
 * connection, through page-loading's `preloadInTime` as the core's module has it. The core's module is
 * not imported at all: its own `prefetch`, dead here, was 93 bytes gzip of every page's entry script.
 */
export default Object.freeze({
  prefetch: (routePath: string): Promise<void[]> =>
    new Promise((resolve) => {
      queue(() => resolve(Promise.all(routeFilesToPrefetch(routePath).map(prefetchFile))));
    }),
  preload: (routePath: string): false | Promise<unknown> => {
    if (isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preloadInTime(routePath);
  },
});
