/** Every run of whitespace made one space, and none at either end. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Text as docusaurus-lunr-search stores it in a document's content: HTML-escaped (its search bar
 * inserts snippets as HTML) with its whitespace collapsed.
 */
export function indexedText(text: string): string {
  return collapseWhitespace(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
}
