import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import {
  attribute,
  collapsedText,
  findElement,
  isElement,
  parseHtml,
  rawText,
  type HtmlNode,
} from '../markdown-twins/htmlTree';
import { indexedText } from './indexedText';
import { PAGE_KEY, parseQuestions, questionsFileOf } from './pageQuestions';
import { htmlFileOf } from './withBuiltPageText';
import type { SearchDocument } from './types';

/** A page of the pages plugin (`src/pages/`): its source, relative to the site, and its route. */
export interface SitePage {
  source: string;
  route: string;
}

interface LoadedPage {
  source?: unknown;
  permalink?: unknown;
}

/**
 * The pages of the pages plugin but the home page (`@site/src/pages/theme-builder.tsx` →
 * `/theme-builder`). The home page is left out: it leads to the guides and examples, which are
 * indexed themselves, and answers no question of its own.
 */
export function sitePagesOf(plugins: readonly LoadedPlugin[], homeRoute: string): SitePage[] {
  const plugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-pages');
  const pages = plugin?.content as LoadedPage[] | undefined;
  if (!Array.isArray(pages)) throw new Error('search-index: no pages plugin content to index the site pages of.');
  return pages.flatMap(({ source, permalink }) =>
    typeof source === 'string' && typeof permalink === 'string' && permalink !== homeRoute
      ? [{ source: source.replace(/^@site\//, ''), route: permalink }]
      : [],
  );
}

/** Text a reader does not search for: the page's title (indexed as the title), a loading status, scripts. */
const isSkipped = (node: HtmlNode) =>
  isElement(node) &&
  (node.tagName === 'h1' ||
    node.tagName === 'script' ||
    node.tagName === 'noscript' ||
    attribute(node, 'role') === 'status');

function textOf(node: HtmlNode): string {
  if (isSkipped(node)) return '';
  if (!isElement(node)) return rawText(node);
  return ` ${node.childNodes.map(textOf).join('')} `;
}

/**
 * The site's own pages (the theme builder): the scanner reads a page's `article`, and these have none,
 * so they were not in the index at all and "theme builder" found nothing. Each becomes one document:
 * its `h1` as the title, the text its built `main` holds (the page's opening words; the rest is drawn
 * in the browser) as the text, and the questions of the file beside its source, under `page`
 * (`src/pages/theme-builder.tsx` → `src/pages/theme-builder.questions.yml`). A page without that file
 * fails the build: it would be a page search cannot find.
 */
export async function sitePageDocuments(
  pages: readonly SitePage[],
  outDir: string,
  siteDir: string,
): Promise<SearchDocument[]> {
  return Promise.all(
    pages.map(async ({ source, route }) => {
      const questionsFile = questionsFileOf(source);
      const file = path.join(siteDir, questionsFile);
      if (!existsSync(file)) {
        throw new Error(
          `search-index: ${source} (${route}) has no ${questionsFile}: write what the page answers, in readers' words, under "${PAGE_KEY}".`,
        );
      }
      const questions = parseQuestions(await readFile(file, 'utf8'), questionsFile);
      const extra = [...questions.keys()].filter((key) => key !== PAGE_KEY);
      if (extra.length > 0 || !questions.has(PAGE_KEY)) {
        throw new Error(
          `search-index: ${questionsFile} must have "${PAGE_KEY}" only (a site page is one document); it has ${[...questions.keys()].join(', ')}.`,
        );
      }
      const main = findElement(
        parseHtml(await readFile(htmlFileOf(outDir, route), 'utf8')),
        (element) => element.tagName === 'main',
      );
      const h1 = main && findElement(main, (element) => element.tagName === 'h1');
      if (!main || !h1) throw new Error(`search-index: the built ${route} has no <main> with an <h1> to index.`);
      return {
        title: collapsedText(h1),
        type: 0 as const,
        url: route,
        content: indexedText(textOf(main)),
        questions: questions.get(PAGE_KEY),
      };
    }),
  );
}
