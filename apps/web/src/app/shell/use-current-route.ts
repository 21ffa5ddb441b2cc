import { matchRoutes, useLocation } from 'react-router';
import { SCREEN_ROUTES, type ScreenRoute } from '../routes/route-table.ts';

const MATCHABLE = SCREEN_ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route entry of the screen being shown (the shell sits above the matched screen). */
export function useCurrentRoute(): ScreenRoute | undefined {
  const location = useLocation();
  const matches = matchRoutes(MATCHABLE, location);
  return matches?.[matches.length - 1]?.route.handle;
}
