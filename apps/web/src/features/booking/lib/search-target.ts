import { DROPOFF_ID } from '@ride/domain';
import { DROPOFF_SET_ID, type RouteParts } from './route-items.ts';
import { t } from '@lingui/core/macro';
import { placeholderWords } from './booking-words.ts';

export type SearchTarget =
  | { kind: 'row'; id: string; label: string; placeholder: string }
  | { kind: 'newStop'; label: string; placeholder: string };

/**
 * Which row the search fills, from ?for=<row id> or ?add=stop. A row that no longer exists (an
 * old link) falls back to the first empty one of pickup and drop-off.
 */
export function searchTarget(params: URLSearchParams, parts: RouteParts): SearchTarget {
  if (params.get('add') === 'stop') {
    return {
      kind: 'newStop',
      label: t`Search for a stop`,
      placeholder: t`Address, place or airport`,
    };
  }
  const id = params.get('for') ?? '';
  const pickup = {
    kind: 'row',
    id: parts.pickup.id,
    label: t`Search for a pickup location`,
    placeholder: placeholderWords(parts.pickup.placeholder),
  } as const;
  const dropOff = {
    kind: 'row',
    id: parts.dropOff.id,
    label: t`Search for a drop-off location`,
    placeholder: placeholderWords(parts.dropOff.placeholder),
  } as const;
  if (id === parts.pickup.id) return pickup;
  if (id === DROPOFF_ID || id === DROPOFF_SET_ID || id === parts.dropOff.id) return dropOff;
  const stopIndex = parts.stops.findIndex((stop) => stop.id === id);
  if (stopIndex >= 0) {
    const position = stopIndex + 1;
    return {
      kind: 'row',
      id,
      label: t`Search for stop ${position}`,
      placeholder: t`Address, place or airport`,
    };
  }
  return parts.pickup.location ? dropOff : pickup;
}
