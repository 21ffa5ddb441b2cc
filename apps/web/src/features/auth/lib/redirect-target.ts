import { safeRedirectPath } from '@ride/domain';
import { matchPath } from 'react-router';
// The route table is plain data; it is the one list of the app's screens.
import { SCREEN_ROUTES } from '../../../app/routes/route-table.ts';

export const DEFAULT_AFTER_SIGN_IN = '/book';

/** Screens sign-in never returns to: the catch-all, and the accounts screens themselves. */
const NOT_A_DESTINATION = new Set([
  '*',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
]);

const DESTINATIONS = SCREEN_ROUTES.map((route) => route.path).filter(
  (path) => !NOT_A_DESTINATION.has(path),
);

export function isAppPath(pathname: string): boolean {
  return DESTINATIONS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** A router location (what the private-route guard keeps in state.from) or a path. */
function pathOf(from: unknown): unknown {
  if (typeof from !== 'object' || from === null) return from;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Where a rider goes after signing in (spec part 1 §2, part 2 §2): the page first requested,
 * else the stored redirect URL, else /book. Only the app's own screens qualify; anything else is
 * logged as "Invalid redirect URL" and skipped.
 */
export function redirectAfterSignIn(
  requested: unknown,
  storedUrl: string | null,
  origin: string,
): string {
  for (const candidate of [pathOf(requested), storedUrl]) {
    if (candidate === null || candidate === undefined) continue;
    const path = safeRedirectPath(candidate, { origin, isAppPath });
    if (path !== null) return path;
    console.warn('Invalid redirect URL', candidate);
  }
  return DEFAULT_AFTER_SIGN_IN;
}
