import React, { type ReactNode } from 'react';
import { Code } from './Code';
import type { LinkComponent } from './VerifiedChanges';

/**
 * A sentence of the upgrade data written with two marks: `code` in backticks and [text](/path) links. Written by
 * hand in `behaviour/behaviourChanges.ts`; anything else is plain text.
 */
export function InlineText({ text, A }: { text: string; A: LinkComponent }): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(text.slice(at, index));
    const [, code, label, href] = match;
    parts.push(
      code !== undefined ? (
        <Code key={index}>{code}</Code>
      ) : (
        <A key={index} href={href ?? ''}>
          {label}
        </A>
      ),
    );
    at = index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
