import React, { type ReactNode } from 'react';
import { styles } from '../builderStyles';

/**
 * The library's comment on a parameter, as its declarations write it: paragraphs split at blank lines,
 * `code` in backticks shown as code, `**bold**` and `__bold__` as strong; the rest as plain text.
 */
export default function Description({ text }: { text: string }): ReactNode {
  return (
    <div className={styles.description}>
      {text.split(/\n\s*\n/).map((paragraph, p) => (
        <p key={p}>{inline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </div>
  );
}

function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*|__[^_]+__)/).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={i}>{part.slice(1, -1)}</code>;
    if ((part.startsWith('**') || part.startsWith('__')) && part.length > 4)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    return part;
  });
}
