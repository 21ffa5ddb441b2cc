import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, buildRider, DEMO_RIDER, signInAs } from '../../auth/auth.test-helpers.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';
import {
  assignRide,
  buildDriver,
  buildFleetVehicle,
  moveRide,
} from '../../tracking/tracking.test-helpers.ts';

const BOARD = /* GraphQL */ `
  query dispatchBoard($filter: BoardFilter, $first: Int, $after: String) {
    dispatchBoard(filter: $filter, first: $first, after: $after) {
      rides {
        id
        confirmationNumber
        status
        statusLabel
        pickupAt
        dropoffAt
        riderName
        passengerName
        pickupSummary
        dropoffSummary
        vehicleTypeId
        driver {
          id
        }
        fleetVehicle {
          licensePlate
        }
        paymentState
      }
      endCursor
      hasNextPage
      timeZone
    }
  }
`;

interface BoardRow {
  id: string;
  confirmationNumber: string;
  status: string;
  statusLabel: string;
  pickupAt: string;
  dropoffAt: string;
  riderName: string;
  passengerName: string;
  pickupSummary: string;
  dropoffSummary: string | null;
  vehicleTypeId: number;
  driver: { id: string } | null;
  fleetVehicle: { licensePlate: string } | null;
  paymentState: string;
}
interface BoardResult {
  dispatchBoard: {
    rides: BoardRow[];
    endCursor: string | null;
    hasNextPage: boolean;
    timeZone: string;
  };
}

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;

