import { zonedDateOf } from '@ride/domain';
import type { TripHistoryInput } from '../../../lib/gql/graphql.ts';
import type { RidesTab } from './rides-tab.ts';

/** Spec part 2 §9: trip history page size 50. */
export const TRIP_HISTORY_PAGE_SIZE = 50;

/**
 * getTripHistory's input (spec part 2 §7): Upcoming asks the custom states upcoming and
 * in_progress from today (in the company's zone), Past asks COMPLETED newest first; a search
 * looks in confirmation numbers; `after` is how many trips are loaded, pageIndex counts from 1.
 */
export function tripHistoryInput(
  tab: RidesTab,
  searchFor: string | null,
  loaded: number,
  now: Date,
  timeZone: string,
): TripHistoryInput {
  const paging = {
    first: TRIP_HISTORY_PAGE_SIZE,
    after: loaded,
    pageIndex: Math.floor(loaded / TRIP_HISTORY_PAGE_SIZE) + 1,
    ...(searchFor ? { searchIn: 'ConfirmationNumber' as const, searchFor } : {}),
  };
  if (tab === 'upcoming') {
    return {
      ...paging,
      reservationStatus: 'CUSTOM',
      from: zonedDateOf(now, timeZone),
      customStateDefinitions: ['upcoming', 'in_progress'],
    };
  }
  return { ...paging, reservationStatus: 'COMPLETED', sortOrder: 'DESC' };
}
