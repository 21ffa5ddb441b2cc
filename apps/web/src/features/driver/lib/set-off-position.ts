import type { LatLngInput } from '../../../lib/gql/graphql.ts';

/** How long a tap on "on the way" waits for the device's position before it goes without. */
export const SET_OFF_POSITION_WAIT_MS = 3_000;
/** A position the device took this recently is good enough to time the drive to the pickup. */
const SET_OFF_POSITION_MAX_AGE_MS = 60_000;

/**
 * Where the driver is as they set off, for the rider's "on the way" notice and its time to the
 * pickup; null when the device has no geolocation, refuses it or takes too long. Never rejects:
 * a status change does not wait on the position.
 */
export function setOffPosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = globalThis.navigator
    ?.geolocation,
): Promise<LatLngInput | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { maximumAge: SET_OFF_POSITION_MAX_AGE_MS, timeout: SET_OFF_POSITION_WAIT_MS },
    );
  });
}
