/** Every run of whitespace made one space, and none at either end. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` with every occurrence of `piece` (a string, or a pattern) replaced by a space. */
export function cutOut(text: string, piece: string | RegExp): string {
  return text.split(piece).join(' ');
}

/**
 * Text as docusaurus-lunr-search stores it in a document's content: HTML-escaped (its search bar
 * inserts snippets as HTML) with its whitespace collapsed.
 */
export function indexedText(text: string): string {
  return collapseWhitespace(
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
  );
}
