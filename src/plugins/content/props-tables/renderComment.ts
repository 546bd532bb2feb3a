import type { JSONOutput } from 'typedoc';
import type { ReflectionIndex } from './reflectionIndex';
import { mergeText } from './renderType';
import type { Paragraph, Segment } from './types';

type Part = JSONOutput.CommentDisplayPart;

/**
 * Turns TypeDoc comment parts into paragraphs of runs: text, inline code, and `{@link}` targets
 * linked to their reference page. Blank lines separate paragraphs; single line breaks are spaces.
 */
export function renderParts(parts: Part[] | undefined, index: ReflectionIndex): Paragraph[] {
  const paragraphs: Paragraph[] = [[]];
  const current = () => paragraphs[paragraphs.length - 1] as Paragraph;
  for (const part of parts ?? []) {
    if (part.kind === 'code') {
      current().push({ text: stripCodeFence(part.text), code: true });
    } else if (part.kind === 'inline-tag') {
      const href = typeof part.target === 'number' ? index.urlOf(part.target) : undefined;
      const label = part.text.trim();
      current().push(href ? { text: label, href, code: true } : { text: label, code: true });
    } else {
      part.text.split(/\n\s*\n/).forEach((chunk, i) => {
        if (i > 0) paragraphs.push([]);
        current().push({ text: chunk.replace(/\s*\n\s*/g, ' ') });
      });
    }
  }
  return paragraphs.map((paragraph) => trimEnds(mergeText(paragraph))).filter((p) => p.length > 0);
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
