import { collapseWhitespace } from './indexedText';
import type { SearchDocument } from './types';

/** Docusaurus's heading anchor link is a zero-width space, which the scanner takes into every heading's title. */
const HEADING_ANCHOR = /\u200b/g;

/**
 * Keeps the fields the search bar reads and trims what a reader never searches for: the anchor
 * character in titles, `chrome` (text of the page's widgets, such as a chart's loading placeholder)
 * and runs of whitespace. The plugin's other fields are dropped: `version` (versioning is off),
 * `keywords` (no page sets any), `tagName` and `sectionRef` (not read by the search bar).
 */
export function cleanDocument(doc: SearchDocument, chrome: readonly string[]): SearchDocument {
  let content = doc.content;
  for (const text of chrome) content = content.split(text).join(' ');
  const cleaned: SearchDocument = {
    title: doc.title.replace(HEADING_ANCHOR, '').trim(),
    type: doc.type,
    url: doc.url,
    content: collapseWhitespace(content),
  };
  if (doc.pageTitle !== undefined) cleaned.pageTitle = doc.pageTitle.replace(HEADING_ANCHOR, '').trim();
  return cleaned;
}
