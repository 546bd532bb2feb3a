import { collapseWhitespace, cutOut } from './indexedText';
import type { SearchDocument } from './types';

/** Docusaurus's heading anchor link is a zero-width space, which the scanner takes into every heading's title. */
const HEADING_ANCHOR = /\u200b/g;

const withoutAnchor = (title: string) => title.replace(HEADING_ANCHOR, '').trim();

/**
 * Keeps the fields the search bar reads and trims what a reader never searches for: the anchor
 * character in titles, `chrome` (text of the page's widgets, such as a chart's loading placeholder)
 * and runs of whitespace. The plugin's other fields are dropped: `version` (versioning is off),
 * `keywords` (no page sets any), `tagName` and `sectionRef` (not read by the search bar).
 */
export function cleanDocument(doc: SearchDocument, chrome: readonly (string | RegExp)[]): SearchDocument {
  const cleaned: SearchDocument = {
    title: withoutAnchor(doc.title),
    type: doc.type,
    url: doc.url,
    content: collapseWhitespace(chrome.reduce(cutOut, doc.content)),
  };
  if (doc.pageTitle !== undefined) cleaned.pageTitle = withoutAnchor(doc.pageTitle);
  return cleaned;
}
