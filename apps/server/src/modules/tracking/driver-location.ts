import type { StoredPosition } from './position-store.ts';

/** A stored position as the DriverLocation type of the tracking SDL. */
export function toDriverLocation(position: StoredPosition) {
  return {
    coordinates: { latitude: position.latitude, longitude: position.longitude },
    heading: position.heading,
    speed: position.speed,
    recordedAt: position.recordedAt.toISOString(),
    etaSeconds: position.etaSeconds,
  };
}
