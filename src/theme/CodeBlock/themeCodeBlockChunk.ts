import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { chunkOnce } from '@site/src/browser/chunkOnce';

/**
 * The theme's code block (with Prism) as a chunk of its own: every block of every page shares the one download.
 * Handed over as soon as it is in: each block waits for a pause in the reader's typing itself (ThemeCodeBlock.tsx).
 */
export const themeCodeBlockChunk = chunkOnce<ComponentType<Props>>(() =>
  import('./ThemeCodeBlock').then((module) => module.default),
);
