import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { themeCodeBlockChunk } from './themeCodeBlockChunk';

/** How long after the load event the code block's chunk may wait for an idle main thread. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The theme's code block component, once its chunk is in (`undefined` until then, or for good if
 * it cannot be fetched, which is logged). `whenToLoad`: `now`, or `after-load` (once the page has
 * loaded and the main thread is idle, scheduled once for all the page's blocks; `hurry()` starts it
 * at once, for a reader who reaches for the block first).
 */
export function useThemeCodeBlock(whenToLoad: 'now' | 'after-load'): {
  ThemeCodeBlock: ComponentType<Props> | undefined;
  hurry: () => void;
} {
  const [ThemeCodeBlock, setThemeCodeBlock] = useState(themeCodeBlockChunk.loaded);
  const [wanted, setWanted] = useState(whenToLoad === 'now');
  const hurry = () => setWanted(true);

  useEffect(() => {
    if (ThemeCodeBlock) return undefined;
    let cancelled = false;
    (wanted ? themeCodeBlockChunk.load() : themeCodeBlockChunk.loadWhenIdle(IDLE_TIMEOUT_MS)).then(
      (component) => {
        if (cancelled) return;
        // A transition: the blocks that go live together are rendered in slices that yield to the
        // reader's input, not in one long task. A component is a function: wrap it, or React's
        // setState would call it as an updater.
        startTransition(() => setThemeCodeBlock(() => component));
      },
      (error: unknown) => {
        if (!cancelled) {
          console.error(
            'CodeBlock: the code block could not be loaded; the code stays as shown, without its copy button.',
            error,
          );
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ThemeCodeBlock, wanted]);

  return { ThemeCodeBlock, hurry };
}
