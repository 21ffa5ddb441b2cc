/** Points along a route, spaced for a simulated drive, with the heading at each. */
import { greatCircleMeters } from '../../apps/server/src/adapters/maps/geo.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface PathStep extends Point {
  /** Degrees clockwise from north, [0, 360). */
  heading: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export function bearing(a: Point, b: Point): number {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.cos(rad(b.longitude - a.longitude));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** The point `meters` north and `meters` west of `point`: a start a few km from the pickup. */
export function offsetNorthWest(point: Point, meters: number): Point {
  const dLat = deg(meters / EARTH_RADIUS_METERS);
  const dLng = deg(meters / (EARTH_RADIUS_METERS * Math.cos(rad(point.latitude))));
  return { latitude: point.latitude + dLat, longitude: point.longitude - dLng };
}

/**
 * Points every `spacing` meters along the polyline, its last point included, each with the
 * heading of the segment it lies on.
 */
export function stepsAlong(line: readonly Point[], spacing: number): PathStep[] {
  const steps: PathStep[] = [];
  let carried = 0;
  for (let i = 1; i < line.length; i++) {
    const from = line[i - 1]!;
    const to = line[i]!;
    const length = greatCircleMeters(from, to);
    if (length === 0) continue;
    const heading = bearing(from, to);
    for (let at = spacing - carried; at < length; at += spacing) {
      const f = at / length;
      steps.push({
        latitude: from.latitude + (to.latitude - from.latitude) * f,
        longitude: from.longitude + (to.longitude - from.longitude) * f,
        heading,
      });
    }
    carried = (carried + length) % spacing;
  }
  const last = line.at(-1);
  if (last) {
    const heading = steps.at(-1)?.heading ?? (line.length > 1 ? bearing(line[0]!, last) : 0);
    steps.push({ ...last, heading });
  }
  return steps;
}

export function lengthOf(line: readonly Point[]): number {
  return line.slice(1).reduce((sum, point, i) => sum + greatCircleMeters(line[i]!, point), 0);
}
