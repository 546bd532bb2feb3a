import type { BlockContent, ListItem, PhrasingContent } from 'mdast';
import { chartExample, isChartExample } from './chartExample';
import { isChrome } from './chrome';
import { codeBlock, isCodeBlock } from './codeBlock';
import {
  attribute,
  childElements,
  collapsedText,
  findElement,
  isElement,
  type HtmlElement,
  type HtmlNode,
} from './htmlTree';
import type { PageContext } from './pageContext';
import { phrasing, tidyPhrasing } from './phrasing';
import { isPropsTable, propsTable } from './propsTable';
import { table } from './table';

/** Elements that start a block of their own; any other element is inline and joins a paragraph. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

function isBlock(node: HtmlNode): node is HtmlElement {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

/**
 * A run of HTML nodes as Markdown blocks. Inline nodes between blocks gather into paragraphs; the
 * site's own components (props tables, live examples, code blocks) have converters of their own;
 * containers (`div`, `section`, …) pass their content through.
 */
export function blocks(nodes: readonly HtmlNode[], page: PageContext): BlockContent[] {
  const out: BlockContent[] = [];
  let inline: HtmlNode[] = [];
  const flush = () => {
    out.push(...paragraph(phrasing(inline, page)));
    inline = [];
  };
  for (const node of nodes) {
    if (isElement(node) && isChrome(node)) continue;
    if (isBlock(node) || (isElement(node) && isBlockLink(node))) {
      flush();
      out.push(...blockOf(node, page));
    } else inline.push(node);
  }
  flush();
  return out;
}

function blockOf(element: HtmlElement, page: PageContext): BlockContent[] {
  if (isPropsTable(element)) return propsTable(element, page, (nodes) => blocks(nodes, page));
  if (isChartExample(element)) return chartExample(element, page);
  if (isCodeBlock(element)) return [codeBlock(element)];
  if (isBlockLink(element)) return blockLink(element, page);
  const children = () => blocks(element.childNodes, page);
  const inline = () => tidyPhrasing(phrasing(element.childNodes, page));
  switch (element.tagName) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const content = inline();
      const depth = Number(element.tagName[1]) as 1 | 2 | 3 | 4 | 5 | 6;
      return content.length > 0 ? [{ type: 'heading', depth, children: content }] : [];
    }
    case 'p':
    case 'dt':
    case 'figcaption':
      return paragraph(phrasing(element.childNodes, page));
    case 'summary':
      return paragraph([{ type: 'strong', children: phrasing(element.childNodes, page) }]);
    case 'ul':
    case 'ol':
      return list(element, page);
    case 'pre':
      return [codeBlock(element)];
    case 'table':
      return [table(element, page)];
    case 'blockquote':
      return [{ type: 'blockquote', children: children() }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    default:
      return children();
  }
}

function paragraph(nodes: readonly PhrasingContent[]): BlockContent[] {
  const children = tidyPhrasing(nodes);
  return children.length > 0 ? [{ type: 'paragraph', children }] : [];
}

function list(element: HtmlElement, page: PageContext): BlockContent[] {
  const items = childElements(element)
    .filter((child) => child.tagName === 'li' && !isChrome(child))
    .map((item): ListItem => ({ type: 'listItem', spread: false, children: blocks(item.childNodes, page) }))
    .filter((item) => item.children.length > 0);
  if (items.length === 0) return [];
  const ordered = element.tagName === 'ol';
  const start = Number(attribute(element, 'start') ?? 1);
  return [{ type: 'list', ordered, start: ordered ? start : undefined, spread: false, children: items }];
}

/**
 * A link around blocks: a category page's card (a heading and a description inside one `<a>`). In
 * Markdown it is one paragraph, the title linked and the description after it; the title is the
 * heading's `title` attribute where it has one, without the card's emoji.
 */
function isBlockLink(element: HtmlElement): boolean {
  return element.tagName === 'a' && childElements(element).some(isBlock);
}

function blockLink(element: HtmlElement, page: PageContext): BlockContent[] {
  const href = attribute(element, 'href');
  const [heading, ...rest] = childElements(element).filter(isBlock);
  if (!href || !heading)
    throw new Error(`markdown-twins: a link around blocks without an href or a heading on ${page.url}.`);
  const title = attribute(heading, 'title') ?? collapsedText(heading);
  const description = rest.map((block) => attribute(block, 'title') ?? collapsedText(block)).join(' ');
  const link: PhrasingContent = { type: 'link', url: page.absolute(href), children: [{ type: 'text', value: title }] };
  return paragraph(description ? [link, { type: 'text', value: `: ${description}` }] : [link]);
}

/** The first `h1` under `element`, as text: a page's title. */
export function titleOf(element: HtmlElement): string | undefined {
  const heading = findElement(element, (candidate) => candidate.tagName === 'h1');
  return heading && collapsedText(heading);
}
