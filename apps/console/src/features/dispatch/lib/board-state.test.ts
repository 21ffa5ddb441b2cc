import { describe, expect, it } from 'vitest';
import {
  type BoardFilters,
  type BoardRide,
  boardAddressFrom,
  compareRides,
  dayIn,
  filtersFromSearch,
  matchesFilters,
  searchOfFilters,
  statusGroupOf,
  statusesAsked,
  upsertRide,
} from './board-state.ts';

const NEW_YORK = 'America/New_York';

function buildBoardRide(overrides: Partial<BoardRide> = {}): BoardRide {
  return {
    id: 'r1',
    confirmationNumber: '1001',
    status: 'BOOKED',
    statusLabel: 'Unassigned',
    pickupAt: '2026-06-03T13:15:00.000Z', // 9:15 in New York
    dropoffAt: '2026-06-03T14:00:00.000Z',
    serviceTypeName: 'Point To Point',
    vehicleTypeId: 1,
    vehicleTypeName: 'Sedan',
    riderName: 'Ann Lee',
    passengerName: 'Bo Lee',
    passengerCount: 2,
    pickupSummary: 'JFK',
    dropoffSummary: '5th Avenue',
    driver: null,
    fleetVehicle: null,
    totalMinor: 12000,
    currency: 'USD',
    paymentState: 'HELD',
    updatedAt: '2026-06-01T10:00:00.000Z',
    flight: null,
    ...overrides,
  };
}

const DAY: BoardFilters = {
  from: '2026-06-03',
  to: '2026-06-03',
  statuses: [],
  driverId: '',
  vehicleTypeId: null,
  unassignedOnly: false,
  search: '',
  showEnded: true,
};
const DRIVER = { id: 'd1', firstName: 'Sam', lastName: 'Ortiz' };

describe('the board as filtered', () => {
  it('reads the day in the company time zone', () => {
    // 02:30 UTC on the 4th is still the 3rd in New York.
    expect(dayIn(new Date('2026-06-04T02:30:00Z'), NEW_YORK)).toBe('2026-06-03');
    const late = buildBoardRide({ pickupAt: '2026-06-04T02:30:00Z' });
    expect(matchesFilters(late, DAY, NEW_YORK)).toBe(true);
    expect(matchesFilters(late, DAY, 'Europe/London')).toBe(false);
  });

  it('groups statuses as the board filters them', () => {
    expect(statusGroupOf('BOOKED')).toBe('UPCOMING');
    expect(statusGroupOf('DRIVER_IS_ON_THE_WAY')).toBe('IN_PROGRESS');
    expect(statusGroupOf('COMPLETED')).toBe('COMPLETED');
    expect(statusGroupOf('CANCELLED')).toBe('CANCELLED');
    expect(statusGroupOf('NO_SHOW')).toBe('NO_SHOW');
    expect(statusGroupOf('QUOTE')).toBeNull();
    expect(matchesFilters(buildBoardRide({ status: 'QUOTE' }), DAY, NEW_YORK)).toBe(false);
    const onTheWay = buildBoardRide({ status: 'DRIVER_IS_ON_THE_WAY' });
    expect(matchesFilters(onTheWay, { ...DAY, statuses: ['IN_PROGRESS'] }, NEW_YORK)).toBe(true);
    expect(matchesFilters(onTheWay, { ...DAY, statuses: ['UPCOMING'] }, NEW_YORK)).toBe(false);
  });

  it('sets cancelled and no-show rides apart unless shown or ticked', () => {
    const cancelled = buildBoardRide({ status: 'CANCELLED' });
    const noShow = buildBoardRide({ status: 'NO_SHOW' });
    const apart = { ...DAY, showEnded: false };
    expect(matchesFilters(cancelled, apart, NEW_YORK)).toBe(false);
    expect(matchesFilters(noShow, apart, NEW_YORK)).toBe(false);
    expect(matchesFilters(buildBoardRide(), apart, NEW_YORK)).toBe(true);
    expect(statusesAsked(apart)).toEqual(['UPCOMING', 'IN_PROGRESS', 'COMPLETED']);
    expect(statusesAsked(DAY)).toEqual([]);
    const ticked = { ...apart, statuses: ['CANCELLED' as const] };
    expect(statusesAsked(ticked)).toEqual(['CANCELLED']);
    expect(matchesFilters(cancelled, ticked, NEW_YORK)).toBe(true);
  });

  it('filters by driver, vehicle type and unassigned', () => {
    const assigned = buildBoardRide({ driver: DRIVER });
    expect(matchesFilters(assigned, { ...DAY, driverId: 'd1' }, NEW_YORK)).toBe(true);
    expect(matchesFilters(assigned, { ...DAY, driverId: 'd2' }, NEW_YORK)).toBe(false);
    expect(matchesFilters(assigned, { ...DAY, unassignedOnly: true }, NEW_YORK)).toBe(false);
    expect(matchesFilters(buildBoardRide(), { ...DAY, unassignedOnly: true }, NEW_YORK)).toBe(true);
    expect(matchesFilters(assigned, { ...DAY, vehicleTypeId: 2 }, NEW_YORK)).toBe(false);
  });

  it('searches a whole confirmation number, or part of the rider or passenger name', () => {
    const ride = buildBoardRide();
    expect(matchesFilters(ride, { ...DAY, search: '1001' }, NEW_YORK)).toBe(true);
    expect(matchesFilters(ride, { ...DAY, search: '100' }, NEW_YORK)).toBe(false);
    // A number finds its ride on any day; a name only within the days shown.
    const nextWeek = { ...DAY, from: '2026-06-10', to: '2026-06-10' };
    expect(matchesFilters(ride, { ...nextWeek, search: '1001' }, NEW_YORK)).toBe(true);
    expect(matchesFilters(ride, { ...nextWeek, search: 'ann' }, NEW_YORK)).toBe(false);
    expect(matchesFilters(ride, { ...DAY, search: ' ann ' }, NEW_YORK)).toBe(true);
    expect(matchesFilters(ride, { ...DAY, search: 'bo l' }, NEW_YORK)).toBe(true);
    expect(matchesFilters(ride, { ...DAY, search: 'zed' }, NEW_YORK)).toBe(false);
  });
});

