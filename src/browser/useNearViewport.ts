import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the viewport an element counts as near: a chart starts loading, a code block goes live. */
const MARGIN = '400px';

/** True once the element has come within `MARGIN` of the viewport; stays true after that. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
