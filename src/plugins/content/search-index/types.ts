/**
 * One search document as docusaurus-lunr-search writes it and its search bar reads it: a page
 * (`type` 0) or a section of one (`type` 1, with its page's title and a `#anchor` url).
 */
export interface SearchDocument {
  title: string;
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  content: string;
  /**
   * Ours, not the plugin's: for a page's own document with no text, the page's description, which a
   * hit on its title shows. Not indexed (`pageSummaries.ts` says why).
   */
  summary?: string;
  /**
   * Ours: what the section (or, on a page's own document, the page) answers, in readers' words, from
   * the questions file beside a docs page (`pageQuestions.ts`). Indexed as a field of its own.
   */
  questions?: string[];
}

/** The search-doc file: the documents, and the plugin options its search bar reads (maxHits, highlightResult). */
export interface SearchDocFile {
  searchDocs: SearchDocument[];
  options: Record<string, unknown>;
}

/** A code listing the site shows on several pages. */
export interface Listing {
  /** Its text as the plugin indexes it (HTML-escaped, whitespace collapsed). */
  text: string;
  /** Its caption (the file name above the code), dropped with it. */
  caption: string;
}
