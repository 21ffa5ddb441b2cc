import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import { setRideStatus } from './ride-status.ts';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../../reservations/reservations.test-helpers.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { DEMO_DISPATCHER, signInOperatorCast } from '../../staff/staff.test-helpers.ts';
import {
  assignRide,
  buildDriver,
  buildFleetVehicle,
  moveRide,
} from '../../tracking/tracking.test-helpers.ts';
import { sentToRider } from '../../notifications/notices.test-helpers.ts';

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
        pickupLatitude
        pickupLongitude
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
    ({
      admin,
      dispatcher,
      driver: driverHeaders,
      acme,
      rider: riderHeaders,
    } = await signInOperatorCast(api));
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
        // Staff read the status in plain words, and whether a scheduled ride has its driver.
        statusLabel: 'Driver assigned',
        pickupSummary: '89 E 42nd St',
        dropoffSummary: 'JFK Airport',
        passengerName: 'Built Rider',
        pickupLatitude: assigned.route[0]!.latitude,
        pickupLongitude: assigned.route[0]!.longitude,
        paymentState: 'NONE',
        dropoffAt: new Date(assigned.scheduled_pickup_at.getTime() + 1_800_000).toISOString(),
      });
      expect(first.rides.find((r) => r.id === unassigned[0]!.id)?.statusLabel).toBe('Unassigned');
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

  const RIDE_FIELDS = /* GraphQL */ `
    fragment Page on DispatchRide {
      ride {
        id
        status
        paymentState
      }
      route {
        role
        kind
        address
      }
      path
      pathAlongRoads
      rider {
        firstName
        email
      }
      passenger {
        firstName
        lastName
      }
      priceLines {
        name
        amountMinor
      }
      flight
      money {
        authorisedMinor
        capturedMinor
        voidedMinor
        heldMinor
        chargedMinor
      }
      history {
        fromStatus
        toStatus
        toLabel
        changedBy
      }
      nextStatuses
      cancellationFeeMinor
      noShowFeeMinor
    }
  `;
  const RIDE = `query ($id: ID!) { dispatchRide(id: $id) { ...Page } } ${RIDE_FIELDS}`;
  const SET_STATUS = `mutation ($id: ID!, $status: String!) {
    setRideStatus(reservationId: $id, status: $status) { ...Page }
  } ${RIDE_FIELDS}`;
  const SAVE_FEE_RULE = `mutation ($input: CancellationFeeRuleInput) {
    saveCancellationFeeRule(input: $input) { freeUntilHoursBeforePickup }
  }`;

  interface RidePage {
    ride: { id: string; status: string; paymentState: string };
    route: { role: string; kind: string; address: string }[];
    path: number[][];
    pathAlongRoads: boolean;
    rider: { firstName: string; email: string } | null;
    passenger: { firstName: string; lastName: string };
    priceLines: { name: string; amountMinor: number }[];
    flight: string | null;
    money: {
      authorisedMinor: number;
      capturedMinor: number;
      voidedMinor: number;
      heldMinor: number;
      chargedMinor: number;
    };
    history: { fromStatus: string; toStatus: string; toLabel: string; changedBy: string }[];
    nextStatuses: string[];
    cancellationFeeMinor: number;
    noShowFeeMinor: number;
  }

  const setStatus = (id: string, status: string, headers = dispatcher) =>
    api.gql<{ setRideStatus: RidePage }>(SET_STATUS, { id, status }, headers);
  const historyRows = async (id: string) =>
    api.db
      .selectFrom('reservation_status_change')
      .select(['to_status', 'staff_user_id'])
      .where('reservation_id', '=', id)
      .execute();
  const auditRows = (target: string) =>
    api.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'dispatch.status')
      .where('target', '=', target)
      .execute();
  const staffId = async (email: string) =>
    (
      await api.db
        .selectFrom('staff_user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  /** A ride the rider booked with a sandbox card hold, in `status`, picked up in `hours`. */
  let riderForMoney: { headers: Headers; cardId: string } | null = null;
  async function bookedRide(status: string, hours: number, driverId: string | null = null) {
    if (!riderForMoney) {
      const built = await buildRider(api, { firstName: 'Ann' });
      const headers = bearer((await signInAs(api, built.email, built.password)).accessToken);
      riderForMoney = { headers, cardId: await savedCardId(api, headers) };
    }
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, riderForMoney.headers);
    const res = await book(
      api,
      { trip, ...quote, payment: { savedPaymentId: riderForMoney.cardId } },
      riderForMoney.headers,
    );
    expect(res.errors).toBeUndefined();
    const { id, totalPriceInMinorUnits, confirmationNumber } = res.data!.createReservation;
    await api.db
      .updateTable('reservation')
      .set({
        status,
        driver_id: driverId,
        scheduled_pickup_at: new Date(Date.now() + hours * 3_600_000),
      })
      .where('id', '=', id)
      .execute();
    return { id, totalMinor: totalPriceInMinorUnits, number: confirmationNumber };
  }

  describe('dispatchRide', () => {
    beforeEach(() => clearRateLimits(api));

    it('refuses a rider and a driver; another company’s ride and a garbled id are NOT_FOUND', async () => {
      const r = await buildReservation(api);
      expect((await api.gql(RIDE, { id: r.id }, riderHeaders)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await api.gql(RIDE, { id: r.id }, driverHeaders)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      for (const id of [r.id, 'not-an-id', randomUUID()]) {
        const res = await api.gql(RIDE, { id }, id === r.id ? acme : admin);
        expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      }
    });

    it('shows route, path, contacts, flight, price lines, money and history with who', async () => {
      const { id, totalMinor } = await bookedRide('BOOKED', 48);
      const driver = await buildDriver(api);
      await assignRide(api, { id, company_id: 'demo' }, driver.id);
      await api.db
        .updateTable('reservation')
        .set({
          flight_details: JSON.stringify({
            airlineCode: 'DL',
            airlineName: 'Delta',
            flightNumber: 'DL1234',
            terminal: '4',
            gate: 'B12',
            meetOption: 'CURBSIDE',
          }),
        })
        .where('id', '=', id)
        .execute();
      const ride = { id, company_id: 'demo' };
      await moveRide(api, ride, 'DRIVER_IS_ON_THE_WAY');
      await api.db
        .insertInto('reservation_status_change')
        .values({
          company_id: 'demo',
          reservation_id: id,
          from_status: 'DRIVER_IS_ON_THE_WAY',
          to_status: 'DRIVER_IS_AT_PICKUP',
          staff_user_id: null,
          account_user_id: null,
        })
        .execute();
      const res = await api.gql<{ dispatchRide: RidePage }>(RIDE, { id }, dispatcher);
      expect(res.errors).toBeUndefined();
      const page = res.data!.dispatchRide;
      expect(page.route.map((stop) => stop.role)).toEqual(['PICKUP', 'DROPOFF']);
      expect(page.route[0]!.address).toMatch(/New York, NY \d{5}/);
      expect(page.path.length).toBeGreaterThanOrEqual(2);
      expect(page.path[0]).toHaveLength(2);
      // The offline provider's path is a straight-line estimate: the console draws it dashed.
      expect(page.pathAlongRoads).toBe(false);
      expect(page.rider).toMatchObject({ firstName: 'Ann' });
      expect(page.flight).toBe('Delta DL1234 · Terminal 4 · Gate B12 · Curbside');
      expect(page.priceLines.reduce((n, line) => n + line.amountMinor, 0)).toBe(totalMinor);
      expect(page.money).toMatchObject({ authorisedMinor: totalMinor, heldMinor: totalMinor });
      expect(page.ride.paymentState).toBe('HELD');
      expect(page.history.map((h) => h.changedBy)).toEqual([
        'Booked by Rider Ann Rider',
        'Driver Dora Wheeler',
        'System',
      ]);
      expect(page.history[0]).toMatchObject({ toStatus: 'BOOKED', toLabel: 'Booked' });
      expect(page.history[1]).toMatchObject({
        fromStatus: 'BOOKED',
        toStatus: 'DRIVER_IS_ON_THE_WAY',
        toLabel: 'Driver on the way',
      });
      expect(page.nextStatuses).toEqual(['DRIVER_IS_CIRCLING', 'DRIVER_IS_AT_PICKUP', 'CANCELLED']);
      expect(page.cancellationFeeMinor).toBe(0);
      expect(page.noShowFeeMinor).toBe(0);
    });
  });

  describe('setRideStatus', () => {
    beforeEach(() => clearRateLimits(api));

    it('refuses a rider, a driver and another company; refuses a step the ride cannot take', async () => {
      const r = await buildReservation(api);
      expect((await setStatus(r.id, 'CANCELLED', riderHeaders)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        (await setStatus(r.id, 'CANCELLED', driverHeaders)).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await setStatus(r.id, 'CANCELLED', acme)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await setStatus(r.id, 'bogus status')).errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'status',
      });
      // Without a driver, the driver's first step is not offered.
      const start = await setStatus(r.id, 'DRIVER_IS_ON_THE_WAY');
      expect(start.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'INVALID_TRANSITION',
        allowed: ['CANCELLED'],
      });
      expect(start.errors?.[0]?.message).toContain('it can go to CANCELLED');
      const noShow = await setStatus(r.id, 'NO_SHOW');
      expect(noShow.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_TRANSITION' });
      expect(await historyRows(r.id)).toEqual([]);
      const row = await api.db
        .selectFrom('reservation')
        .select('status')
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('BOOKED');
    });

    it('moves the ride once for a double tap, with the dispatcher in its history and the audit log', async () => {
      const driver = await buildDriver(api);
      const r = await buildReservation(api, { driver_id: driver.id });
      const taps = await Promise.all([
        setStatus(r.id, 'DRIVER_IS_ON_THE_WAY'),
        setStatus(r.id, 'DRIVER_IS_ON_THE_WAY'),
      ]);
      for (const tap of taps) {
        expect(tap.errors).toBeUndefined();
        expect(tap.data!.setRideStatus.ride.status).toBe('DRIVER_IS_ON_THE_WAY');
      }
      const again = await setStatus(r.id, 'DRIVER_IS_ON_THE_WAY', admin);
      expect(again.errors).toBeUndefined();
      expect(await historyRows(r.id)).toEqual([
        { to_status: 'DRIVER_IS_ON_THE_WAY', staff_user_id: await staffId(DEMO_DISPATCHER.email) },
      ]);
      expect(await auditRows(r.confirmation_number)).toHaveLength(1);
      const page = again.data!.setRideStatus;
      expect(page.history.at(-1)).toMatchObject({
        toStatus: 'DRIVER_IS_ON_THE_WAY',
        changedBy: expect.stringMatching(/^Dispatcher /),
      });
      const done = await setStatus(r.id, 'COMPLETED');
      expect(done.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_TRANSITION' });
    });

    it('cancels for free outside the fee window: the hold is released and the rider told', async () => {
      const { id, totalMinor, number } = await bookedRide('BOOKED', 72);
      const res = await setStatus(id, 'CANCELLED');
      expect(res.errors).toBeUndefined();
      const page = res.data!.setRideStatus;
      expect(page.ride).toMatchObject({ status: 'CANCELLED', paymentState: 'VOIDED' });
      expect(page.money).toMatchObject({
        authorisedMinor: totalMinor,
        voidedMinor: totalMinor,
        capturedMinor: 0,
        heldMinor: 0,
      });
      expect(page.nextStatuses).toEqual([]);
      const mails = (await sentToRider(api, id, 'email')).filter((m) => m.kind === 'cancelled');
      expect(mails.map((m) => m.subject)).toEqual([`Ride #${number} is cancelled`]);
      expect(mails[0]!.body).toContain('Nothing is charged');
    });

    it('cancels late under the fee rule: the fee is captured, the rest released; a no-show pays its fee', async () => {
      const rule = {
        freeUntilHoursBeforePickup: 24,
        lateCancellationFee: { kind: 'PERCENT', percent: 50 },
        noShowFee: { kind: 'FIXED', amountMinor: 2_500 },
      };
      expect((await api.gql(SAVE_FEE_RULE, { input: rule }, admin)).errors).toBeUndefined();
      try {
        const late = await bookedRide('BOOKED', 2);
        const before = await api.gql<{ dispatchRide: RidePage }>(RIDE, { id: late.id }, dispatcher);
        const fee = Math.round(late.totalMinor / 2);
        expect(before.data!.dispatchRide.cancellationFeeMinor).toBe(fee);
        const cancelled = await setStatus(late.id, 'CANCELLED');
        expect(cancelled.errors).toBeUndefined();
        expect(cancelled.data!.setRideStatus.money).toMatchObject({
          authorisedMinor: late.totalMinor,
          capturedMinor: fee,
          voidedMinor: late.totalMinor - fee,
          heldMinor: 0,
          chargedMinor: fee,
        });
        expect(cancelled.data!.setRideStatus.ride.paymentState).toBe('CAPTURED');

        const driver = await buildDriver(api);
        const waiting = await bookedRide('DRIVER_IS_WAITING_FOR_PASSENGER', 0, driver.id);
        const noShow = await setStatus(waiting.id, 'NO_SHOW');
        expect(noShow.errors).toBeUndefined();
        expect(noShow.data!.setRideStatus.ride.status).toBe('NO_SHOW');
        expect(noShow.data!.setRideStatus.money).toMatchObject({
          capturedMinor: 2_500,
          voidedMinor: waiting.totalMinor - 2_500,
          heldMinor: 0,
        });
        // The no-show frees its driver (0042's trigger): the busy period is gone.
        const period = await api.db
          .selectFrom('reservation')
          .select('assignment_period')
          .where('id', '=', waiting.id)
          .executeTakeFirstOrThrow();
        expect(period.assignment_period).toBeNull();
      } finally {
        await api.gql(SAVE_FEE_RULE, { input: null }, admin);
      }
    });

    it('keeps the status when the gateway fails; the hold stays held for a retry', async () => {
      const { id, totalMinor } = await bookedRide('BOOKED', 72);
      const failing = (row: Parameters<typeof gatewayFor>[1]): PaymentGateway => ({
        ...gatewayFor(api.services, row),
        voidHold: () => Promise.reject(new Error('gateway unreachable')),
      });
      const staff = { userId: await staffId(DEMO_DISPATCHER.email), companyId: 'demo' };
      const services = { ...api.services, clientIp: '127.0.0.1', gatewayOf: failing };
      const page = await setRideStatus(
        services,
        staff,
        { reservationId: id, status: 'CANCELLED' },
        new Date(),
      );
      expect(page.ride.status).toBe('CANCELLED');
      expect(page.money).toMatchObject({ heldMinor: totalMinor, voidedMinor: 0 });
      expect(page.ride.paymentState).toBe('HELD');
      const retry = await api.gql<{ voidRide: { heldMinor: number } }>(
        `mutation ($id: ID!) { voidRide(reservationId: $id) { heldMinor } }`,
        { id },
        dispatcher,
      );
      expect(retry.data!.voidRide.heldMinor).toBe(0);
    });
  });
});
