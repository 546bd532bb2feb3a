import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { chunkOnce } from '@site/src/browser/chunkOnce';

/**
 * The theme's code block (with Prism) as a chunk of its own: every block of every page shares the one download.
 * It is handed over once the reader is not typing: the blocks going live (Prism and a render of each block near
 * the viewport) came between a keystroke in the search box and its results (`typingPause.ts`).
 */
export const themeCodeBlockChunk = chunkOnce<ComponentType<Props>>(() =>
  import('./ThemeCodeBlock').then((module) => module.afterTypingPause().then(() => module.default)),
);
