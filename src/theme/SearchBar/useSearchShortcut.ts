import { useEffect, useRef, type RefObject } from 'react';
import { FOCUS_SEARCH_EVENT } from './focusRequest';

/** The keyboard shortcut's label, as the box's placeholder shows it: ⌘ on a Mac, Ctrl elsewhere. */
export function searchShortcutLabel(): string {
  return navigator.platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/**
 * Ctrl+K (⌘+K on a Mac) focuses the search box from anywhere on the page, and so does a control that
 * calls `requestSearchFocus()`. Pressed before the index is in, it starts loading it (`load`) and
 * focuses the box as soon as it is enabled (`ready`).
 */
export function useSearchShortcut(box: RefObject<HTMLInputElement | null>, load: () => void, ready: boolean): void {
  const focusWhenReady = useRef(false);

  useEffect(() => {
    const focus = () => {
      load();
      if (box.current?.disabled) focusWhenReady.current = true;
      else box.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(FOCUS_SEARCH_EVENT, focus);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(FOCUS_SEARCH_EVENT, focus);
    };
  }, [box, load]);

  useEffect(() => {
    if (!ready || !focusWhenReady.current) return;
    focusWhenReady.current = false;
    box.current?.focus();
  }, [box, ready]);
}
