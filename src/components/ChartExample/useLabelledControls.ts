import { useEffect, type RefObject } from 'react';

/**
 * The library draws some controls of its own with a tooltip but no accessible name: the flame
 * graph's search field has only `title` and `placeholder` (in 73.2.1), which screen readers may
 * not announce and axe reports as `label-title-only`. This gives each such field inside `box` an
 * `aria-label` equal to its title, whenever the library adds one. It runs with the chart, in the
 * chart's lazily loaded code, not in the page's first load.
 */
export function useLabelledControls(box: RefObject<HTMLElement | null> | undefined): void {
  useEffect(() => {
    const root = box?.current;
    if (!root) return undefined;
    const label = () => {
      root
        .querySelectorAll<HTMLInputElement>('input[title]:not([aria-label]):not([aria-labelledby])')
        .forEach((input) => {
          if (!input.labels?.length) input.setAttribute('aria-label', input.title);
        });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box]);
}
