import type { StopCoordinates } from './route-stop.ts';

/**
 * Whether coordinates locate a place. Geocoders answer 0 for what they could not place, so a
 * result counts only when neither latitude nor longitude is 0 (spec part 1 §5); the map, the
 * price lookup's input and the server's maps calls all read "not located" this way.
 */
export function isLocated({ latitude, longitude }: StopCoordinates): boolean {
  return latitude !== 0 && longitude !== 0;
}
