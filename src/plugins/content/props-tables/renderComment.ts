import type { JSONOutput } from 'typedoc';
import type { ReflectionIndex } from './reflectionIndex';
import { mergeText } from './renderType';
import type { Paragraph, Segment } from './types';

type Part = JSONOutput.CommentDisplayPart;

/** A line of a comment that starts an item of a Markdown list: "- item" or "* item". */
const LIST_ITEM = /^\s*[-*]\s+/;

/**
 * Turns TypeDoc comment parts into paragraphs of runs: text, inline code, and `{@link}` targets
 * linked to their reference page. Blank lines separate paragraphs; single line breaks are spaces,
 * except before a line that starts a Markdown list item ("- " or "* "), which starts an item of a list:
 * joined into the sentence before it, "- when true returns …" read as one run-on line.
 */
export function renderParts(parts: Part[] | undefined, index: ReflectionIndex): Paragraph[] {
  const paragraphs: Paragraph[] = [[]];
  const items = [false];
  const current = () => paragraphs[paragraphs.length - 1] as Paragraph;
  const start = (item: boolean) => {
    paragraphs.push([]);
    items.push(item);
  };
  for (const part of parts ?? []) {
    if (part.kind === 'code') {
      current().push({ text: stripCodeFence(part.text), code: true });
    } else if (part.kind === 'inline-tag') {
      const href = typeof part.target === 'number' ? index.urlOf(part.target) : undefined;
      const label = part.text.trim();
      current().push(href ? { text: label, href, code: true } : { text: label, code: true });
    } else {
      part.text.split(/\n\s*\n/).forEach((chunk, i) => {
        if (i > 0) start(false);
        chunk.split('\n').forEach((line, j) => {
          // A line opens an item where it begins one: after a line break, or at the very start of a paragraph.
          const opensLine = j > 0 || current().length === 0;
          if (opensLine && LIST_ITEM.test(line)) {
            if (current().length > 0 || items[items.length - 1]) start(true);
            else items[items.length - 1] = true;
            current().push({ text: line.replace(LIST_ITEM, '') });
          } else {
            current().push({ text: j > 0 ? ` ${line.trim()}` : line });
          }
        });
      });
    }
  }
  const rendered = paragraphs.map((paragraph, i) => ({ runs: trimEnds(mergeText(paragraph)), item: items[i] }));
  const kept = rendered.filter(({ runs }) => runs.length > 0);
  // A lone "item" first in a comment is a stray asterisk ("/** * An DOM element ID…"), not a list.
  if (kept.filter(({ item }) => item).length === 1 && kept[0]?.item) kept[0].item = false;
  return kept.map(({ runs, item }) => {
    const [first, ...rest] = runs;
    return item && first ? [{ ...first, listItem: true }, ...rest] : runs;
  });
}

/** The `@defaultValue` (or `@default`) tag of a comment, as one line of runs. */
export function renderDefaultTag(
  comment: JSONOutput.Comment | undefined,
  index: ReflectionIndex,
): Segment[] | undefined {
  const tag = comment?.blockTags?.find((t) => t.tag === '@defaultValue' || t.tag === '@default');
  if (!tag) return undefined;
  const line = renderParts(tag.content, index).flat();
  return line.length > 0 ? line : undefined;
}

/** The deprecation note, when the comment carries `@deprecated` (an empty list when it says nothing more). */
export function renderDeprecation(
  comment: JSONOutput.Comment | undefined,
  index: ReflectionIndex,
): Paragraph[] | undefined {
  const tag = comment?.blockTags?.find((t) => t.tag === '@deprecated');
  return tag ? renderParts(tag.content, index) : undefined;
}

function stripCodeFence(text: string): string {
  return text
    .replace(/^```\w*\n?/, '')
    .replace(/\n?```$/, '')
    .replace(/^`|`$/g, '')
    .trim();
}

function trimEnds(paragraph: Paragraph): Paragraph {
  const first = paragraph[0];
  const last = paragraph[paragraph.length - 1];
  if (first && !first.code) first.text = first.text.trimStart();
  if (last && !last.code) last.text = last.text.trimEnd();
  return paragraph.filter((segment) => segment.text.length > 0);
}
