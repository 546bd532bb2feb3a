import { pageOf } from './pageOf';
import type { SearchDocument } from './types';

/**
 * Folds the sections of every page under `prefix` into that page's document. TypeDoc gives each
 * member of a type its own heading, so a reference page would otherwise be dozens of documents,
 * each repeating the page's title and url; as one document it is still found by any member's name
 * or words (each member's section opens with its signature), and the search bar still highlights
 * the matched word on the page it opens. The reference's own index page (`prefix` itself) keeps
 * its title only: its text is the names of all the other pages, run together.
 */
export function mergeSections(docs: readonly SearchDocument[], prefix: string): SearchDocument[] {
  const merged: SearchDocument[] = [];
  const pages = new Map<string, SearchDocument>();
  for (const doc of docs) {
    if (!doc.url.startsWith(prefix)) {
      merged.push(doc);
      continue;
    }
    const url = pageOf(doc.url);
    let page = pages.get(url);
    if (page === undefined) {
      page = { title: doc.type === 0 ? doc.title : (doc.pageTitle ?? doc.title), type: 0, url, content: '' };
      pages.set(url, page);
      merged.push(page);
    }
    if (doc.content !== '' && url !== prefix)
      page.content = page.content === '' ? doc.content : `${page.content} ${doc.content}`;
  }
  return merged;
}
