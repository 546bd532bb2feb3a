import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';

/**
 * The code as plain text, in the theme's block frame: what a block rendered in the browser shows
 * for the moment its chunk is still on the way (or if it cannot be fetched).
 */
export default function PlainCodeBlock({ children, className, language }: Props): ReactNode {
  return (
    // Focusable as the theme's own block is: a long line scrolls, and a keyboard reader scrolls it
    // from the focused block (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
    <pre className={clsx('prism-code', language && `language-${language}`, className)} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}
