import { pageOf } from './pageOf';
import type { SearchDocument } from './types';

/**
 * The plugin adds documents in the order its scanner threads finish pages, which varies from build
 * to build. This puts hand-written pages first and the generated reference (under `referenceBaseUrl`)
 * last, each page by url and its sections in page order, so that the later steps keep text in the
 * same, preferred document every time.
 */
export function orderDocuments(docs: readonly SearchDocument[], referenceBaseUrl: string): SearchDocument[] {
  const rank = (doc: SearchDocument) => (doc.url.startsWith(referenceBaseUrl) ? 1 : 0);
  return [...docs].sort((a, b) => rank(a) - rank(b) || pageOf(a.url).localeCompare(pageOf(b.url)));
}
