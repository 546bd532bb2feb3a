import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * A built page read as a tree (parse5, the HTML standard's parser: the build's minifier leaves out
 * optional end tags and quotes, which only a real parser reads back right), and the few questions
 * the converter asks of it.
 */
export type HtmlNode = DefaultTreeAdapterMap['childNode'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlParent = DefaultTreeAdapterMap['parentNode'];

export function parseHtml(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html);
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function classes(element: HtmlElement): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Whether the element has the class, as written or as a CSS module's name: the build adds a suffix
 * to those (`frame` becomes `frame_uJ5z`).
 */
export function hasClass(element: HtmlElement, name: string): boolean {
  return classes(element).some(
    (candidate) => candidate === name || candidate.replace(/_[A-Za-z0-9_-]{4}$/, '') === name,
  );
}

export function childElements(parent: HtmlParent): HtmlElement[] {
  return parent.childNodes.filter(isElement);
}

/** The first element under `parent` (depth first, in document order) that `test` accepts. */
export function findElement(parent: HtmlParent, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const child of childElements(parent)) {
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * The text of a node as the browser lays it out before whitespace collapsing: `<br>` is a line
 * break (a code block's lines end with one), comments and `<wbr>` are nothing.
 */
export function rawText(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!isElement(node)) return '';
  if (node.tagName === 'br') return '\n';
  return node.childNodes.map(rawText).join('');
}

/** Text as a line of prose: every run of whitespace one space, none at the ends. */
export function collapsedText(node: HtmlNode): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}
