import type { PhrasingContent, Table, TableCell, TableRow } from 'mdast';
import { isChrome } from './chrome';
import { childElements, isElement, type HtmlElement, type HtmlNode } from './htmlTree';
import type { PageContext } from './pageContext';
import { phrasing, tidyPhrasing } from './phrasing';

/** The rows of a table, header rows first, wherever the parser put them (thead, tbody or the table itself). */
export function rowsOf(table: HtmlElement): HtmlElement[] {
  return childElements(table).flatMap((child) =>
    child.tagName === 'tr'
      ? [child]
      : ['thead', 'tbody', 'tfoot'].includes(child.tagName)
        ? childElements(child).filter((row) => row.tagName === 'tr')
        : [],
  );
}

export function cellsOf(row: HtmlElement): HtmlElement[] {
  return childElements(row).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');
}

/** An HTML table as a GFM table, its first row the header. */
export function table(element: HtmlElement, page: PageContext): Table {
  return gfmTable(rowsOf(element).map((row) => cellsOf(row).map((cell) => cellContent(cell.childNodes, page))));
}

/** Rows of cells as a GFM table, each row as wide as the widest (GFM needs every row to have the header's cells). */
export function gfmTable(rows: PhrasingContent[][][]): Table {
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  return {
    type: 'table',
    children: rows.map((cells): TableRow => ({
      type: 'tableRow',
      children: Array.from({ length: width }, (_, i): TableCell => ({ type: 'tableCell', children: cells[i] ?? [] })),
    })),
  };
}

/**
 * A cell's content on one line, as a GFM cell must be: its paragraphs follow each other, a list's
 * items are joined by semicolons, a folded note (`details`) reads as its summary, a colon and its
 * text, and line breaks become spaces.
 */
export function cellContent(nodes: readonly HtmlNode[], page: PageContext): PhrasingContent[] {
  const parts: PhrasingContent[][] = [];
  let inline: HtmlNode[] = [];
  const flush = () => {
    if (inline.length > 0) parts.push(phrasing(inline, page));
    inline = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !isCellBlock(node)) {
      if (!(isElement(node) && (isChrome(node) || node.tagName === 'br'))) inline.push(node);
      continue;
    }
    flush();
    if (isChrome(node)) continue;
    if (node.tagName === 'ul' || node.tagName === 'ol') {
      const items = childElements(node).map((item) => cellContent(item.childNodes, page));
      parts.push(items.flatMap((item, i) => (i > 0 ? [{ type: 'text', value: '; ' } as const, ...item] : item)));
    } else if (node.tagName === 'summary')
      parts.push([...phrasing(node.childNodes, page), { type: 'text', value: ':' }]);
    else parts.push(cellContent(node.childNodes, page));
  }
  flush();
  const joined: PhrasingContent[] = [];
  for (const part of parts) {
    const text = collapsedPart(part);
    if (text === '') continue;
    // Sentences of separate paragraphs stay sentences: "…of the chart. In use: …".
    if (joined.length > 0) joined.push({ type: 'text', value: /[.!?:;]$/.test(collapsedPart(joined)) ? ' ' : '. ' });
    joined.push(...part);
  }
  return tidyPhrasing(joined);
}

const CELL_BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'details', 'summary', 'section', 'pre', 'blockquote']);

function isCellBlock(element: HtmlElement): boolean {
  return CELL_BLOCKS.has(element.tagName);
}

function collapsedPart(part: readonly PhrasingContent[]): string {
  return part
    .map((node) => ('value' in node ? node.value : 'children' in node ? collapsedPart(node.children) : ' '))
    .join('')
    .trim();
}
