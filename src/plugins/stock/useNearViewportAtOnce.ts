import type { RefObject } from 'react';

/**
 * With DOCS_STOCK=bench, in place of src/browser/useNearViewport.ts: no waiting for the chart to
 * near the viewport, so a page's charts load as soon as it hydrates, as a plain
 * `<BrowserOnly>` embed would.
 */
export function useNearViewport(_ref: RefObject<Element | null>): boolean {
  return true;
}
