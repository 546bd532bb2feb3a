import { useEffect, type RefObject } from 'react';
import { FOCUS_SEARCH_EVENT } from './focusRequest';

/** The keyboard shortcut's label, as the box's placeholder shows it: ⌘ on a Mac, Ctrl elsewhere. */
export function searchShortcutLabel(): string {
  return navigator.platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/**
 * Ctrl+K (⌘+K on a Mac) focuses the search box from anywhere on the page, and so does a control that
 * calls `requestSearchFocus()`. Pressed before the index is in, it starts loading it (`load`) and hands
 * the keys typed next to the box (`typeAhead`, `useTypeAhead.ts`), which takes the focus once enabled.
 */
export function useSearchShortcut(
  box: RefObject<HTMLInputElement | null>,
  load: () => void,
  typeAhead: () => void,
): void {
  useEffect(() => {
    const focus = () => {
      load();
      if (box.current?.disabled) typeAhead();
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
  }, [box, load, typeAhead]);
}
