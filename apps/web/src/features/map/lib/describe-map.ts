import { mapPoints, type RouteItem } from '@ride/domain';
import type { Directions } from '../hooks/use-directions.ts';
import { bubbleText } from './route-drawing.ts';

/** What the map shows, in words, for readers who cannot see it. */
export function describeMap(route: readonly RouteItem[], directions: Directions): string {
  const names = new Map(route.map((item) => [item.id, item.name]));
  const points = mapPoints(route).map((point) => names.get(point.id) ?? '');
  if (points.length === 0) return 'Map: no locations chosen yet';
  if (points.length === 1) return `Map showing ${points[0]}`;
  const base = `Map of the route from ${points[0]} to ${points[points.length - 1]}`;
  const stops = points.length > 2 ? ` with ${points.length - 2} stop(s)` : '';
  if (directions.state === 'ready') {
    const line = directions.alongRoads ? '' : ', drawn as a straight line';
    return `${base}${stops}, about ${bubbleText(directions.summary)}${line}`;
  }
  return `${base}${stops}`;
}
