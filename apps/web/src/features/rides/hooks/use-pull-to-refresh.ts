import { useRef, useState, type TouchEvent } from 'react';
import { pullDistance, pullRefreshes } from '../lib/pull-to-refresh.ts';

/**
 * Pull-to-refresh on touch screens (spec part 2 §9: threshold 7, maximum pull 200): a pull that
 * starts at the top of the page follows the finger and, let go beyond the threshold, refreshes.
 */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  return {
    distance,
    handlers: {
      onTouchStart(event: TouchEvent) {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      },
      onTouchMove(event: TouchEvent) {
        const y = event.touches[0]?.clientY;
        if (start.current !== null && y !== undefined) setDistance(pullDistance(start.current, y));
      },
      onTouchEnd() {
        if (start.current !== null && pullRefreshes(distance)) onRefresh();
        start.current = null;
        setDistance(0);
      },
    },
  };
}
