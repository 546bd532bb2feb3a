import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { blocks, titleOf } from './blocks';
import { attribute, findElement, parseHtml, type HtmlElement, type HtmlParent } from './htmlTree';
import type { PageContext } from './pageContext';

/** A built page read for its twin: its title, its description and its content. */
export interface PageMarkdown {
  title: string;
  /** The page's `<meta name="description">`, the line llms.txt gives it. */
  description: string;
  /** Its content as a Markdown tree (markdownOf writes it out). */
  tree: Root;
}

export function pageMarkdown(html: string, page: PageContext): PageMarkdown {
  const document = parseHtml(html);
  const roots = contentRoots(document, page);
  const title = roots.map(titleOf).find(Boolean);
  if (!title) throw new Error(`markdown-twins: ${page.url} has no h1 to title its twin.`);
  const tree: Root = { type: 'root', children: blocks(roots, page) };
  return { title, description: metaDescription(document) ?? '', tree };
}

/**
 * The part of a page that is its content: `main`, whose chrome (breadcrumbs, tables of contents,
 * the previous and next links) chrome.ts leaves out; the docs sidebar, navbar and footer are
 * outside it. A page whose `main` has no title (the home page, whose hero is above it) starts with
 * the element that holds its `h1`.
 */
function contentRoots(document: HtmlParent, page: PageContext): HtmlElement[] {
  const main = findElement(document, (element) => element.tagName === 'main');
  if (!main) throw new Error(`markdown-twins: ${page.url} has no <main>.`);
  if (titleOf(main)) return [main];
  const heading = findElement(document, (element) => element.tagName === 'h1');
  const hero = heading?.parentNode;
  if (!hero || !('tagName' in hero)) throw new Error(`markdown-twins: ${page.url} has no h1.`);
  return [hero, main];
}

function metaDescription(document: HtmlParent): string | undefined {
  const meta = findElement(
    document,
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description',
  );
  return meta && attribute(meta, 'content');
}

/** Markdown as a reader's tools expect it: `-` bullets, fenced code, GFM tables without column padding. */
export function markdownOf(root: Root): string {
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    // `[url](url)`, not `<url>`: one link syntax for every link a tool reads.
    resourceLink: true,
  });
}
