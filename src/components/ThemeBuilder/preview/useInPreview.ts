import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of `element` is on screen: in the window, and not scrolled out of the preview's own
 * box (the observer's implicit root clips a target by every scrolling box around it). True until the
 * observer first reports, so every chart draws once.
 */
export function useInPreview(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
