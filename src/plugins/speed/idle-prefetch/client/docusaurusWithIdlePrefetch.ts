// The import below is the core's own module: the bundler sends only clientEntry's `./docusaurus` here.
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import { createIdleQueue } from '@site/src/browser/idleQueue';
import { prefetchRoute } from './prefetchRoute';

/**
 * Well below the 50 ms of a long task: one prefetch (its route lookup and a `<link>` per chunk)
 * takes several ms on a slow phone, and the last one of a slice may start just before its end.
 */
const SLICE_MS = 10;

const queue = createIdleQueue({ sliceMs: SLICE_MS, timeoutMs: 5000 });

/**
 * `window.docusaurus` as Docusaurus makes it, with a `prefetch` that looks chunks up in a map
 * (`prefetchRoute`) and runs in idle slices. Every link that scrolls into view calls it; on a page
 * with a long sidebar and a props table full of type links, the core's calls added up to one long
 * task of blocked main thread on a slow phone (PERFORMANCE.md, 'The core's prefetch').
 */
export default Object.freeze({
  ...docusaurus,
  prefetch: (routePath: string): Promise<void[]> =>
    new Promise((resolve) => {
      queue(() => resolve(prefetchRoute(routePath) || []));
    }),
});
