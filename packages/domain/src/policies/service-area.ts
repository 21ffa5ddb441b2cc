/** A point as the service area keeps it: [latitude, longitude]. */
export type LatLngPair = [number, number];

/** Where the company drives: a circle around a centre, or a polygon of 3 to 200 points. */
export type ServiceArea =
  | { kind: 'CIRCLE'; latitude: number; longitude: number; radiusKm: number }
  | { kind: 'POLYGON'; points: LatLngPair[] };

export const SERVICE_RADIUS_MIN_KM = 1;
export const SERVICE_RADIUS_MAX_KM = 5000;
export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 200;

export interface AreaProblem {
  field: string;
  message: string;
}

const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;

/**
 * The first thing wrong with an area's numbers (ranges and point count), or null. Whether a
 * polygon crosses itself is geometry, checked by the server with a geometry library.
 */
export function serviceAreaProblem(area: ServiceArea): AreaProblem | null {
  if (area.kind === 'CIRCLE') {
    if (!isLatitude(area.latitude)) {
      return { field: 'latitude', message: 'Latitude must be between -90 and 90.' };
    }
    if (!isLongitude(area.longitude)) {
      return { field: 'longitude', message: 'Longitude must be between -180 and 180.' };
    }
    const r = area.radiusKm;
    if (!Number.isInteger(r) || r < SERVICE_RADIUS_MIN_KM || r > SERVICE_RADIUS_MAX_KM) {
      return {
        field: 'radiusKm',
        message: `The radius must be whole kilometres from ${SERVICE_RADIUS_MIN_KM} to ${SERVICE_RADIUS_MAX_KM}.`,
      };
    }
    return null;
  }
  const count = area.points.length;
  if (count < POLYGON_MIN_POINTS || count > POLYGON_MAX_POINTS) {
    return {
      field: 'points',
      message: `An area needs ${POLYGON_MIN_POINTS} to ${POLYGON_MAX_POINTS} points.`,
    };
  }
  for (const [index, [latitude, longitude]] of area.points.entries()) {
    if (!isLatitude(latitude) || !isLongitude(longitude)) {
      return {
        field: `points.${index}`,
        message: `Point ${index + 1} must have a latitude from -90 to 90 and a longitude from -180 to 180.`,
      };
    }
  }
  return null;
}

/**
 * Points typed one per line as "latitude, longitude" (the map's keyboard alternative), or the
 * number of the first line that is not one.
 */
export function parsePointLines(text: string): { points: LatLngPair[] } | { badLine: number } {
  const points: LatLngPair[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const match = /^(-?\d+(?:\.\d+)?)(?:\s*[,;]\s*|\s+)(-?\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) return { badLine: index + 1 };
    points.push([Number(match[1]), Number(match[2])]);
  }
  return { points };
}

/** Points as the keyboard alternative shows them: one "latitude, longitude" per line. */
export function formatPointLines(points: readonly LatLngPair[]): string {
  return points.map(([lat, lng]) => `${lat}, ${lng}`).join('\n');
}
