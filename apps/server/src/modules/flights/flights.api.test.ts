import { beforeAll, describe, expect, it } from 'vitest';
import { simulatedFlightStatus, type FlightStatusProvider } from '../../adapters/flights/index.ts';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { signInOperatorCast } from '../staff/staff.test-helpers.ts';
import { watchFlights } from './flight-watch.ts';

const MINUTE = 60_000;

const BOARD_FLIGHTS = /* GraphQL */ `
  query dispatchBoard($first: Int) {
    dispatchBoard(first: $first) {
      rides {
        id
        pickupAt
        flight {
          code
          state
          stateText
          scheduledArrival
          expectedArrival
          bookedPickupAt
          isAlert
        }
      }
    }
  }
`;

interface BoardFlights {
  dispatchBoard: {
    rides: {
      id: string;
      pickupAt: string;
      flight: {
        code: string;
        state: string;
        stateText: string;
        scheduledArrival: string | null;
        expectedArrival: string | null;
        bookedPickupAt: string;
        isAlert: boolean;
      } | null;
    }[];
  };
}

/** The simulated feed, counting the calls it answers. */
function countingFeed(): FlightStatusProvider & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: 'simulated',
    calls,
    lookUp: (query, now) => {
      calls.push(query.code);
      return Promise.resolve(simulatedFlightStatus(query, now));
    },
  };
}

let flightSerial = 10;

