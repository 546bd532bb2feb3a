// The import below is the core's own module: the bundler sends only the core client's `./preload` here.
import preload from '@docusaurus/core/lib/client/preload.js';

/**
 * How long a client-side navigation keeps the previous page (with the progress bar) while the next
 * page's chunks load; past that, the next page renders and `@theme/Loading` shows its spinner.
 */
const KEEP_PREVIOUS_PAGE_MS = 1000;

let firstPageRendered = false;

/** Called after every route render (`./routeLifecycle.ts`), the first one included. */
export function markPageRendered(): void {
  firstPageRendered = true;
}

/**
 * The core's `preload(pathname)` (the chunks of every route the path matches), as the core's
 * client calls it: before the first page renders, and before every client-side navigation renders
 * the next page, or when the reader points at a link. Once the first page is up, it settles instead
 * of failing (the failure is logged), and settles at the latest after KEEP_PREVIOUS_PAGE_MS.
 */
export default function preloadInTime(pathname: string): Promise<unknown> {
  if (!firstPageRendered) return preload(pathname);
  return Promise.race([
    preload(pathname).catch((error: unknown) => {
      console.error(`Loading ${pathname} failed; the page offers Retry.`, error);
    }),
    new Promise<void>((resolve) => setTimeout(resolve, KEEP_PREVIOUS_PAGE_MS)),
  ]);
}
