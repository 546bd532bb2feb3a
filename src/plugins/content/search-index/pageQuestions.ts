import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import { parse } from 'yaml';
import type { SearchDocument } from './types';

/**
 * What each hand-written docs page answers, in readers' words: a file beside the page, named after it
 * (`docs/legends.mdx` → `docs/legends.questions.yml`), that maps the page's heading anchors, and `page`
 * for the page as a whole, to the questions, symptoms and error messages a reader types that the page or
 * the section answers. The docs plugin reads `.md` and `.mdx` files only, so the file is no page. Keyed by
 * anchor rather than written into the page's front matter, so that a page's sections can be rewritten
 * and moved while the questions stay reviewed apart; `tests/build/pageQuestions.spec.ts` fails when a key
 * names an anchor the page no longer has, or a page or section has none.
 */
export const PAGE_KEY = 'page';

export const QUESTIONS_SUFFIX = '.questions.yml';

/** The questions file of a page's source file, its extension replaced (`legends.mdx`, `theme-builder.tsx`). */
export const questionsFileOf = (source: string): string => source.replace(/\.[^./]+$/, QUESTIONS_SUFFIX);

/** A questions file read: each key with its questions, in the file's order. */
export type PageQuestions = Map<string, string[]>;

/** Reads a questions file's text; throws, naming `file` and the key, when it is not a map of lists of questions. */
export function parseQuestions(text: string, file: string): PageQuestions {
  const data: unknown = parse(text);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: expected a map from heading anchors (and "${PAGE_KEY}") to lists of questions.`);
  }
  const questions: PageQuestions = new Map();
  for (const [key, list] of Object.entries(data)) {
    if (!Array.isArray(list) || list.length === 0 || !list.every((q) => typeof q === 'string' && q.trim() !== '')) {
      throw new Error(`${file}: "${key}" must list at least one question, each a non-empty line of text.`);
    }
    questions.set(
      key,
      list.map((q: string) => q.trim()),
    );
  }
  return questions;
}

/** A hand-written docs page: its source file, relative to the site, and its route. */
export interface DocsPage {
  source: string;
  route: string;
}

interface LoadedDocs {
  loadedVersions?: { docs?: { source?: unknown; permalink?: unknown }[] }[];
}

/** The pages of the docs plugin instance `id`, read from its loaded content (`@site/docs/legends.mdx` → `/docs/legends`). */
export function docsPagesOf(plugins: readonly LoadedPlugin[], id: string): DocsPage[] {
  const plugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === id);
  const versions = (plugin?.content as LoadedDocs | undefined)?.loadedVersions;
  if (!versions) throw new Error(`search-index: no docs plugin instance "${id}" to read the questions files of.`);
  return versions.flatMap((version) =>
    (version.docs ?? []).flatMap(({ source, permalink }) =>
      typeof source === 'string' && typeof permalink === 'string'
        ? [{ source: source.replace(/^@site\//, ''), route: permalink }]
        : [],
    ),
  );
}

/**
 * What `withPageQuestions` found for each page, recorded in the site's generated files
 * (`.docusaurus/search-page-questions.json`) for the build test: which pages have a questions file,
 * and the keys that named no document of the page.
 */
export const PAGE_QUESTIONS_RECORD = 'search-page-questions.json';

export interface PageQuestionsRecord {
  source: string;
  route: string;
  /** The questions file, relative to the site; null when the page has none. */
  questionsFile: string | null;
  /** Keys of the file that name no section the search index has for the page. */
  unknownKeys: string[];
}

/**
 * Each docs page's questions, from the file beside it, on the page's documents: `page`'s on the page's
 * own document, an anchor's on the section's. Returns the documents and what it found per page.
 */
export async function withPageQuestions(
  docs: readonly SearchDocument[],
  pages: readonly DocsPage[],
  siteDir: string,
): Promise<{ docs: SearchDocument[]; record: PageQuestionsRecord[] }> {
  const byUrl = new Map<string, string[]>();
  const record: PageQuestionsRecord[] = [];
  const urls = new Set(docs.map((doc) => doc.url));
  for (const { source, route } of pages) {
    const questionsFile = questionsFileOf(source);
    const file = path.join(siteDir, questionsFile);
    if (!existsSync(file)) {
      record.push({ source, route, questionsFile: null, unknownKeys: [] });
      continue;
    }
    const unknownKeys: string[] = [];
    for (const [key, questions] of parseQuestions(await readFile(file, 'utf8'), questionsFile)) {
      const url = key === PAGE_KEY ? route : `${route}#${key}`;
      if (urls.has(url)) byUrl.set(url, questions);
      else unknownKeys.push(key);
    }
    if (unknownKeys.length > 0) {
      console.warn(`search-index: ${questionsFile} names sections ${route} does not have: ${unknownKeys.join(', ')}`);
    }
    record.push({ source, route, questionsFile, unknownKeys });
  }
  return {
    docs: docs.map((doc) => {
      const questions = byUrl.get(doc.url);
      return questions ? { ...doc, questions } : doc;
    }),
    record,
  };
}
