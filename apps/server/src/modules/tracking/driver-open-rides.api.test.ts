import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  ACCEPT_RIDE,
  ACME_DRIVER,
  buildStaff,
  type BuiltStaff,
  type DriverRideResult,
  signInAsStaff,
} from './driver.test-helpers.ts';

const HOUR = 60;

const OPEN_RIDES = /* GraphQL */ `
  query driverOpenRides {
    driverOpenRides {
      id
      confirmationNumber
      pickupAt
      vehicleTypeName
      serviceTypeName
      passengerCount
      luggageCount
      routing {
        pickup {
          location {
            line1
          }
        }
        dropOff {
          location {
            line1
          }
        }
      }
    }
  }
`;

interface OpenRide {
  id: string;
  confirmationNumber: string;
  pickupAt: string;
  vehicleTypeName: string;
  passengerCount: number;
  routing: { pickup: { location: { line1: string } }; dropOff: { location: { line1: string } } };
}

describe.each(databaseKinds())('driverOpenRides on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let colleague: BuiltStaff;
  let acmeHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let riderHeaders: Record<string, string>;
  beforeAll(async () => {
    driver = await buildStaff(api);
    colleague = await buildStaff(api);
    const dispatcher = await buildStaff(api, { role: 'dispatcher' });
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
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

  const openRides = (headers = driverHeaders) =>
    api.gql<{ driverOpenRides: OpenRide[] }>(OPEN_RIDES, {}, headers);
  const listedIds = async (headers = driverHeaders) => {
    const res = await openRides(headers);
    expect(res.errors).toBeUndefined();
    return res.data!.driverOpenRides.map((ride) => ride.id);
  };
  const accept = (confirmationNumber: string, headers = driverHeaders) =>
    api.gql<{ acceptRide: DriverRideResult }>(
      ACCEPT_RIDE,
      { input: { confirmationNumber } },
      headers,
    );

  it('needs a driver: no token and a rider token are 401, another role is 403', async () => {
    expect((await openRides({})).status).toBe(401);
    expect((await openRides(riderHeaders)).status).toBe(401);
    const res = await openRides(dispatcherHeaders);
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the open rides of the coming days the driver is free for, earliest first', async () => {
    // Times from now: the window runs to the end of the company's day after tomorrow, at least
    // 46 hours ahead whatever the hour, and never 4 days.
    const later = await buildReservation(api, { inMinutes: 40 * HOUR, passenger_count: 3 });
    const soon = await buildReservation(api, { inMinutes: 5 * HOUR });
    const runningLate = await buildReservation(api, { inMinutes: -30 });
    const notListed = [
      await buildReservation(api, { inMinutes: 6 * HOUR, driver_id: colleague.id }),
      await buildReservation(api, { inMinutes: 7 * HOUR, status: 'CANCELLED' }),
      await buildReservation(api, { inMinutes: 8 * HOUR, status: 'DRIVER_IS_ON_THE_WAY' }),
      await buildReservation(api, { inMinutes: -3 * HOUR }),
      await buildReservation(api, { inMinutes: 4 * 24 * HOUR }),
    ].map((ride) => ride.id);

    const res = await openRides();
    expect(res.errors).toBeUndefined();
    const mine = res.data!.driverOpenRides.filter((ride) =>
      [runningLate.id, soon.id, later.id].includes(ride.id),
    );
    expect(mine.map((ride) => ride.id)).toEqual([runningLate.id, soon.id, later.id]);
    expect(mine[2]).toMatchObject({
      confirmationNumber: later.confirmation_number,
      pickupAt: later.scheduled_pickup_at.toISOString(),
      vehicleTypeName: expect.stringMatching(/\S/),
      passengerCount: 3,
      routing: { pickup: { location: { line1: expect.stringMatching(/\S/) } } },
    });
    const ids = res.data!.driverOpenRides.map((ride) => ride.id);
    for (const id of notListed) expect(ids).not.toContain(id);
    const pickups = res.data!.driverOpenRides.map((ride) => Date.parse(ride.pickupAt));
    expect(pickups).toEqual([...pickups].sort((a, b) => a - b));
  });

  it('leaves out a ride overlapping one the driver has', async () => {
    const own = await buildReservation(api, { inMinutes: 10 * HOUR, driver_id: driver.id });
    const clash = await buildReservation(api, { inMinutes: 10 * HOUR + 10 });
    const clear = await buildReservation(api, { inMinutes: 20 * HOUR });
    const ids = await listedIds();
    expect(ids).not.toContain(clash.id);
    expect(ids).not.toContain(own.id);
    expect(ids).toContain(clear.id);
    // A colleague, free then, is offered it.
    const colleagueHeaders = await signInAsStaff(api, colleague.email, colleague.password);
    expect(await listedIds(colleagueHeaders)).toContain(clash.id);
  });

  it('never lists another company’s rides', async () => {
    const acmeRide = await buildReservation(api, {
      company_id: 'acme',
      inMinutes: 9 * HOUR,
      currency_code: 'GBP',
    });
    expect(await listedIds()).not.toContain(acmeRide.id);
    // Taking it by its number is NOT_FOUND, as for any unknown ride.
    expect((await accept(acmeRide.confirmation_number)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('is FORBIDDEN where the company does not let drivers take rides, as acceptRide is', async () => {
    await buildReservation(api, { company_id: 'acme', inMinutes: 9 * HOUR, currency_code: 'GBP' });
    const res = await openRides(acmeHeaders);
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toMatch(/assigns its rides through dispatch/);
  });

  it('takes a listed ride once: a retried take answers the same ride and tells the rider once', async () => {
    const ride = await buildReservation(api, { inMinutes: 12 * HOUR });
    expect(await listedIds()).toContain(ride.id);
    const retry = { ...driverHeaders, 'Idempotency-Key': `take-${ride.id}` };
    const first = await accept(ride.confirmation_number, retry);
    const again = await accept(ride.confirmation_number, retry);
    for (const res of [first, again]) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.acceptRide).toMatchObject({
        id: ride.id,
        nextStatuses: ['DRIVER_IS_ON_THE_WAY'],
      });
    }
    const row = await api.db
      .selectFrom('reservation')
      .select(['driver_id', 'status'])
      .where('id', '=', ride.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ driver_id: driver.id, status: 'BOOKED' });
    const notices = await api.db
      .selectFrom('ride_notice')
      .select('kind')
      .where('reservation_id', '=', ride.id)
      .where('kind', '=', 'driver_assigned')
      .execute();
    expect(notices).toHaveLength(1);
    // Taken, it leaves the list: the driver's and everyone else's.
    expect(await listedIds()).not.toContain(ride.id);
    const colleagueHeaders = await signInAsStaff(api, colleague.email, colleague.password);
    expect(await listedIds(colleagueHeaders)).not.toContain(ride.id);
  });
});
