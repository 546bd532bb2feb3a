import type { PhrasingContent } from 'mdast';
import { attribute, collapsedText, hasClass, isElement, type HtmlNode } from './htmlTree';
import { isChrome } from './chrome';
import type { PageContext } from './pageContext';

/**
 * Inline HTML as Markdown's inline nodes: text, `code`, links (made absolute), emphasis, breaks.
 * What the page only draws (the heading's permalink mark, buttons) is left out (chrome.ts); any
 * other element passes its content through, so no tag reaches the Markdown.
 */
export function phrasing(nodes: readonly HtmlNode[], page: PageContext): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isSummaryAfterTitle(node)) {
      // The space before it (there for the search index, see spacedItems) gives way to the colon.
      const last = out[out.length - 1];
      if (last?.type === 'text') last.value = last.value.trimEnd();
      out.push({ type: 'text', value: ': ' });
    }
    out.push(...phrasingOf(node, page));
  }
  return out;
}

/**
 * A summary that CSS sets on a line of its own after a title (GuideList's items: a link, then a
 * `span` of summary) reads as the title, a colon and the summary.
 */
function isSummaryAfterTitle(node: HtmlNode): boolean {
  return isElement(node) && node.tagName === 'span' && hasClass(node, 'summary');
}

function phrasingOf(node: HtmlNode, page: PageContext): PhrasingContent[] {
  if (node.nodeName === '#text' && 'value' in node) return [{ type: 'text', value: node.value }];
  if (!isElement(node) || isChrome(node)) return [];
  const children = () => phrasing(node.childNodes, page);
  switch (node.tagName) {
    case 'code':
    case 'kbd': {
      const value = collapsedText(node);
      return value ? [{ type: 'inlineCode', value }] : [];
    }
    case 'a': {
      const href = attribute(node, 'href');
      const content = children();
      if (!href || !hasText(content)) return content;
      return [{ type: 'link', url: page.absolute(href), children: content }];
    }
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: children() }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: children() }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: children() }];
    case 'br':
      return [{ type: 'break' }];
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{ type: 'image', url: page.absolute(src), alt: attribute(node, 'alt') ?? '' }] : [];
    }
    default:
      return children();
  }
}

function hasText(nodes: readonly PhrasingContent[]): boolean {
  return nodes.some((node) =>
    node.type === 'text' || node.type === 'inlineCode'
      ? node.value.trim() !== ''
      : 'children' in node && hasText(node.children),
  );
}

/**
 * Inline nodes laid out as the browser shows them: whitespace collapsed, none at either end, and a
 * space at the edge of emphasis or a link moved outside it (`**Note: **` is no emphasis in
 * Markdown). Empty nodes go.
 */
export function tidyPhrasing(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = collapsed(nodes);
  trimEdges(out);
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Whitespace collapsed, and moved out of emphasis and links, with the edges left as they are. */
function collapsed(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.value = (last.value + value).replace(/\s+/g, ' ');
    else out.push({ type: 'text', value: value.replace(/\s+/g, ' ') });
  };
  for (const node of nodes) {
    if (node.type === 'text') pushText(node.value);
    else if (node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete' || node.type === 'link') {
      const inner = collapsed(node.children);
      if (!hasText(inner)) continue;
      const first = inner[0];
      const last = inner[inner.length - 1];
      const before = first?.type === 'text' && /^\s/.test(first.value);
      const after = last?.type === 'text' && /\s$/.test(last.value);
      trimEdges(inner);
      if (before) pushText(' ');
      out.push({ ...node, children: inner.filter((child) => child.type !== 'text' || child.value !== '') });
      if (after) pushText(' ');
    } else out.push(node);
  }
  return out;
}

/** No space at the start or end of a paragraph, and none around a line break. */
function trimEdges(nodes: PhrasingContent[]): void {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  nodes.forEach((node, i) => {
    if (node.type !== 'break') return;
    const before = nodes[i - 1];
    const after = nodes[i + 1];
    if (before?.type === 'text') before.value = before.value.trimEnd();
    if (after?.type === 'text') after.value = after.value.trimStart();
  });
}