describe.each(databaseKinds())('airport pickups that follow their flight, on %s', (kind) => {
  const api = useTestApi(kind);
  let dispatcher: Record<string, string>;
  let acme: Record<string, string>;

  beforeAll(async () => {
    ({ dispatcher, acme } = await signInOperatorCast(api));
  });

  /** An airport arrival of the demo company, picked up at JFK `inMinutes` from `now`. */
  async function airportPickup(
    flightNumber: string,
    now: Date,
    inMinutes: number,
    overrides: Parameters<typeof buildReservation>[1] = {},
  ) {
    const pickup = new Date(now.getTime() + inMinutes * MINUTE);
    pickup.setUTCSeconds(0, 0);
    const stop = (type: 'AIRPORT' | 'ADDRESS', line1: string) => ({
      type,
      name: type === 'AIRPORT' ? 'John F. Kennedy International Airport' : '',
      line1,
      line2: '',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '11430',
      countryCode: 'US',
      airportCode: type === 'AIRPORT' ? 'JFK' : null,
      latitude: 40.6413,
      longitude: -73.7781,
    });
    return buildReservation(api, {
      scheduled_pickup_at: pickup,
      route: JSON.stringify([stop('AIRPORT', 'JFK Airport'), stop('ADDRESS', '89 E 42nd St')]),
      flight_details: JSON.stringify({
        airlineCode: 'DL',
        airlineName: 'Delta',
        flightNumber,
        terminal: '4',
        meetOption: 'CURBSIDE',
      }),
      ...overrides,
    });
  }

  /** A flight number of the test's own (four digits) whose last two act out `ending`. */
  const flightEnding = (ending: string) => `${flightSerial++}${ending}`;

  const watch = (provider: FlightStatusProvider, now: Date) =>
    watchFlights({ ...api.services, provider }, now);

  const rideFlight = (id: string) =>
    api.db
      .selectFrom('ride_flight')
      .selectAll()
      .where('reservation_id', '=', id)
      .executeTakeFirst();

  it('moves a delayed flight’s pickup to the landing plus the curbside minutes, tells the rider and shows it on the board', async () => {
    const now = new Date();
    const ride = await airportPickup(flightEnding('97'), now, 4 * 60);
    const booked = new Date(ride.scheduled_pickup_at);
    const feed = countingFeed();
    const pass = await watch(feed, now);
    expect(pass.lookedUp).toBeGreaterThanOrEqual(1);

    // The simulated feed lands …97 45 minutes after the booked time; curbside is 15 more.
    const expectedLanding = new Date(booked.getTime() + 45 * MINUTE);
    const moved = await api.db
      .selectFrom('reservation')
      .select('scheduled_pickup_at')
      .where('id', '=', ride.id)
      .executeTakeFirstOrThrow();
    expect(new Date(moved.scheduled_pickup_at).getTime()).toBe(booked.getTime() + 60 * MINUTE);
    const flight = await rideFlight(ride.id);
    expect(flight).toMatchObject({ status: 'DELAYED', company_id: 'demo' });
    expect(new Date(flight!.expected_arrival_at!).getTime()).toBe(expectedLanding.getTime());
    expect(new Date(flight!.booked_pickup_at).getTime()).toBe(booked.getTime());

    const notices = await api.db
      .selectFrom('ride_notice')
      .select(['kind', 'change_key'])
      .where('reservation_id', '=', ride.id)
      .execute();
    expect(notices).toEqual([
      {
        kind: 'changed',
        change_key: `flight:${new Date(booked.getTime() + 60 * MINUTE).toISOString()}`,
      },
    ]);

    const res = await api.gql<BoardFlights>(BOARD_FLIGHTS, { first: 100 }, dispatcher);
    expect(res.errors).toBeUndefined();
    const row = res.data!.dispatchBoard.rides.find((r) => r.id === ride.id);
    expect(row?.flight).toEqual({
      code: expect.stringMatching(/^DL\d\d97$/),
      state: 'DELAYED',
      stateText: 'Delayed',
      scheduledArrival: booked.toISOString(),
      expectedArrival: expectedLanding.toISOString(),
      bookedPickupAt: booked.toISOString(),
      isAlert: false,
    });
    expect(row?.pickupAt).toBe(new Date(booked.getTime() + 60 * MINUTE).toISOString());
    // Another company's board never shows it.
    const other = await api.gql<BoardFlights>(BOARD_FLIGHTS, { first: 100 }, acme);
    expect(other.data!.dispatchBoard.rides.map((r) => r.id)).not.toContain(ride.id);

    // Looked up a minute later: not yet due again, so no call and no second move.
    const calls = feed.calls.length;
    await watch(feed, new Date(now.getTime() + MINUTE));
    expect(feed.calls.length).toBe(calls);
  });

  it('alerts the board once of a diverted flight and leaves its pickup', async () => {
    const now = new Date();
    const ride = await airportPickup(flightEnding('98'), now, 3 * 60);
    const feed = countingFeed();
    await watch(feed, now);
    const flight = await rideFlight(ride.id);
    expect(flight).toMatchObject({ status: 'DIVERTED' });
    expect(flight!.alerted_at).not.toBeNull();
    const still = await api.db
      .selectFrom('reservation')
      .select('scheduled_pickup_at')
      .where('id', '=', ride.id)
      .executeTakeFirstOrThrow();
    expect(new Date(still.scheduled_pickup_at).getTime()).toBe(
      new Date(ride.scheduled_pickup_at).getTime(),
    );
    const res = await api.gql<BoardFlights>(BOARD_FLIGHTS, { first: 100 }, dispatcher);
    expect(res.data!.dispatchBoard.rides.find((r) => r.id === ride.id)?.flight).toMatchObject({
      state: 'DIVERTED',
      stateText: 'Diverted',
      isAlert: true,
    });
    // Due again after a quarter of an hour: looked up, but the alert is not raised twice.
    const later = await watch(feed, new Date(now.getTime() + 16 * MINUTE));
    expect(feed.calls.filter((c) => c.endsWith('98')).length).toBeGreaterThanOrEqual(2);
    expect(later.alerts).toBe(0);
    expect((await rideFlight(ride.id))!.alerted_at).toEqual(flight!.alerted_at);
  });

  it('asks once for the rides on one flight, within the company’s daily budget of calls', async () => {
    await api.db
      .updateTable('company')
      .set({ flight_daily_calls: 2 })
      .where('id', '=', 'acme')
      .execute();
    try {
      const now = new Date();
      const [shared, second, third] = [flightEnding('01'), flightEnding('02'), flightEnding('03')];
      // The shared flight's rides come first (earlier pickups are looked up first).
      const a = await airportPickup(shared, now, 100, { company_id: 'acme' });
      const b = await airportPickup(shared, now, 100, { company_id: 'acme' });
      const c = await airportPickup(second, now, 2 * 60, { company_id: 'acme' });
      const d = await airportPickup(third, now, 2 * 60, { company_id: 'acme' });
      const feed = countingFeed();
      const pass = await watch(feed, now);
      const ours = new Set([shared, second, third].map((n) => `DL${n}`));
      const acmeCalls = feed.calls.filter((code) => ours.has(code));
      // Two calls: the shared flight once for both rides, then one more; the fourth waits.
      expect(acmeCalls).toHaveLength(2);
      expect(new Set(acmeCalls).size).toBe(2);
      expect(pass.overBudget).toBeGreaterThanOrEqual(1);
      const looked = await api.db
        .selectFrom('ride_flight')
        .select(['reservation_id', 'status'])
        .where('reservation_id', 'in', [a.id, b.id, c.id, d.id])
        .where('status', '<>', 'UNKNOWN')
        .execute();
      expect(looked.map((r) => r.reservation_id).sort()).toEqual(
        [a.id, b.id, acmeCalls.includes(`DL${second}`) ? c.id : d.id].sort(),
      );
      const budget = await api.db
        .selectFrom('flight_call_budget')
        .select('calls')
        .where('company_id', '=', 'acme')
        .where('day', '=', now.toISOString().slice(0, 10))
        .executeTakeFirstOrThrow();
      expect(budget.calls).toBe(2);
    } finally {
      await api.db
        .updateTable('company')
        .set({ flight_daily_calls: 500 })
        .where('id', '=', 'acme')
        .execute();
    }
  });

  it('leaves rides more than a day away, rides already driven to, and rides without a flight', async () => {
    const now = new Date();
    const far = await airportPickup(flightEnding('97'), now, 30 * 60);
    const driven = await airportPickup(flightEnding('97'), now, 60, {
      status: 'DRIVER_IS_ON_THE_WAY',
    });
    const noFlight = await airportPickup(flightEnding('97'), now, 60, { flight_details: null });
    await watch(countingFeed(), now);
    for (const ride of [far, driven, noFlight]) expect(await rideFlight(ride.id)).toBeUndefined();
  });
});