describe.each(databaseKinds())('dispatch board on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Headers;
  let dispatcher: Headers;
  let driverHeaders: Headers;
  let acme: Headers;
  let riderHeaders: Headers;

  beforeAll(async () => {
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password, 'demo');
    dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password, 'demo');
    driverHeaders = await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password, 'demo');
    acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    riderHeaders = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
  });

  /**
   * A day of its own for each test, far ahead: noon UTC of it is the morning of the same date in
   * New York (the demo company's zone) and the afternoon in London (acme's).
   */
  let slot = 0;
  function freshDay() {
    const noon = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + (300 + slot++) * DAY_MS);
    noon.setUTCHours(12);
    return { date: noon.toISOString().slice(0, 10), at: (minutes: number) => minutes * 60_000 };
  }
  const rideOn = (
    day: { date: string },
    minutes: number,
    overrides: Parameters<typeof buildReservation>[1] = {},
  ) =>
    buildReservation(api, {
      scheduled_pickup_at: new Date(Date.parse(`${day.date}T12:00:00Z`) + minutes * 60_000),
      ...overrides,
    });
  const board = (variables: Record<string, unknown>, headers = dispatcher) =>
    api.gql<BoardResult>(BOARD, variables, headers);
  const ids = (res: { data?: BoardResult | null }) =>
    res.data!.dispatchBoard.rides.map((ride) => ride.id);

  describe('dispatchBoard', () => {
    it('refuses nobody, a rider and a driver', async () => {
      expect((await api.gql(BOARD, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await board({}, riderHeaders)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await board({}, driverHeaders)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses a bad page size, bad days and a span over 31 days, naming the field', async () => {
      for (const [variables, field] of [
        [{ first: 0 }, 'first'],
        [{ first: 101 }, 'first'],
        [{ filter: { from: '2026-02-30' } }, 'filter.from'],
        [{ filter: { from: 'tomorrow' } }, 'filter.from'],
        [{ filter: { from: '2026-03-01', to: '2026-02-28' } }, 'filter.to'],
        [{ filter: { from: '2026-03-01', to: '2026-04-02' } }, 'filter.to'],
        [{ filter: { driverId: 'someone' } }, 'filter.driverId'],
      ] as const) {
        const res = await board(variables);
        expect(res.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({
          code: 'BAD_USER_INPUT',
          field,
        });
      }
      const widest = await board({ filter: { from: '2026-03-01', to: '2026-04-01' } });
      expect(widest.errors).toBeUndefined();
    });

    it('refuses a forged or garbled cursor as BAD_USER_INPUT', async () => {
      const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const after of [
        'garbage',
        '!!!',
        'x'.repeat(500),
        forged({ a: 1 }),
        forged([2, '2026-01-01T00:00:00.000Z', randomUUID()]),
        forged([0, 'yesterday', randomUUID()]),
        forged([1, '2026-01-01T00:00:00.000Z', "'; drop table reservation; --"]),
        Buffer.from('not json').toString('base64url'),
      ]) {
        const res = await board({ after });
        expect(res.errors?.[0]?.extensions, after).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'after',
        });
      }
    });

    it('lists unassigned rides first, then by pickup and id, page after page without gaps', async () => {
      const day = freshDay();
      const driver = await buildDriver(api);
      const vehicle = await buildFleetVehicle(api);
      const assigned = await rideOn(day, 0);
      await assignRide(api, assigned, driver.id, vehicle.id);
      const unassigned = [await rideOn(day, 120), await rideOn(day, 60), await rideOn(day, 60)];
      const laterAssigned = await rideOn(day, 30);
      const other = await buildDriver(api);
      await assignRide(api, laterAssigned, other.id);
      // Another company's ride on the same day never shows.
      const acmeRide = await rideOn(day, 45, { company_id: 'acme' });
      const byKey = (a: { scheduled_pickup_at: Date; id: string }, b: typeof a) =>
        a.scheduled_pickup_at.getTime() - b.scheduled_pickup_at.getTime() || (a.id < b.id ? -1 : 1);
      const expected = [...[...unassigned].sort(byKey), assigned, laterAssigned].map((r) => r.id);

      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res: { data?: BoardResult | null; errors?: unknown } = await board({
          filter: { from: day.date, to: day.date },
          first: 2,
          after,
        });
        expect(res.errors).toBeUndefined();
        seen.push(...ids(res));
        after = res.data!.dispatchBoard.hasNextPage ? res.data!.dispatchBoard.endCursor : null;
        pages += 1;
      } while (after && pages < 10);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
      expect(seen).not.toContain(acmeRide.id);

      const one = await board({ filter: { from: day.date, to: day.date } });
      const first = one.data!.dispatchBoard;
      expect(first.timeZone).toBe('America/New_York');
      expect(first.rides.find((r) => r.id === assigned.id)).toMatchObject({
        driver: { id: driver.id },
        fleetVehicle: { licensePlate: vehicle.license_plate },
        status: 'BOOKED',
        statusLabel: 'SCHEDULED',
        pickupSummary: '89 E 42nd St',
        dropoffSummary: 'JFK Airport',
        passengerName: 'Built Rider',
        paymentState: 'NONE',
        dropoffAt: new Date(assigned.scheduled_pickup_at.getTime() + 1_800_000).toISOString(),
      });
      const acmeBoard = await board({ filter: { from: day.date, to: day.date } }, acme);
      expect(ids(acmeBoard)).toEqual([acmeRide.id]);
    });

    it('filters by status group, driver, vehicle type, unassigned and days', async () => {
      const day = freshDay();
      const next = { date: new Date(Date.parse(day.date) + DAY_MS).toISOString().slice(0, 10) };
      slot += 1;
      const driver = await buildDriver(api);
      const booked = await rideOn(day, 0);
      const onTheWay = await rideOn(day, 10);
      await assignRide(api, onTheWay, driver.id);
      await moveRide(api, onTheWay, 'DRIVER_IS_ON_THE_WAY');
      const cancelled = await rideOn(day, 20, { status: 'CANCELLED' });
      const noShow = await rideOn(day, 30, { status: 'NO_SHOW' });
      const completed = await rideOn(day, 40, { status: 'COMPLETED' });
      const tomorrow = await rideOn(next, 0);
      const types = await api.db
        .selectFrom('vehicle_type')
        .select('id')
        .where('company_id', '=', 'demo')
        .orderBy('id')
        .execute();
      const otherType = types[1]!.id;
      const bigger = await rideOn(day, 50, { vehicle_type_id: otherType });
      const only = (filter: Record<string, unknown>) =>
        board({ filter: { from: day.date, to: day.date, ...filter } }).then(ids);

      expect(await only({ statuses: ['CANCELLED'] })).toEqual([cancelled.id]);
      expect(await only({ statuses: ['NO_SHOW', 'COMPLETED'] })).toEqual([noShow.id, completed.id]);
      expect(await only({ statuses: ['IN_PROGRESS'] })).toEqual([onTheWay.id]);
      expect(await only({ statuses: ['UPCOMING'] })).toEqual([booked.id, bigger.id]);
      expect(await only({ driverId: driver.id })).toEqual([onTheWay.id]);
      expect(await only({ driverId: randomUUID() })).toEqual([]);
      expect(await only({ vehicleTypeId: otherType })).toEqual([bigger.id]);
      expect(await only({ unassignedOnly: true })).not.toContain(onTheWay.id);
      expect(await only({ unassignedOnly: true })).toHaveLength(5);
      expect(await only({})).toHaveLength(6);
      const twoDays = await board({ filter: { from: day.date, to: next.date } });
      expect(ids(twoDays)).toContain(tomorrow.id);
      expect(ids(twoDays)).toHaveLength(7);
    });

    it('searches a confirmation number on any day, and part of a rider’s or passenger’s name', async () => {
      const day = freshDay();
      const rider = await buildRider(api, { firstName: 'Philippa' });
      const byAccount = await rideOn(day, 0, {
        account_user_id: rider.id,
        passenger_first_name: 'Someone',
        passenger_last_name: 'Else',
      });
      const byPassenger = await rideOn(day, 10, {
        passenger_first_name: 'Ann',
        passenger_last_name: 'O’Phil_lips',
      });
      const neither = await rideOn(day, 20);
      const search = (text: string, days = true) =>
        board({ filter: { ...(days ? { from: day.date, to: day.date } : {}), search: text } }).then(
          ids,
        );

      expect(await search('phil')).toEqual([byAccount.id, byPassenger.id]);
      expect(await search('PHILIPPA RIDER')).toEqual([byAccount.id]);
      expect(await search('ann o’phil')).toEqual([byPassenger.id]);
      expect(await search('_')).toEqual([byPassenger.id]);
      expect(await search('%')).toEqual([]);
      // A number finds its ride whatever days the board shows (default: from today).
      expect(await search(neither.confirmation_number, false)).toEqual([neither.id]);
      expect(await search(neither.confirmation_number.slice(0, -1), false)).toEqual([]);
      const res = await board({ filter: { search: byAccount.confirmation_number } });
      expect(res.data!.dispatchBoard.rides[0]).toMatchObject({
        riderName: 'Philippa Rider',
        passengerName: 'Someone Else',
      });
      const asAcme = await board({ filter: { search: neither.confirmation_number } }, acme);
      expect(ids(asAcme)).toEqual([]);
    });
  });
});
