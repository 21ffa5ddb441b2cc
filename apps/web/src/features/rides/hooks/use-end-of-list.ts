import { useEffect, useRef } from 'react';
import { SCROLL_THRESHOLD_PX } from '../lib/pull-to-refresh.ts';

/** Infinite scroll (spec part 2 §9): calls `onEnd` when the marker comes within 50 px of view. */
export function useEndOfList(onEnd: () => void) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const element = marker.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return marker;
}
