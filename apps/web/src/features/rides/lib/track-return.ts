import { writeText } from '../../../lib/storage.ts';

/** Session storage key of the route a TRACK button was pressed on (spec part 2 §2). */
export const TRACK_RETURN_KEY = 'trackingReturnPath';

/** Remembers where tracking was opened from, and gives tracking's address for the trip. */
export function trackingPathFor(tripId: string, currentRoute: string): string {
  writeText('session', TRACK_RETURN_KEY, currentRoute);
  return `/tracking?id=${encodeURIComponent(tripId)}`;
}
