import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentTrip } from '../../../stores/current-trip.ts';
import { useCurrentTrips } from '../hooks/use-current-trips.ts';

/** How often a signed-in rider's rides under way are asked for while the app is open. */
const WATCH_INTERVAL_MS = 60_000;
/** While a ride is under way the banner follows its status as often as tracking polls (15 s). */
const UNDER_WAY_INTERVAL_MS = 15_000;
/** Moving to another screen asks again, but not more often than this. */
const NAVIGATION_GAP_MS = 10_000;

/**
 * Keeps the header's "Current Trip" banner and the side menu's TRACK up to date for a signed-in
 * rider (spec part 1 §2). Loaded apart from the shell, only for signed-in riders; renders nothing.
 */
export default function CurrentTripWatch() {
  const { pathname } = useLocation();
  const trip = useCurrentTrip();
  const underWay = trip.onTrip && !trip.completed;
  const { refresh } = useCurrentTrips(underWay ? UNDER_WAY_INTERVAL_MS : WATCH_INTERVAL_MS);
  useEffect(() => {
    refresh(NAVIGATION_GAP_MS);
  }, [pathname, refresh]);
  return null;
}
