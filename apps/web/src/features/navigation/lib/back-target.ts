import { trimTrailing } from '@ride/domain';

export type BackAction =
  { kind: 'navigate'; to: string; resetBooking: boolean } | { kind: 'history' };

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

const BOOKING_START = '/book/routing';

/**
 * Where the header's back button goes (spec part 1 §2): fixed parents for rides and payments,
 * otherwise one step back in history, or the route entry when this screen was reached by a pop
 * (a reload, a deep link, the browser's own back) and there is nothing of ours to go back to.
 */
export function backAction(
  pathname: string,
  navigation: NavigationKind,
  historyIndex: number | null,
): BackAction {
  const path = pathname.length > 1 ? trimTrailing(pathname, '/') : pathname;
  if (path === '/my-rides/details')
    return { kind: 'navigate', to: '/my-rides', resetBooking: false };
  if (path === '/my-rides') return { kind: 'navigate', to: BOOKING_START, resetBooking: true };
  if (path === '/my-payments') return { kind: 'navigate', to: BOOKING_START, resetBooking: false };
  if (navigation === 'POP' || historyIndex === null || historyIndex <= 0) {
    return { kind: 'navigate', to: BOOKING_START, resetBooking: false };
  }
  return { kind: 'history' };
}
