import type { SearchDocument } from './types';

/**
 * A section with no text of its own, such as TypeDoc's "Properties" heading above its members,
 * would only match its own generic title on hundreds of pages. Page documents always stay: they
 * are how a page's title is found.
 */
export function isEmptySection(doc: SearchDocument): boolean {
  return doc.type === 1 && doc.content === '' && (doc.questions ?? []).length === 0;
}
