/**
 * The module `bundle.ts` writes for each release: the examples that compile against it, each loaded on
 * its own, so that one example's missing export cannot stop another from rendering.
 */
declare module 'virtual:picture-examples' {
  import type { ComponentType } from 'react';
  import type { Theme } from '@elastic/charts';

  const examples: Record<string, () => Promise<{ default: ComponentType<{ baseTheme?: Theme }> }>>;
  export default examples;
}
