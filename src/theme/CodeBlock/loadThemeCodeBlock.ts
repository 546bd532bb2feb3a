import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

type ThemeCodeBlock = ComponentType<Props>;

let loaded: ThemeCodeBlock | undefined;
let loading: Promise<ThemeCodeBlock> | undefined;

/** The theme's code block once its chunk has arrived in this visit, else `undefined`. */
export function loadedThemeCodeBlock(): ThemeCodeBlock | undefined {
  return loaded;
}

/**
 * Fetches the theme's code block (its own chunk) once per visit; every block of every page shares
 * the one download. A failed download can be asked for again.
 */
export function loadThemeCodeBlock(): Promise<ThemeCodeBlock> {
  loading ??= import('./ThemeCodeBlock').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
