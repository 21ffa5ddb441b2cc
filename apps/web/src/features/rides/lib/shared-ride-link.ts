/** The public read-only view of one ride, opened by its shared link (CLARIFICATIONS 1). */
export const SHARED_RIDE_PATH = '/shared-ride';

/**
 * The shared link: the ride's id and hash (td), and the company's coid so that a recipient's
 * browser opens the right operator's app even where the host does not name it.
 */
export function sharedRideUrl(
  origin: string,
  trip: { id: string; shareHash: string },
  coid: string,
): string {
  const query = new URLSearchParams({ id: trip.id, td: trip.shareHash, coid });
  return `${origin}${SHARED_RIDE_PATH}?${query.toString()}`;
}
