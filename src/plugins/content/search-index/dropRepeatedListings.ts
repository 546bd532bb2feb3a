import { collapseWhitespace, cutOut } from './indexedText';
import { pageOf } from './pageOf';
import type { Listing, SearchDocument } from './types';

/**
 * Keeps each listing in the documents of one page only, its home: the first page under
 * `homeBaseUrl` that shows it. An API page that embeds an example shows the same source as the
 * example's own page, and search should find that code once, where the example is explained. A
 * listing no page under `homeBaseUrl` shows is left where it is.
 */
export function dropRepeatedListings(
  docs: readonly SearchDocument[],
  listings: readonly Listing[],
  homeBaseUrl: string,
): SearchDocument[] {
  const homes = new Map<Listing, string>();
  for (const listing of listings) {
    const home = docs.find((doc) => doc.url.startsWith(homeBaseUrl) && doc.content.includes(listing.text));
    if (home) homes.set(listing, pageOf(home.url));
  }
  return docs.map((doc) => {
    let content = doc.content;
    for (const [listing, home] of homes) {
      if (pageOf(doc.url) !== home && content.includes(listing.text)) {
        content = cutOut(cutOut(content, listing.text), listing.caption);
      }
    }
    return content === doc.content ? doc : { ...doc, content: collapseWhitespace(content) };
  });
}
