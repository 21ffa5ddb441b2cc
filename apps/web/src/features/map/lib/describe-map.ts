import { plural, t } from '@lingui/core/macro';
import { mapPoints, type RouteItem } from '@ride/domain';
import { SPEC_UNITS, type UnitWords } from '../../../lib/i18n/units.ts';
import type { Directions } from '../hooks/use-directions.ts';
import { bubbleText } from './route-drawing.ts';

/** What the map shows, in words, for readers who cannot see it, in the rider's language. */
export function describeMap(
  route: readonly RouteItem[],
  directions: Directions,
  words: UnitWords = SPEC_UNITS,
): string {
  const names = new Map(route.map((item) => [item.id, item.name]));
  const points = mapPoints(route).map((point) => names.get(point.id) ?? '');
  if (points.length === 0) return t`Map: no locations chosen yet`;
  const from = points[0] ?? '';
  if (points.length === 1) return t`Map showing ${from}`;
  const to = points[points.length - 1] ?? '';
  const stops = points.length - 2;
  const base =
    stops > 0
      ? plural(stops, {
          one: `Map of the route from ${from} to ${to} with # stop(s)`,
          other: `Map of the route from ${from} to ${to} with # stop(s)`,
        })
      : t`Map of the route from ${from} to ${to}`;
  if (directions.state !== 'ready') return base;
  const about = bubbleText(directions.summary, words);
  return directions.alongRoads
    ? t`${base}, about ${about}`
    : t`${base}, about ${about}, drawn as a straight line`;
}