describe('a live change on the loaded board', () => {
  const early = buildBoardRide({ id: 'a', pickupAt: '2026-06-03T12:00:00Z' });
  const late = buildBoardRide({ id: 'b', pickupAt: '2026-06-03T20:00:00Z' });
  const assigned = buildBoardRide({ id: 'c', pickupAt: '2026-06-03T11:00:00Z', driver: DRIVER });

  it('orders unassigned rides first, then by pickup time', () => {
    expect([assigned, late, early].sort(compareRides).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a new ride in its place and says it is new', () => {
    const middle = buildBoardRide({ id: 'm', pickupAt: '2026-06-03T15:00:00Z' });
    const result = upsertRide([early, late, assigned], middle, true, false);
    expect(result.rides.map((r) => r.id)).toEqual(['a', 'm', 'b', 'c']);
    expect(result.added).toBe(true);
  });

  it('moves a ride that was assigned below the unassigned ones, not as new', () => {
    const result = upsertRide([early, late, assigned], { ...early, driver: DRIVER }, true, false);
    expect(result.rides.map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(result.added).toBe(false);
  });

  it('drops a ride that no longer matches', () => {
    const result = upsertRide([early, late], { ...late, status: 'CANCELLED' }, false, false);
    expect(result.rides.map((r) => r.id)).toEqual(['a']);
  });

  it('leaves a ride beyond the loaded pages to the next page', () => {
    const later = buildBoardRide({ id: 'z', pickupAt: '2026-06-03T23:00:00Z' });
    expect(upsertRide([early, late], later, true, true)).toEqual({
      rides: [early, late],
      added: false,
    });
    expect(upsertRide([early, late], later, true, false).rides.map((r) => r.id)).toEqual([
      'a',
      'b',
      'z',
    ]);
  });
});

describe('the board’s filters in its address', () => {
  const TODAY = '2026-06-03';
  const DRIVER_ID = '7d1c8f0e-2b4a-4c3e-9f1a-5e6d7c8b9a01';

  const WEEK: BoardFilters = { ...DAY, to: '2026-06-10', showEnded: false };

  it('leaves a bare address for the default board: today and the next 7 days, live rides', () => {
    expect(searchOfFilters(WEEK, TODAY).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams(), TODAY)).toEqual(WEEK);
    // The dispatcher's own days and choices stay in the address.
    expect(searchOfFilters(DAY, TODAY).toString()).toBe('to=2026-06-03&ended=1');
  });

  it('reads back every filter it writes', () => {
    const filters: BoardFilters = {
      from: '2026-06-01',
      to: '2026-06-09',
      statuses: ['UPCOMING', 'NO_SHOW'],
      driverId: DRIVER_ID,
      vehicleTypeId: 4,
      unassignedOnly: true,
      search: 'Lee & Co',
      showEnded: true,
    };
    const search = searchOfFilters(filters, TODAY);
    expect(search.get('q')).toBe('Lee & Co');
    expect(filtersFromSearch(new URLSearchParams(search.toString()), TODAY)).toEqual(filters);
  });

  it('takes today and everything for what an edited address gets wrong', () => {
    const read = filtersFromSearch(
      new URLSearchParams(
        'from=2026-02-30&to=tomorrow&status=UPCOMING&status=BOGUS&status=UPCOMING' +
          '&driver=1%27%20or%201=1&vehicleType=-2&unassigned=yes&q=' +
          'x'.repeat(150),
      ),
      TODAY,
    );
    expect(read).toEqual({
      ...WEEK,
      statuses: ['UPCOMING'],
      search: 'x'.repeat(100),
    });
    expect(filtersFromSearch(new URLSearchParams('vehicleType=2.5'), TODAY).vehicleTypeId).toBe(
      null,
    );
  });

  it('sends a ride’s “Back to the board” to the board as it was left, and only there', () => {
    expect(boardAddressFrom({ boardSearch: '?to=2026-06-04&q=lee' })).toBe(
      '/dispatch?to=2026-06-04&q=lee',
    );
    expect(boardAddressFrom({ boardSearch: '' })).toBe('/dispatch');
    expect(boardAddressFrom({ boardSearch: '//evil.example' })).toBe('/dispatch');
    expect(boardAddressFrom(null)).toBe('/dispatch');
    expect(boardAddressFrom('?q=1')).toBe('/dispatch');
  });
});
