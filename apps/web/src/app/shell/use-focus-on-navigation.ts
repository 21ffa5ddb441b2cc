import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the main region so keyboard and screen-reader users
 * start at the new screen instead of a button that no longer means anything.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: false });
  }, [pathname, main]);
}
