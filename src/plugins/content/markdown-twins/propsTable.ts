import type { BlockContent, PhrasingContent } from 'mdast';
import {
  attribute,
  childElements,
  collapsedText,
  findElement,
  hasClass,
  type HtmlElement,
  type HtmlNode,
} from './htmlTree';
import type { PageContext } from './pageContext';
import { cellContent, cellsOf, gfmTable, rowsOf } from './table';

/** PropsTable's wrapper (src/components/PropsTable): a line on where the rows come from, then the table. */
export function isPropsTable(element: HtmlElement): boolean {
  return attribute(element, 'data-props-of') !== undefined;
}

/**
 * A props table as a GFM table, one row per prop: name, type, default, description, the columns of
 * the page. The name cell's badges (required or optional, deprecated, added in, inherited from)
 * follow the name in brackets; a deprecated or removed member (`data-removed-prop`, listed with the
 * release that removed it) is struck through. The type is one code span (a type's links to the
 * reference cannot sit inside code in Markdown). The default cell keeps the applied default, each
 * spec's where a shared type differs, and the sentence naming the declared default where the
 * library's comment says another. Every other child of the wrapper (the line on the table's
 * source) converts as usual, through `convert`.
 */
export function propsTable(
  wrapper: HtmlElement,
  page: PageContext,
  convert: (nodes: readonly HtmlNode[]) => BlockContent[],
): BlockContent[] {
  return childElements(wrapper).flatMap((child) =>
    child.tagName === 'table' ? [propsRows(child, page)] : convert([child]),
  );
}

function propsRows(table: HtmlElement, page: PageContext): BlockContent {
  const [header, ...rows] = rowsOf(table);
  if (!header || rows.length === 0) throw new Error(`markdown-twins: a props table without rows on ${page.url}.`);
  const head = cellsOf(header).map((cell): PhrasingContent[] => [{ type: 'text', value: collapsedText(cell) }]);
  if (head.length !== 4)
    throw new Error(
      `markdown-twins: a props table of ${head.length} columns on ${page.url}; the converter reads four.`,
    );
  return gfmTable([
    head,
    ...rows.map((row) => {
      const [name, type, defaultValue, description] = cellsOf(row);
      if (!name || !type || !defaultValue || !description)
        throw new Error(`markdown-twins: a props row without its four cells on ${page.url}.`);
      return [
        nameCell(name, row),
        [{ type: 'inlineCode', value: collapsedText(type) } as const],
        cellContent(defaultValue.childNodes, page),
        cellContent(description.childNodes, page),
      ];
    }),
  ]);
}

function nameCell(cell: HtmlElement, row: HtmlElement): PhrasingContent[] {
  const name = findElement(cell, (element) => attribute(element, 'id') !== undefined);
  if (!name) throw new Error('markdown-twins: a props row whose name has no anchor.');
  const badges = childElements(cell)
    .filter((element) => element !== name)
    .map(collapsedText)
    .filter(Boolean);
  const struck =
    attribute(row, 'data-removed-prop') !== undefined ||
    childElements(cell).some((element) => hasClass(element, 'deprecatedBadge'));
  const code: PhrasingContent = { type: 'inlineCode', value: collapsedText(name) };
  return [
    struck ? { type: 'delete', children: [code] } : code,
    ...(badges.length > 0 ? [{ type: 'text', value: ` (${badges.join(', ')})` } as const] : []),
  ];
}
