// Whether an element has come near the screen (once true, it stays true). For parts that cost
// much script to draw and that the first screen may not show, such as the profile's charts: they
// draw when the player scrolls toward them, not while the page hydrates on a slow phone.
import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen an element counts as near. */
const NEAR_MARGIN = '300px';

export function useNearScreen(ref: RefObject<Element | null>): boolean {
  // Without the observer (old browsers, DOMs without layout), near from the start.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
