import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** What a reader can focus inside a code block: the scrollable code and the buttons. */
const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

const focusables = (slot: Element) => Array.from(slot.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * Keeps keyboard focus when the server's block is swapped for the live one: the server's element
 * that holds focus is replaced, which would drop focus to the page. `track` goes on the server's
 * slot (`onFocus`/`onBlur`) and remembers which focusable element had focus; once `live` is true
 * the same element of the live block takes it.
 */
export function useFocusAcrossSwap(slot: RefObject<HTMLElement | null>, live: boolean) {
  const focused = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focused.current;
    if (!live || index === null || !slot.current) return;
    focused.current = null;
    focusables(slot.current)[index]?.focus();
  }, [live, slot]);

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const index = focusables(event.currentTarget).indexOf(event.target);
      focused.current = index >= 0 ? index : null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
    },
  };
}
