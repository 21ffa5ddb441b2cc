import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPLETED_STATUSES, IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@ride/domain';
import type { BoardStatusGroup, ConsoleBoardRideFragment } from '../../../gql/graphql.ts';

export type BoardRide = ConsoleBoardRideFragment;

/** The board's filters as the screen holds them (days as YYYY-MM-DD in company time). */
export interface BoardFilters {
  from: string;
  to: string;
  statuses: readonly BoardStatusGroup[];
  driverId: string;
  vehicleTypeId: number | null;
  unassignedOnly: boolean;
  search: string;
  /** Cancelled and no-show rides shown among the live ones (off by default: they are set apart). */
  showEnded: boolean;
}

/** How many days after today the board shows by default: the work of the coming week. */
export const DEFAULT_DAYS_AHEAD = 7;
const DAY_MS = 86_400_000;

/** The day `days` after a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The groups of rides that ended unserved, set apart from the live ones by default. */
export const ENDED_GROUPS: readonly BoardStatusGroup[] = ['CANCELLED', 'NO_SHOW'];

/**
 * The status groups the board asks for: the ones ticked, or else every group but the ended ones
 * unless they are shown. An empty list asks for every group.
 */
export function statusesAsked(filters: BoardFilters): readonly BoardStatusGroup[] {
  if (filters.statuses.length > 0 || filters.showEnded) return filters.statuses;
  return STATUS_GROUPS.map((g) => g.value).filter((group) => !ENDED_GROUPS.includes(group));
}

export const STATUS_GROUPS: readonly { value: BoardStatusGroup; label: MessageDescriptor }[] = [
  { value: 'UPCOMING', label: msg`Upcoming` },
  { value: 'IN_PROGRESS', label: msg`In progress` },
  { value: 'COMPLETED', label: msg`Completed` },
  { value: 'CANCELLED', label: msg`Cancelled` },
  { value: 'NO_SHOW', label: msg`No-show` },
];

/** The group a status is filtered under, as the server groups it; null: not on the board. */
export function statusGroupOf(status: string): BoardStatusGroup | null {
  if (UPCOMING_STATUSES.includes(status)) return 'UPCOMING';
  if (IN_PROGRESS_STATUSES.includes(status)) return 'IN_PROGRESS';
  if (COMPLETED_STATUSES.includes(status)) return 'COMPLETED';
  if (status === 'CANCELLED') return 'CANCELLED';
  if (status === 'NO_SHOW') return 'NO_SHOW';
  return null;
}

/** A day in the time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A day as YYYY-MM-DD that exists in the calendar. */
function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As long as the server takes a search. */
export const SEARCH_MAX = 100;

/**
 * The board's filters as its address keeps them (`?from=&to=&status=&driver=&vehicleType=&
 * unassigned=1&q=&ended=1`): coming back to the board, by its link or the browser's Back, finds
 * it as it was left. What the address does not hold, or holds wrongly, is the default: today and
 * the next seven days, every live ride, cancelled and no-show ones set apart.
 */
export function filtersFromSearch(params: URLSearchParams, today: string): BoardFilters {
  const from = params.get('from');
  const to = params.get('to');
  const groups = new Set(params.getAll('status'));
  const vehicleType = Number(params.get('vehicleType'));
  const driver = params.get('driver') ?? '';
  return {
    from: isDay(from) ? from : today,
    to: isDay(to) ? to : addDays(today, DEFAULT_DAYS_AHEAD),
    statuses: STATUS_GROUPS.map((g) => g.value).filter((group) => groups.has(group)),
    driverId: UUID.test(driver) ? driver : '',
    vehicleTypeId: Number.isSafeInteger(vehicleType) && vehicleType > 0 ? vehicleType : null,
    unassignedOnly: params.get('unassigned') === '1',
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    showEnded: params.get('ended') === '1',
  };
}

/** The address's query for the filters, defaults left out (a bare board is the coming week's). */
export function searchOfFilters(filters: BoardFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from !== today) params.set('from', filters.from);
  if (filters.to !== addDays(today, DEFAULT_DAYS_AHEAD)) params.set('to', filters.to);
  for (const group of filters.statuses) params.append('status', group);
  if (filters.driverId) params.set('driver', filters.driverId);
  if (filters.vehicleTypeId !== null) params.set('vehicleType', String(filters.vehicleTypeId));
  if (filters.unassignedOnly) params.set('unassigned', '1');
  if (filters.search) params.set('q', filters.search);
  if (filters.showEnded) params.set('ended', '1');
  return params;
}

/** What a link from the board to a ride carries: the board's query, to come back to. */
export interface FromBoard {
  boardSearch: string;
}

/** Where a ride's "Back to the board" goes: the board as it was left, or the default one. */
export function boardAddressFrom(state: unknown): string {
  const search = (state as Partial<FromBoard> | null)?.boardSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/dispatch${search}` : '/dispatch';
}

/** Whether a ride a live event brought belongs on the board as filtered. */
export function matchesFilters(ride: BoardRide, filters: BoardFilters, timeZone: string): boolean {
  const search = filters.search.trim().toLowerCase();
  const byNumber = /^\d+$/.test(search);
  // A confirmation number finds its ride on any day, as the server searches it.
  const day = dayIn(new Date(ride.pickupAt), timeZone);
  if (!byNumber && (day < filters.from || day > filters.to)) return false;
  const group = statusGroupOf(ride.status);
  if (group === null) return false;
  const asked = statusesAsked(filters);
  if (asked.length > 0 && !asked.includes(group)) return false;
  if (filters.driverId && ride.driver?.id !== filters.driverId) return false;
  if (filters.vehicleTypeId !== null && ride.vehicleTypeId !== filters.vehicleTypeId) return false;
  if (filters.unassignedOnly && ride.driver) return false;
  if (!search) return true;
  if (byNumber) return ride.confirmationNumber === search;
  return [ride.riderName, ride.passengerName].some((name) => name.toLowerCase().includes(search));
}

/** The board's order: unassigned first, then by pickup time (and id, as the server pages). */
export function compareRides(a: BoardRide, b: BoardRide): number {
  const assigned = Number(a.driver !== null && a.driver !== undefined);
  const other = Number(b.driver !== null && b.driver !== undefined);
  if (assigned !== other) return assigned - other;
  const time = Date.parse(a.pickupAt) - Date.parse(b.pickupAt);
  if (time !== 0) return time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The loaded rides with one changed ride put in its place: removed when it no longer matches,
 * and, while more pages wait, only kept when it sorts within what is loaded (the next page will
 * bring it otherwise). Returns whether it was new to the list, for the announcement.
 */
export function upsertRide(
  rides: readonly BoardRide[],
  ride: BoardRide,
  matches: boolean,
  hasNextPage: boolean,
): { rides: BoardRide[]; added: boolean } {
  const known = rides.some((r) => r.id === ride.id);
  const others = rides.filter((r) => r.id !== ride.id);
  if (!matches) return { rides: others, added: false };
  const last = others[others.length - 1];
  if (hasNextPage && last && compareRides(ride, last) > 0) return { rides: others, added: false };
  return { rides: [...others, ride].sort(compareRides), added: !known };
}
