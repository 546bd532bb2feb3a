import {
  attribute,
  findElement,
  hasClass,
  isElement,
  parseHtml,
  type HtmlElement,
  type HtmlNode,
} from '../markdown-twins/htmlTree';
import { indexedText } from './indexedText';

/** A section of a built page: its heading's anchor and text, and the text under it up to the next heading. */
export interface PageSection {
  anchor: string;
  title: string;
  content: string;
}

/** A built page's text as the search scanner would have stored it (HTML-escaped, whitespace collapsed). */
export interface PageText {
  /** The text before the first section's heading: what the page opens with. */
  intro: string;
  sections: PageSection[];
}

/** Elements whose text runs on with the text around them; every other element's text is a word apart from its neighbours'. */
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'small', 'span', 'strong', 'sub', 'sup']);

/** Elements with no text a reader searches for: the page's title (indexed as the title), scripts, icons, controls. */
const SKIPPED = new Set(['h1', 'script', 'style', 'svg', 'button', 'noscript', 'template']);

const isSectionHeading = (element: HtmlElement) =>
  (element.tagName === 'h2' || element.tagName === 'h3') && attribute(element, 'id') !== undefined;

/** A heading's own permalink mark (a zero-width space in a link). */
const isHashLink = (element: HtmlElement) => element.tagName === 'a' && hasClass(element, 'hash-link');

function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!isElement(node) || SKIPPED.has(node.tagName) || isHashLink(node)) return '';
  const inner = node.childNodes.map(textOf).join('');
  return INLINE.has(node.tagName) ? inner : ` ${inner} `;
}

/**
 * The text of a built page's article (its `.markdown` element), cut at each `h2` and `h3` that has an
 * anchor, wherever it sits. docusaurus-lunr-search reads the headings that are children of that element
 * only, and starts its first section at the first of them: what a page says before it was never indexed
 * (a recipe's or an example's opening paragraphs), and headings inside a component (the comparisons of
 * an upgrade step, each in a `<section>`) ran into the heading before them.
 */
export function builtPageText(html: string): PageText | undefined {
  const article = findElement(parseHtml(html), (element) => element.tagName === 'article');
  const markdown = article && findElement(article, (element) => hasClass(element, 'markdown'));
  if (!markdown) return undefined;
  const parts: string[] = [];
  const sections: { anchor: string; title: string; from: number }[] = [];
  const walk = (node: HtmlNode): void => {
    if (isElement(node) && isSectionHeading(node)) {
      sections.push({ anchor: attribute(node, 'id') ?? '', title: textOf(node), from: parts.length });
      return;
    }
    if (isElement(node) && !SKIPPED.has(node.tagName) && !isHashLink(node)) {
      const block = !INLINE.has(node.tagName);
      if (block) parts.push(' ');
      node.childNodes.forEach(walk);
      if (block) parts.push(' ');
      return;
    }
    parts.push(textOf(node));
  };
  markdown.childNodes.forEach(walk);
  const textBetween = (from: number, to: number) => indexedText(parts.slice(from, to).join(''));
  return {
    intro: textBetween(0, sections[0]?.from ?? parts.length),
    sections: sections.map(({ anchor, title, from }, i) => ({
      anchor,
      title: title.replace(/\s+/g, ' ').trim(),
      content: textBetween(from, sections[i + 1]?.from ?? parts.length),
    })),
  };
}
