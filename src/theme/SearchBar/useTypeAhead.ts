import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchIndexState } from './useSearchIndex';

/**
 * What a reader types before the index is in. The box stays disabled until then, as the specification
 * has it ('Loading...'), and a disabled box takes no focus and no keys; so once the reader has asked for
 * it (pressed on it, pressed Ctrl+K, or used a control that requests the search), the keys they type go
 * into the box from here: letters, digits and spaces are added, Backspace takes one off, Escape or a
 * press elsewhere on the page gives up. The box shows the text as it grows, and when the index is in
 * (`ready`), the box takes the focus with it and `onReady` searches for it. Only while the index may still
 * come: a box that failed to load keeps no one's keys.
 */
export function useTypeAhead(
  state: SearchIndexState,
  bar: { current: HTMLElement | null },
  onReady: (typed: string) => void,
): { typed: string; arm: () => void } {
  const coming = state === 'waiting' || state === 'loading';
  const [armed, setArmed] = useState(false);
  const [typed, setTyped] = useState('');
  // The handlers and the hand-over read these; the state above is what the box shows.
  const current = useRef({ armed: false, typed: '', coming, onReady });
  useEffect(() => {
    current.current.coming = coming;
    current.current.onReady = onReady;
  });

  const type = useCallback((text: string) => {
    current.current.typed = text;
    setTyped(text);
  }, []);
  const disarm = useCallback(() => {
    current.current.armed = false;
    setArmed(false);
    type('');
  }, [type]);
  const arm = useCallback(() => {
    if (!current.current.coming) return;
    current.current.armed = true;
    setArmed(true);
  }, []);

  useEffect(() => {
    if (!armed || !coming) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === 'Escape') disarm();
      else if (event.key === 'Backspace') type(current.current.typed.slice(0, -1));
      else if (event.key.length === 1) type(current.current.typed + event.key);
      else return;
      // The key is the box's: a space must not scroll the page, nor a letter reach the page's own shortcuts.
      event.preventDefault();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) disarm();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [armed, coming, bar, disarm, type]);

  // The hand-over, once: the box is enabled now, and takes what was typed.
  useEffect(() => {
    if (state !== 'ready' || !current.current.armed) return;
    current.current.armed = false;
    current.current.onReady(current.current.typed);
  }, [state]);

  return { typed: armed && coming ? typed : '', arm };
}
