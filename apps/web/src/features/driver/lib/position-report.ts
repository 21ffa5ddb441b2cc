import type { DriverPositionInput } from '../../../lib/gql/graphql.ts';

/** What the page reads of a GeolocationPosition (the browser's, or a test's). */
export interface DevicePosition {
  timestamp: number;
  coords: {
    latitude: number;
    longitude: number;
    heading: number | null;
    speed: number | null;
  };
}

/** Browsers report a heading of NaN (or null) when the device stands still or cannot tell. */
function heading(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value >= 0 && value < 360 ? value : null;
}

function speed(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * The report of one device position for the ride: coordinates, heading and speed when the device
 * knows them, and the moment the device took the position (not when it is sent).
 */
export function positionReport(
  reservationId: string,
  position: DevicePosition,
): DriverPositionInput {
  const { coords } = position;
  return {
    reservationId,
    latitude: coords.latitude,
    longitude: coords.longitude,
    heading: heading(coords.heading),
    speed: speed(coords.speed),
    recordedAt: new Date(position.timestamp).toISOString(),
  };
}
