import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  ACME_DRIVER,
  buildStaff,
  type BuiltStaff,
  DRIVER_RIDES,
  DRIVER_VEHICLE_CHOICES,
  type DriverRideResult,
  type DriverVehicleChoiceResult,
  signInAsStaff,
  statusHistory,
  UPDATE_RIDE_STATUS,
} from './driver.test-helpers.ts';

const SET_OFF = 'DRIVER_IS_ON_THE_WAY';

describe.each(databaseKinds())('a vehicle to set off in on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let colleague: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let colleagueHeaders: Record<string, string>;
  let riderHeaders: Record<string, string>;
  beforeAll(async () => {
    driver = await buildStaff(api);
    colleague = await buildStaff(api);
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    colleagueHeaders = await signInAsStaff(api, colleague.email, colleague.password);
    const rider = await buildRider(api);
    riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    await api.db
      .deleteFrom('reservation')
      .where('driver_id', 'in', [driver.id, colleague.id])
      .execute();
  });

  /** The company's vehicle types, in their order: rides are built with the first. */
  const typeIds = async (companyId = 'demo') =>
    (
      await api.db
        .selectFrom('vehicle_type')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute()
    ).map((t) => t.id);

  /** A fleet vehicle of its own plate: of the rides' type unless told, active, six seats. */
  async function vehicle(
    options: { companyId?: string; typeIndex?: number; active?: boolean; seats?: number } = {},
  ) {
    const companyId = options.companyId ?? 'demo';
    const types = await typeIds(companyId);
    return api.db
      .insertInto('fleet_vehicle')
      .values({
        company_id: companyId,
        vehicle_type_id: types[options.typeIndex ?? 0]!,
        license_plate: `V ${randomBytes(3).toString('hex').toUpperCase()}`,
        make: 'Lincoln',
        model: 'Navigator',
        color: 'Black',
        passenger_capacity: options.seats ?? 6,
        is_active: options.active ?? true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  // Each test's rides at their own time, a week ahead and hours apart.
  let slot = 0;
  const rideAt = () => 7 * 24 * 60 + 240 * slot++;

  const setOff = (reservationId: string, fleetVehicleId?: string | null, headers = driverHeaders) =>
    api.gql<{ updateRideStatus: DriverRideResult }>(
      UPDATE_RIDE_STATUS,
      { input: { reservationId, status: SET_OFF, fleetVehicleId } },
      headers,
    );
  const choices = (reservationId: string, headers = driverHeaders) =>
    api.gql<{ driverVehicleChoices: DriverVehicleChoiceResult[] }>(
      DRIVER_VEHICLE_CHOICES,
      { reservationId },
      headers,
    );
  const rideRow = (id: string) =>
    api.db
      .selectFrom('reservation')
      .select(['status', 'fleet_vehicle_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('driverVehicleChoices', () => {
    it('needs a driver, and answers NOT_FOUND for a ride that is not theirs', async () => {
      const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: rideAt() });
      for (const headers of [{}, riderHeaders]) {
        const res = await choices(ride.id, headers);
        expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      for (const [id, headers] of [
        [ride.id, colleagueHeaders],
        ['not-an-id', driverHeaders],
      ] as const) {
        const res = await choices(id, headers);
        expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      }
    });

    it('lists the company’s active vehicles of the ride’s type that seat it and are free then', async () => {
      const at = rideAt();
      const ride = await buildReservation(api, {
        driver_id: driver.id,
        inMinutes: at,
        passenger_count: 4,
      });
      const free = await vehicle();
      const otherType = await vehicle({ typeIndex: 1 });
      const inactive = await vehicle({ active: false });
      const small = await vehicle({ seats: 3 });
      const acme = await vehicle({ companyId: 'acme' });
      const busy = await vehicle();
      await buildReservation(api, {
        driver_id: colleague.id,
        fleet_vehicle_id: busy.id,
        inMinutes: at + 20,
      });

      const res = await choices(ride.id);

      expect(res.errors).toBeUndefined();
      const ids = res.data!.driverVehicleChoices.map((v) => v.id);
      expect(ids).toContain(free.id);
      for (const refused of [otherType, inactive, small, acme, busy]) {
        expect(ids).not.toContain(refused.id);
      }
      expect(res.data!.driverVehicleChoices.find((v) => v.id === free.id)).toEqual({
        id: free.id,
        make: 'Lincoln',
        model: 'Navigator',
        color: 'Black',
        licensePlate: free.license_plate,
        passengerCapacity: 6,
      });
    });
  });

  describe('updateRideStatus to DRIVER_IS_ON_THE_WAY', () => {
    it('refuses a ride without a vehicle when the driver picks none, changing nothing', async () => {
      const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: rideAt() });
      const listed = await api.gql<{ driverRides: DriverRideResult[] }>(
        DRIVER_RIDES,
        {},
        driverHeaders,
      );
      expect(listed.data!.driverRides.find((r) => r.id === ride.id)?.needsVehicle).toBe(true);

      const res = await setOff(ride.id);

      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'VEHICLE_REQUIRED',
      });
      expect(res.errors?.[0]?.message).toMatch(
        new RegExp(`^Ride #${ride.confirmation_number} has no vehicle yet: ask dispatch`),
      );
      expect(await rideRow(ride.id)).toEqual({ status: 'BOOKED', fleet_vehicle_id: null });
      expect(await statusHistory(api, ride.id)).toEqual([]);
    });

    it('sets off in the vehicle the driver picks, once however often it is sent', async () => {
      const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: rideAt() });
      const car = await vehicle();

      const taps = await Promise.all([setOff(ride.id, car.id), setOff(ride.id, car.id)]);

      for (const tap of taps) {
        expect(tap.errors).toBeUndefined();
        expect(tap.data!.updateRideStatus).toMatchObject({
          reservationState: { type: SET_OFF },
          needsVehicle: false,
          vehicles: [{ make: 'Lincoln', licensePlate: car.license_plate }],
        });
      }
      expect(await rideRow(ride.id)).toEqual({ status: SET_OFF, fleet_vehicle_id: car.id });
      expect(await statusHistory(api, ride.id)).toHaveLength(1);
      // The vehicle is now busy at that time: it is offered for no overlapping ride.
      const next = await buildReservation(api, {
        driver_id: colleague.id,
        inMinutes: (slot - 1) * 240 + 7 * 24 * 60 + 15,
      });
      const offered = await choices(next.id, colleagueHeaders);
      expect(offered.data!.driverVehicleChoices.map((v) => v.id)).not.toContain(car.id);
    });

    it('refuses another company’s vehicle as not found, changing nothing', async () => {
      const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: rideAt() });
      const acme = await vehicle({ companyId: 'acme' });
      for (const id of [acme.id, 'not-an-id']) {
        const res = await setOff(ride.id, id);
        expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe('Fleet vehicle not found');
      }
      expect(await rideRow(ride.id)).toEqual({ status: 'BOOKED', fleet_vehicle_id: null });
    });

    it('refuses a vehicle busy with another ride at the time, changing nothing', async () => {
      const at = rideAt();
      const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: at });
      const car = await vehicle();
      await buildReservation(api, {
        driver_id: colleague.id,
        fleet_vehicle_id: car.id,
        inMinutes: at - 15,
      });

      const res = await setOff(ride.id, car.id);

      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'VEHICLE_BUSY',
        field: 'fleetVehicleId',
      });
      expect(res.errors?.[0]?.message).toContain(`Vehicle ${car.license_plate} is already`);
      expect(await rideRow(ride.id)).toEqual({ status: 'BOOKED', fleet_vehicle_id: null });
      expect(await statusHistory(api, ride.id)).toEqual([]);
    });

    it('refuses a vehicle of another type, out of service or too small, on fleetVehicleId', async () => {
      const ride = await buildReservation(api, {
        driver_id: driver.id,
        inMinutes: rideAt(),
        passenger_count: 4,
      });
      const cases = [
        [await vehicle({ typeIndex: 1 }), /was booked for a/],
        [await vehicle({ active: false }), /is out of service/],
        [await vehicle({ seats: 3 }), /seats 3; .* has 4 passengers/],
      ] as const;
      for (const [car, message] of cases) {
        const res = await setOff(ride.id, car.id);
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'fleetVehicleId',
        });
        expect(res.errors?.[0]?.message).toMatch(message);
      }
      expect(await rideRow(ride.id)).toEqual({ status: 'BOOKED', fleet_vehicle_id: null });
    });

    it('sets off in the vehicle dispatch assigned; picking another is CONFLICT', async () => {
      const assigned = await vehicle();
      const ride = await buildReservation(api, {
        driver_id: driver.id,
        fleet_vehicle_id: assigned.id,
        inMinutes: rideAt(),
      });
      const other = await vehicle();

      const refused = await setOff(ride.id, other.id);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'VEHICLE_ASSIGNED',
      });

      const res = await setOff(ride.id);
      expect(res.errors).toBeUndefined();
      expect(await rideRow(ride.id)).toEqual({ status: SET_OFF, fleet_vehicle_id: assigned.id });
    });

    it('takes a vehicle only when setting off', async () => {
      const ride = await buildReservation(api, {
        driver_id: driver.id,
        fleet_vehicle_id: (await vehicle()).id,
        inMinutes: rideAt(),
        status: SET_OFF,
      });
      const res = await api.gql(
        UPDATE_RIDE_STATUS,
        {
          input: {
            reservationId: ride.id,
            status: 'DRIVER_IS_AT_PICKUP',
            fleetVehicleId: (await vehicle()).id,
          },
        },
        driverHeaders,
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fleetVehicleId',
      });
      expect((await rideRow(ride.id)).status).toBe(SET_OFF);
    });
  });

  it('never offers or takes a vehicle for another company’s driver', async () => {
    const acmeHeaders = await signInAsStaff(api, ACME_DRIVER.email, ACME_DRIVER.password, 'acme');
    const ride = await buildReservation(api, { driver_id: driver.id, inMinutes: rideAt() });
    const car = await vehicle();
    expect((await choices(ride.id, acmeHeaders)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await setOff(ride.id, car.id, acmeHeaders)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await rideRow(ride.id)).toEqual({ status: 'BOOKED', fleet_vehicle_id: null });
  });
});
