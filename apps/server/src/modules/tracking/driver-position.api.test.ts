import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  buildStaff,
  type BuiltStaff,
  type DriverLocationResult,
  REPORT_POSITION,
  signInAsStaff,
  UPDATE_RIDE_STATUS,
} from './driver.test-helpers.ts';

const stop = (line1: string, latitude: number, longitude: number) => ({
  type: 'ADDRESS',
  name: '',
  line1,
  line2: '',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10017',
  countryCode: 'US',
  airportCode: null,
  latitude,
  longitude,
});
/** Grand Central to Times Square: pickup and drop-off about 1 km apart. */
const ROUTE = JSON.stringify([
  stop('89 E 42nd St', 40.7527, -73.9772),
  stop('1560 Broadway', 40.758, -73.9855),
]);
/** A few km north-east of the pickup. */
const START = { latitude: 40.78, longitude: -73.95 };

describe.each(databaseKinds())('reportDriverPosition on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let headers: Record<string, string>;
  let colleagueHeaders: Record<string, string>;
  let acmeHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let riderHeaders: Record<string, string>;
  beforeAll(async () => {
    driver = await buildStaff(api);
    const colleague = await buildStaff(api);
    const acme = await buildStaff(api, { companyId: 'acme' });
    const dispatcher = await buildStaff(api, { role: 'dispatcher' });
    headers = await signInAsStaff(api, driver.email, driver.password);
    colleagueHeaders = await signInAsStaff(api, colleague.email, colleague.password);
    acmeHeaders = await signInAsStaff(api, acme.email, acme.password, 'acme');
    dispatcherHeaders = await signInAsStaff(api, dispatcher.email, dispatcher.password);
    const rider = await buildRider(api);
    riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    // A driver cannot hold overlapping rides (migration 0042): each test starts with none.
    await api.db.deleteFrom('reservation').where('driver_id', '=', driver.id).execute();
  });

  const rideUnderWay = (status = 'DRIVER_IS_ON_THE_WAY') =>
    buildReservation(api, { driver_id: driver.id, status, route: ROUTE, inMinutes: 20 });
  const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
  const report = (
    reservationId: string,
    fields: Record<string, unknown> = {},
    h: Record<string, string> = headers,
  ) =>
    api.gql<{ reportDriverPosition: DriverLocationResult }>(
      REPORT_POSITION,
      {
        input: {
          reservationId,
          ...START,
          heading: 215,
          speed: 9.5,
          recordedAt: secondsAgo(1),
          ...fields,
        },
      },
      h,
    );
  const storedRows = (reservationId: string) =>
    api.db
      .selectFrom('driver_position')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .execute();

  it('needs the driver: no token and a rider token are 401, another role is 403', async () => {
    const ride = await rideUnderWay();
    expect((await report(ride.id, {}, {})).status).toBe(401);
    expect((await report(ride.id, {}, riderHeaders)).status).toBe(401);
    expect((await report(ride.id, {}, dispatcherHeaders)).status).toBe(403);
    expect(await storedRows(ride.id)).toEqual([]);
  });

  it.each([
    ['latitude', 90.5, 'latitude must be between -90 and 90'],
    ['latitude', -91, 'latitude must be between -90 and 90'],
    ['longitude', 180.01, 'longitude must be between -180 and 180'],
    ['heading', 360, 'heading must be at least 0 and below 360 degrees'],
    ['heading', -1, 'heading must be at least 0 and below 360 degrees'],
    ['speed', -0.1, 'speed must not be negative'],
    ['speed', 101, 'speed must be at most 100 m/s'],
    ['recordedAt', 'yesterday', 'recordedAt must be an ISO 8601 instant'],
    ['recordedAt', '2026-05-01T14:30:00', 'recordedAt must be an ISO 8601 instant'],
    ['recordedAt', '2026-13-01T14:30:00Z', 'recordedAt must be an ISO 8601 instant'],
  ])('refuses %s %s', async (field, value, message) => {
    const ride = await rideUnderWay();
    const res = await report(ride.id, { [field]: value });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(res.errors?.[0]?.message).toContain(message);
    expect(await storedRows(ride.id)).toEqual([]);
  });

  it('refuses a position from the future, and one older than a day', async () => {
    const ride = await rideUnderWay();
    const future = await report(ride.id, { recordedAt: secondsAgo(-120) });
    expect(future.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(future.errors?.[0]?.message).toMatch(/in the future/);
    const old = await report(ride.id, { recordedAt: secondsAgo(25 * 3600) });
    expect(old.errors?.[0]?.message).toMatch(/more than a day old/);
    expect(await storedRows(ride.id)).toEqual([]);
    // A device clock a few seconds ahead is tolerated.
    expect((await report(ride.id, { recordedAt: secondsAgo(-10) })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND for another driver’s, another company’s and an unknown ride', async () => {
    const ride = await rideUnderWay();
    for (const [id, h] of [
      [ride.id, colleagueHeaders],
      [ride.id, acmeHeaders],
      ['5b2f4e6d-0000-4000-8000-000000000000', headers],
      ['nope', headers],
    ] as const) {
      const res = await report(id, {}, h);
      expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    expect(await storedRows(ride.id)).toEqual([]);
  });

  it.each(['BOOKED', 'COMPLETED', 'CANCELLED'])(
    'refuses positions for a ride that is %s',
    async (status) => {
      const ride = await rideUnderWay(status);
      const res = await report(ride.id);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'RIDE_NOT_UNDER_WAY',
        status,
      });
      expect(await storedRows(ride.id)).toEqual([]);
    },
  );

  it('keeps only the latest position, refuses an older one and answers a resent one', async () => {
    const ride = await rideUnderWay();
    const first = secondsAgo(20);
    const second = secondsAgo(10);
    expect((await report(ride.id, { recordedAt: first })).errors).toBeUndefined();
    const latest = await report(ride.id, { recordedAt: second, latitude: 40.77 });
    expect(latest.errors).toBeUndefined();
    expect(latest.data!.reportDriverPosition).toMatchObject({
      coordinates: { latitude: 40.77, longitude: START.longitude },
      heading: 215,
      speed: 9.5,
      recordedAt: second,
    });

    const older = await report(ride.id, { recordedAt: first });
    expect(older.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_POSITION',
      latestRecordedAt: second,
    });
    const sameTimeElsewhere = await report(ride.id, { recordedAt: second, latitude: 40.1 });
    expect(sameTimeElsewhere.errors?.[0]?.extensions?.reason).toBe('STALE_POSITION');
    const resent = await report(ride.id, { recordedAt: second, latitude: 40.77 });
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.reportDriverPosition).toEqual(latest.data!.reportDriverPosition);

    const rows = await storedRows(ride.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ latitude: 40.77, staff_user_id: driver.id });
    expect(new Date(rows[0]!.recorded_at).toISOString()).toBe(second);
  });

  it('gives the driving time to the pickup, reusing it while the driver has barely moved', async () => {
    const ride = await rideUnderWay();
    const first = await report(ride.id, { recordedAt: secondsAgo(30) });
    const eta = first.data!.reportDriverPosition.etaSeconds;
    expect(eta).toBeGreaterThan(60);
    const [computed] = await storedRows(ride.id);

    // 50 m on, seconds later: the stored ETA stands, no routing call.
    const near = await report(ride.id, { recordedAt: secondsAgo(20), latitude: 40.7804 });
    expect(near.data!.reportDriverPosition.etaSeconds).toBe(eta);
    const [reused] = await storedRows(ride.id);
    expect(reused!.eta_computed_at).toEqual(computed!.eta_computed_at);

    // At the pickup: computed afresh, and about nothing left.
    const there = await report(ride.id, {
      recordedAt: secondsAgo(10),
      latitude: 40.7527,
      longitude: -73.9772,
    });
    expect(there.data!.reportDriverPosition.etaSeconds).toBeLessThan(eta!);
    expect(there.data!.reportDriverPosition.etaSeconds).toBeLessThanOrEqual(10);
  });

  it('heads for the drop-off once the rider is on board', async () => {
    const ride = await rideUnderWay('DRIVER_IS_AT_PICKUP');
    const atPickup = { latitude: 40.7527, longitude: -73.9772 };
    const before = await report(ride.id, { ...atPickup, recordedAt: secondsAgo(20) });
    expect(before.data!.reportDriverPosition.etaSeconds).toBeLessThanOrEqual(10);
    const moved = await api.gql(
      UPDATE_RIDE_STATUS,
      { input: { reservationId: ride.id, status: 'DRIVING_PASSENGER' } },
      headers,
    );
    expect(moved.errors).toBeUndefined();
    // Same place, moments later: the ride changed, so the ETA is for the drop-off now.
    const after = await report(ride.id, { ...atPickup, recordedAt: secondsAgo(10) });
    expect(after.data!.reportDriverPosition.etaSeconds).toBeGreaterThan(60);
  });
});
