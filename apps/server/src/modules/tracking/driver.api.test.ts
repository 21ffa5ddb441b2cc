import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  signInAs,
} from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  ACCEPT_RIDE,
  ACME_DRIVER,
  buildStaff,
  DEMO_DRIVER,
  DRIVER_RIDES,
  type BuiltStaff,
  type DriverRideResult,
  signInAsStaff,
  statusHistory,
  UPDATE_RIDE_STATUS,
} from './driver.test-helpers.ts';
import { buildFleetVehicle } from './tracking.test-helpers.ts';

const HOUR = 60;

describe.each(databaseKinds())('driver side on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let colleague: BuiltStaff;
  let colleagueHeaders: Record<string, string>;
  let acmeHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let riderHeaders: Record<string, string>;
  beforeAll(async () => {
    driver = await buildStaff(api);
    colleague = await buildStaff(api);
    const dispatcher = await buildStaff(api, { role: 'dispatcher' });
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    colleagueHeaders = await signInAsStaff(api, colleague.email, colleague.password);
    dispatcherHeaders = await signInAsStaff(api, dispatcher.email, dispatcher.password);
    acmeHeaders = await signInAsStaff(api, ACME_DRIVER.email, ACME_DRIVER.password, 'acme');
    const rider = await buildRider(api);
    riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    // A driver cannot hold overlapping rides (migration 0042): each test starts with none.
    await api.db
      .deleteFrom('reservation')
      .where('driver_id', 'in', [driver.id, colleague.id])
      .execute();
  });

  // A driver cannot hold two rides at once (migration 0042): rides without a time get their own.
  let slot = 0;
  const rideOf = (
    owner: BuiltStaff | null,
    overrides: Parameters<typeof buildReservation>[1] = {},
  ) =>
    buildReservation(api, {
      driver_id: owner?.id ?? null,
      inMinutes: 7 * 24 * 60 + 180 * slot++,
      ...overrides,
    });
  const acmeDriverId = async () =>
    (
      await api.db
        .selectFrom('staff_user')
        .select('id')
        .where('company_id', '=', 'acme')
        .where('email', '=', ACME_DRIVER.email)
        .executeTakeFirstOrThrow()
    ).id;
  const listRides = (headers = driverHeaders) =>
    api.gql<{ driverRides: DriverRideResult[] }>(DRIVER_RIDES, {}, headers);
  const move = (reservationId: string, status: string, headers = driverHeaders) =>
    api.gql<{ updateRideStatus: DriverRideResult }>(
      UPDATE_RIDE_STATUS,
      { input: { reservationId, status } },
      headers,
    );
  const accept = (confirmationNumber: string, headers = driverHeaders) =>
    api.gql<{ acceptRide: DriverRideResult }>(
      ACCEPT_RIDE,
      { input: { confirmationNumber } },
      headers,
    );
  const statusOf = async (id: string) =>
    (
      await api.db
        .selectFrom('reservation')
        .select(['status', 'driver_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  describe('driverRides', () => {
    it('needs a driver: no token and a rider token are 401, another role is 403', async () => {
      for (const headers of [{}, riderHeaders]) {
        const res = await listRides(headers);
        expect(res.status).toBe(401);
        expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      const res = await listRides(dispatcherHeaders);
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('lists the driver’s own unfinished rides, earliest pickup first, with their next steps', async () => {
      const later = await rideOf(driver, { inMinutes: 48 * HOUR });
      const driving = await rideOf(driver, { inMinutes: -10, status: 'DRIVING_PASSENGER' });
      const completing = await rideOf(driver, { inMinutes: -60, status: 'COMPLETING' });
      const sooner = await rideOf(driver, { inMinutes: 2 * HOUR });
      await rideOf(driver, { inMinutes: -3 * HOUR, status: 'COMPLETED' });
      await rideOf(driver, { inMinutes: 5 * HOUR, status: 'CANCELLED' });
      await rideOf(colleague, { inMinutes: 3 * HOUR });
      await rideOf(null, { inMinutes: 4 * HOUR });

      const res = await listRides();

      expect(res.errors).toBeUndefined();
      const rides = res.data!.driverRides;
      expect(rides.map((r) => r.id)).toEqual([completing.id, driving.id, sooner.id, later.id]);
      expect(rides.map((r) => r.nextStatuses)).toEqual([
        ['COMPLETED'],
        ['DRIVER_IS_WAITING_AT_STOP', 'COMPLETING', 'COMPLETED'],
        ['DRIVER_IS_ON_THE_WAY'],
        ['DRIVER_IS_ON_THE_WAY'],
      ]);
      expect(rides[1]).toMatchObject({
        reservationState: { type: 'DRIVING_PASSENGER', label: 'RIDE IN PROGRESS' },
        passengerName: 'Built Rider',
        vehicles: [],
      });
    });

    it('shows the ride’s vehicle: the demo driver’s seeded ride', async () => {
      const res = await listRides(
        await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.driverRides[0]?.vehicles).toEqual([
        { make: 'Cadillac', model: 'Escalade', color: 'Black', licensePlate: 'DEMO 101' },
      ]);
    });

    it('shows another company’s driver none of this company’s rides', async () => {
      const demoRide = await rideOf(driver);
      const acmeRide = await buildReservation(api, {
        company_id: 'acme',
        inMinutes: 7 * 24 * 60 + 180 * slot++,
        driver_id: await acmeDriverId(),
        currency_code: 'GBP',
      });
      const res = await listRides(acmeHeaders);
      expect(res.errors).toBeUndefined();
      const ids = res.data!.driverRides.map((r) => r.id);
      expect(ids).toContain(acmeRide.id);
      expect(ids).not.toContain(demoRide.id);
    });
  });

  describe('updateRideStatus', () => {
    it('needs a driver: no token and a rider token are 401, another role is 403', async () => {
      const ride = await rideOf(driver);
      expect((await move(ride.id, 'DRIVER_IS_ON_THE_WAY', {})).status).toBe(401);
      expect((await move(ride.id, 'DRIVER_IS_ON_THE_WAY', riderHeaders)).status).toBe(401);
      expect((await move(ride.id, 'DRIVER_IS_ON_THE_WAY', dispatcherHeaders)).status).toBe(403);
      expect(await statusOf(ride.id)).toBe('BOOKED');
    });

    it('refuses an empty status', async () => {
      const ride = await rideOf(driver);
      const res = await move(ride.id, ' ');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('answers NOT_FOUND for an unknown id, another driver’s, an open and another company’s ride', async () => {
      const colleagues = await rideOf(colleague);
      const open = await rideOf(null);
      const acmeRide = await buildReservation(api, {
        company_id: 'acme',
        inMinutes: 7 * 24 * 60 + 180 * slot++,
        driver_id: await acmeDriverId(),
        currency_code: 'GBP',
      });
      const cases: [string, Record<string, string>][] = [
        ['not-a-uuid', driverHeaders],
        ['4a1e3d5c-0000-4000-8000-000000000000', driverHeaders],
        [colleagues.id, driverHeaders],
        [open.id, driverHeaders],
        [acmeRide.id, driverHeaders],
        [colleagues.id, acmeHeaders],
      ];
      for (const [id, headers] of cases) {
        const res = await move(id, 'DRIVER_IS_ON_THE_WAY', headers);
        expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe('Ride not found');
      }
      expect(await statusOf(colleagues.id)).toBe('BOOKED');
      expect(await statusOf(acmeRide.id)).toBe('BOOKED');
    });

    it('moves a ride through the driver steps to COMPLETED, recording each change', async () => {
      const vehicle = await buildFleetVehicle(api);
      const ride = await rideOf(driver, { inMinutes: 30, fleet_vehicle_id: vehicle.id });
      const steps = [
        'DRIVER_IS_ON_THE_WAY',
        'DRIVER_IS_CIRCLING',
        'DRIVER_IS_AT_PICKUP',
        'DRIVER_IS_WAITING_AT_PICKUP',
        'DRIVER_IS_WAITING_FOR_PASSENGER',
        'DRIVING_PASSENGER',
        'DRIVER_IS_WAITING_AT_STOP',
        'DRIVING_PASSENGER',
        'COMPLETING',
        'COMPLETED',
      ];
      for (const status of steps) {
        const res = await move(ride.id, status);
        expect(res.errors, status).toBeUndefined();
        expect(res.data!.updateRideStatus.reservationState.type).toBe(status);
      }
      const history = await statusHistory(api, ride.id);
      expect(history.map((h) => [h.from_status, h.to_status])).toEqual(
        steps.map((to, i) => [i === 0 ? 'BOOKED' : steps[i - 1], to]),
      );
      expect(new Set(history.map((h) => h.staff_user_id))).toEqual(new Set([driver.id]));
      expect(history.every((h) => h.account_user_id === null)).toBe(true);
      // Finished: off the driver's list, and no step left.
      const list = await listRides();
      expect(list.data!.driverRides.map((r) => r.id)).not.toContain(ride.id);
    });

    it('takes the short ways the table allows: at pickup straight to driving, driving straight to completed', async () => {
      const ride = await rideOf(driver, { status: 'DRIVER_IS_AT_PICKUP' });
      expect((await move(ride.id, 'DRIVING_PASSENGER')).errors).toBeUndefined();
      const done = await move(ride.id, 'COMPLETED');
      expect(done.data!.updateRideStatus).toMatchObject({
        reservationState: { type: 'COMPLETED', label: 'COMPLETED' },
        nextStatuses: [],
      });
    });

    it.each([
      ['BOOKED', 'DRIVING_PASSENGER'],
      ['BOOKED', 'CANCELLED'],
      ['BOOKED', 'NOT_A_STATUS'],
      ['DRIVER_IS_ON_THE_WAY', 'COMPLETED'],
      ['DRIVER_IS_CIRCLING', 'DRIVER_IS_ON_THE_WAY'],
      ['DRIVER_IS_WAITING_FOR_PASSENGER', 'DRIVER_IS_AT_PICKUP'],
      ['DRIVING_PASSENGER', 'DRIVER_IS_ON_THE_WAY'],
      ['DRIVER_IS_WAITING_AT_STOP', 'COMPLETED'],
      ['COMPLETING', 'DRIVING_PASSENGER'],
      ['COMPLETED', 'DRIVING_PASSENGER'],
      ['CANCELLED', 'DRIVER_IS_ON_THE_WAY'],
    ])('refuses %s → %s as an invalid transition, changing nothing', async (from, to) => {
      const ride = await rideOf(driver, { status: from });
      const res = await move(ride.id, to);
      const error = res.errors?.[0];
      expect(error?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'INVALID_TRANSITION',
        from,
        to,
      });
      expect(error?.message).toContain(`from ${from} to ${to}`);
      expect(await statusOf(ride.id)).toBe(from);
      expect(await statusHistory(api, ride.id)).toEqual([]);
    });

    it('answers a retry of the status the ride is in with the ride as it is', async () => {
      const ride = await rideOf(driver, { fleet_vehicle_id: (await buildFleetVehicle(api)).id });
      expect((await move(ride.id, 'DRIVER_IS_ON_THE_WAY')).errors).toBeUndefined();
      const again = await move(ride.id, 'DRIVER_IS_ON_THE_WAY');
      expect(again.errors).toBeUndefined();
      expect(again.data!.updateRideStatus.reservationState.type).toBe('DRIVER_IS_ON_THE_WAY');
      expect(await statusHistory(api, ride.id)).toHaveLength(1);
    });

    it('applies a double tap once', async () => {
      const ride = await rideOf(driver, { fleet_vehicle_id: (await buildFleetVehicle(api)).id });
      const taps = await Promise.all(
        Array.from({ length: 4 }, () => move(ride.id, 'DRIVER_IS_ON_THE_WAY')),
      );
      for (const tap of taps) {
        expect(tap.errors).toBeUndefined();
        expect(tap.data!.updateRideStatus.reservationState.type).toBe('DRIVER_IS_ON_THE_WAY');
      }
      const history = await statusHistory(api, ride.id);
      expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
        ['BOOKED', 'DRIVER_IS_ON_THE_WAY'],
      ]);
    });
  });

  describe('acceptRide', () => {
    it('needs a driver: no token and a rider token are 401, another role is 403', async () => {
      const ride = await rideOf(null);
      expect((await accept(ride.confirmation_number, {})).status).toBe(401);
      expect((await accept(ride.confirmation_number, riderHeaders)).status).toBe(401);
      expect((await accept(ride.confirmation_number, dispatcherHeaders)).status).toBe(403);
    });

    it('refuses a number that is not one', async () => {
      const res = await accept('12ab');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('answers NOT_FOUND for an unknown number and another company’s ride', async () => {
      const acmeRide = await buildReservation(api, {
        company_id: 'acme',
        inMinutes: 7 * 24 * 60 + 180 * slot++,
        currency_code: 'GBP',
      });
      for (const number of ['999999999', acmeRide.confirmation_number]) {
        const res = await accept(number);
        expect(res.errors?.[0]?.extensions?.code, number).toBe('NOT_FOUND');
      }
      expect(
        (
          await api.db
            .selectFrom('reservation')
            .select('driver_id')
            .where('id', '=', acmeRide.id)
            .executeTakeFirstOrThrow()
        ).driver_id,
      ).toBeNull();
    });

    it('gives an open ride to the driver, and a retry answers it again', async () => {
      const ride = await rideOf(null, { inMinutes: 90 });
      const res = await accept(ride.confirmation_number);
      expect(res.errors).toBeUndefined();
      expect(res.data!.acceptRide).toMatchObject({
        id: ride.id,
        nextStatuses: ['DRIVER_IS_ON_THE_WAY'],
      });
      expect((await accept(ride.confirmation_number)).data!.acceptRide.id).toBe(ride.id);
      expect((await listRides()).data!.driverRides.map((r) => r.id)).toContain(ride.id);
      // Taking a ride does not move it.
      expect(await statusOf(ride.id)).toBe('BOOKED');
    });

    it('refuses a ride another driver has', async () => {
      const ride = await rideOf(colleague);
      const res = await accept(ride.confirmation_number);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'RIDE_TAKEN' });
    });

    it('refuses a ride that is finished, under way or long past its pickup', async () => {
      for (const overrides of [
        { status: 'CANCELLED' },
        { status: 'COMPLETED', inMinutes: -HOUR * 5 },
        { status: 'DRIVER_IS_ON_THE_WAY' },
        { inMinutes: -3 * HOUR },
      ]) {
        const ride = await rideOf(null, overrides);
        const res = await accept(ride.confirmation_number);
        expect(res.errors?.[0]?.extensions, JSON.stringify(overrides)).toMatchObject({
          code: 'CONFLICT',
          reason: 'RIDE_NOT_OPEN',
        });
      }
    });

    it('is FORBIDDEN where the company does not let drivers take rides', async () => {
      const acmeRide = await buildReservation(api, {
        company_id: 'acme',
        inMinutes: 7 * 24 * 60 + 180 * slot++,
        currency_code: 'GBP',
      });
      const res = await accept(acmeRide.confirmation_number, acmeHeaders);
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('gives a ride two drivers take at once to one of them', async () => {
      const ride = await rideOf(null);
      const [mine, theirs] = await Promise.all([
        accept(ride.confirmation_number),
        accept(ride.confirmation_number, colleagueHeaders),
      ]);
      const winners = [mine, theirs].filter((res) => res.errors === undefined);
      expect(winners).toHaveLength(1);
      const loser = [mine, theirs].find((res) => res.errors !== undefined);
      expect(loser?.errors?.[0]?.extensions?.reason).toBe('RIDE_TAKEN');
      const owner = await api.db
        .selectFrom('reservation')
        .select('driver_id')
        .where('id', '=', ride.id)
        .executeTakeFirstOrThrow();
      expect(owner.driver_id).toBe(mine.errors ? colleague.id : driver.id);
    });
  });

  it('keeps riders’ sign-in apart: the demo rider’s token drives nothing', async () => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const res = await listRides(bearer(tokens.accessToken));
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
