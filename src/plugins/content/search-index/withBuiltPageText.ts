import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPageText, type PageText } from './builtPageText';
import { pageOf } from './pageOf';
import type { SearchDocument } from './types';

/** The built page of a url (`/docs/legends` → `docs/legends/index.html`). */
export const htmlFileOf = (outDir: string, url: string): string =>
  path.join(outDir, ...url.split('/').filter((part) => part !== ''), 'index.html');

/**
 * A page's documents with what the scanner left out put back (`builtPageText.ts`): its own document,
 * which the scanner leaves empty once a page has a section, gets the page's opening text; and when the
 * page has a heading the scanner did not see (one inside a component), the page is cut again at every
 * heading, its sections replacing the scanner's.
 */
export function completedPage(
  page: SearchDocument,
  sections: readonly SearchDocument[],
  text: PageText,
): SearchDocument[] {
  const own = { ...page, content: text.intro };
  const seen = new Set(sections.map((section) => section.url.slice(section.url.indexOf('#') + 1)));
  if (text.sections.every(({ anchor }) => seen.has(anchor))) return [own, ...sections];
  return [
    own,
    ...text.sections.map(({ anchor, title, content }) => ({
      title,
      type: 1 as const,
      pageTitle: page.title,
      url: `${page.url}#${anchor}`,
      content,
    })),
  ];
}

/**
 * `completedPage` for every page the scanner cut into sections (its own document empty), read from the
 * build. Pages under `referenceBaseUrl` are left as they are: each becomes one document anyway
 * (`mergeSections.ts`). Runs on the scanner's documents, before the steps that clean them, so what it
 * adds is cleaned alike.
 */
export async function withBuiltPageText(
  docs: readonly SearchDocument[],
  outDir: string,
  referenceBaseUrl: string,
): Promise<SearchDocument[]> {
  const pages = new Map<string, { page?: SearchDocument; sections: SearchDocument[] }>();
  for (const doc of docs) {
    const entry = pages.get(pageOf(doc.url)) ?? { sections: [] };
    if (doc.type === 0) entry.page = doc;
    else entry.sections.push(doc);
    pages.set(pageOf(doc.url), entry);
  }
  const completed = await Promise.all(
    [...pages.values()].map(async ({ page, sections }) => {
      if (!page || page.content !== '' || page.url.startsWith(referenceBaseUrl))
        return [...(page ? [page] : []), ...sections];
      const text = builtPageText(await readFile(htmlFileOf(outDir, page.url), 'utf8'));
      return text ? completedPage(page, sections, text) : [page, ...sections];
    }),
  );
  return completed.flat();
}
