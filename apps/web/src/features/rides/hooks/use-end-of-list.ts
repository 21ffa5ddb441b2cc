import { useEffect, useRef } from 'react';
import { SCROLL_THRESHOLD_PX } from '../lib/pull-to-refresh.ts';

/**
 * Infinite scroll (spec part 2 §9): calls `onEnd` when the marker comes within 50 px of view.
 * The observer starts again whenever `loaded` changes, so a page too short to push the marker out
 * of view still asks for the next one.
 */
export function useEndOfList(onEnd: () => void, loaded: number) {
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
  }, [loaded]);
  return marker;
}
