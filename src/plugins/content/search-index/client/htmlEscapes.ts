/**
 * docusaurus-lunr-search writes a document's text HTML-escaped (its own search bar inserted snippets as
 * HTML). Ours renders text, so the escapes are read back before a hit shows its words; and lunr reads
 * them as spaces of the same length (`buildLunrIndex.ts`), so a word's position in the escaped text is
 * where the index saw it.
 */
const ESCAPE = /&(?:quot|amp|lt|gt|#39);/g;

const CHARACTERS: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

/** The escapes made spaces of the same length. */
export function escapesAsSpaces(text: string): string {
  return text.replace(ESCAPE, (escape) => ' '.repeat(escape.length));
}

/** The text with each escape read back as its character. */
export function unescaped(text: string): string {
  return text.replace(ESCAPE, (escape) => CHARACTERS[escape] ?? escape);
}
