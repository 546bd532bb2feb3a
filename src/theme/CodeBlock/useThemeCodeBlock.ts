import { useEffect, useState, type ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { whenIdleAfterLoad } from '@site/src/browser/whenIdleAfterLoad';
import { loadedThemeCodeBlock, loadThemeCodeBlock } from './loadThemeCodeBlock';

/** How long after the load event the code block's chunk may wait for an idle main thread. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The theme's code block component, once its chunk is in (`undefined` until then, or for good if
 * it cannot be fetched, which is logged). `whenToLoad`: `now`, or `after-load` (once the page has
 * loaded and the main thread is idle; `hurry()` starts it at once, for a reader who reaches for the
 * block first).
 */
export function useThemeCodeBlock(whenToLoad: 'now' | 'after-load'): {
  ThemeCodeBlock: ComponentType<Props> | undefined;
  hurry: () => void;
} {
  const [ThemeCodeBlock, setThemeCodeBlock] = useState(loadedThemeCodeBlock);
  const [wanted, setWanted] = useState(whenToLoad === 'now');
  const hurry = () => setWanted(true);

  useEffect(() => {
    if (ThemeCodeBlock || wanted) return undefined;
    return whenIdleAfterLoad(() => setWanted(true), IDLE_TIMEOUT_MS);
  }, [ThemeCodeBlock, wanted]);

  useEffect(() => {
    if (ThemeCodeBlock || !wanted) return undefined;
    let cancelled = false;
    loadThemeCodeBlock().then(
      (component) => {
        // A component is a function: wrap it, or React's setState would call it as an updater.
        if (!cancelled) setThemeCodeBlock(() => component);
      },
      (error: unknown) => {
        console.error('CodeBlock: the code block could not be loaded; the code stays as plain text.', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ThemeCodeBlock, wanted]);

  return { ThemeCodeBlock, hurry };
}
