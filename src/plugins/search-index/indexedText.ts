/**
 * Text as docusaurus-lunr-search stores it in a document's content: HTML-escaped (its search bar
 * inserts snippets as HTML) with every run of whitespace made one space.
 */
export function indexedText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\s+/g, ' ')
    .trim();
}
