import { useEffect, useSyncExternalStore } from 'react';
import { readSavedVersion } from './savedVersion';

/**
 * The props tables' "your version" marks, kept out of every API page's first load: a page loads only this
 * file (a button's worth), and the picker, the releases and the marking code (`./YourVersion`) come on the
 * button's click, or straight after hydration when the reader chose a version on an earlier visit.
 */

type Marks = typeof import('./YourVersion');
/** Every table on a page shares one load: the module once it came, or why it did not. */
let loaded: Marks | Error | undefined;
const listeners = new Set<() => void>();

function settle(outcome: Marks | Error): void {
  loaded = outcome;
  for (const listener of listeners) listener();
}

/** Loads the picker; after a failure (a lost connection), a second call tries again. */
export function loadYourVersion(): void {
  if (loaded && !(loaded instanceof Error)) return;
  import('./YourVersion').then(settle, (error: unknown) =>
    settle(error instanceof Error ? error : new Error(String(error))),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A choice was saved on an earlier visit; storage the browser refuses holds none (the picker says why, if opened). */
function hasSavedChoice(): boolean {
  const saved = readSavedVersion();
  return 'version' in saved && saved.version !== null;
}

/** The loaded marks, an Error, or undefined before a load; loads them at once when a choice was saved. */
export function useYourVersion(): Marks | Error | undefined {
  useEffect(() => {
    if (hasSavedChoice()) loadYourVersion();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
