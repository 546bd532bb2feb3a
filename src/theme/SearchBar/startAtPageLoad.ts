import { afterLoad } from '@site/src/browser/afterLoad';
import { searchFileUrls } from './searchFileUrls';

/**
 * A client module of the search-index plugin. On the visit's first page, the search worker is started at
 * the load event from here rather than from the search bar: the bar's effects run once React has hydrated
 * the page, which on a page with a chart and code blocks came 350 to 900 ms after the load event at 4x CPU,
 * and the worker's whole load waited for it (PERFORMANCE.md, 'Search box ready, started at the load event').
 * The bar takes the parts from `searchParts.ts` when it mounts. Later pages of the visit have them already.
 *
 * Docusaurus calls `onRouteUpdate` as the first page starts to render (its `previousLocation` is null) and
 * before each navigation.
 */
export function onRouteUpdate({ previousLocation }: { previousLocation: unknown }): void {
  const files = searchFileUrls();
  // Without file names there is nothing to start: the search bar says so when it asks.
  if (previousLocation !== null || files === undefined) return;
  afterLoad(() => {
    // The loader comes with the search bar's chunk, which every page has loaded by then: kept out of the entry
    // script. A failure is the search bar's to report: it asks again, and says so in the box.
    import('./searchParts').then(({ loadSearchParts }) => loadSearchParts(files)).catch(() => undefined);
  });
}
