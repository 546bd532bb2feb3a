import { collapseWhitespace } from './indexedText';
import type { Listing, SearchDocument } from './types';

/**
 * String and number literals of a listing, as the plugin stores its text (HTML-escaped: `"` is
 * `&quot;`). Capped in length, so that an apostrophe in a comment cannot swallow the code after it.
 */
const LITERALS = /'[^']{0,60}'|&quot;(?:(?!&quot;).){0,60}&quot;|`[^`]{0,60}`|\b\d[\d_.,e]*\b/g;

/** A listing's text without its literals. */
export function thinText(text: string): string {
  return text.replace(LITERALS, ' ');
}

/**
 * Keeps an example's words in its listing, not its data. On the example's own page the listing
 * stays searchable by the names it uses (components, props, helpers) and the words of its comments;
 * the literals go: series names, labels and numbers of made-up data, which no reader searches for
 * and which were a sizeable share of the index (PERFORMANCE.md, 'Example literals out of the index').
 */
export function thinListings(docs: readonly SearchDocument[], listings: readonly Listing[]): SearchDocument[] {
  return docs.map((doc) => {
    let content = doc.content;
    for (const listing of listings) {
      if (content.includes(listing.text)) content = content.replace(listing.text, thinText(listing.text));
    }
    return content === doc.content ? doc : { ...doc, content: collapseWhitespace(content) };
  });
}
