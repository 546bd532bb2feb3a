/** The parts of a HAST tree this step reads: any node, and an element's or a root's children. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: unknown;
  children?: HastNode[];
}

/** Elements whose text keeps its line breaks: they are drawn as they are. */
const PRESERVED = new Set(['pre', 'code', 'textarea', 'script', 'style']);

/**
 * A rehype step of the docs instances' MDX: each line break in a text node becomes a space, outside
 * `pre`, `code` and the like. A browser draws the two alike, but docusaurus-lunr-search reads a page's
 * text with hast-util-to-text 2, which drops a line break at the edge of a text node next to an
 * element and the line breaks between list items: "`floating`⏎set to true" was indexed as
 * "floatingset to true", and the last word of each list item fused with the next item's first
 * ("by name.Style"), so neither word could be found there.
 */
export default function lineBreaksAsSpaces(): (tree: HastNode) => void {
  const visit = (node: HastNode): void => {
    if (node.type === 'text' && typeof node.value === 'string') node.value = node.value.replace(/\r?\n/g, ' ');
    if (node.tagName !== undefined && PRESERVED.has(node.tagName)) return;
    node.children?.forEach(visit);
  };
  return visit;
}
