import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchDocument } from './types';

/** A page's `<meta name="description">`, as the minified HTML writes it (values quoted or not, attributes in any order). */
const DESCRIPTION = /<meta\b(?=[^>]*\bname="?description"?[\s/>])[^>]*\bcontent=(?:"([^"]*)"|([^\s"/>]+))/;

/** The description a built page gives in its head (HTML-escaped, as the plugin's texts are), if any. */
export function descriptionOf(html: string): string | undefined {
  const match = DESCRIPTION.exec(html);
  const description = (match?.[1] ?? match?.[2])?.trim();
  return description ? description : undefined;
}

/**
 * A page's own document is empty when the page's text all sits under headings (the plugin indexes a
 * page's intro with no section), and a search hit on its title then had no line to show. Such a
 * document takes the page's description as its `summary`: the front matter's, or the first
 * paragraph, which Docusaurus puts in the head when there is none. The summary is shown, not
 * indexed: as text of the pages that had none it made the lunr index larger (PERFORMANCE.md, 'Page
 * summaries not indexed'), and the readers' questions (tests/build/searchIndex.spec.ts) were answered
 * no better.
 */
export async function withPageSummaries(docs: readonly SearchDocument[], outDir: string): Promise<SearchDocument[]> {
  return Promise.all(
    docs.map(async (doc) => {
      if (doc.type !== 0 || doc.content !== '') return doc;
      const file = path.join(outDir, ...doc.url.split('/').filter((part) => part !== ''), 'index.html');
      const summary = descriptionOf(await readFile(file, 'utf8'));
      return summary === undefined ? doc : { ...doc, summary };
    }),
  );
}
