import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  assignRide,
  buildDriver,
  buildFleetVehicle,
  CURRENT_TRIPS,
  DRIVER_LOCATION,
  moveRide,
  putDriverPosition,
  TRIP_LOCATIONS,
  type CurrentTripsResult,
  type DriverLocationResult,
} from './tracking.test-helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('rider tracking on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let headers: Record<string, string>;
  let other: BuiltRider;
  let otherHeaders: Record<string, string>;
  beforeAll(async () => {
    rider = await buildRider(api);
    other = await buildRider(api);
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    otherHeaders = bearer((await signInAs(api, other.email, other.password)).accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  /** A ride of `rider`, assigned to a fresh driver in a fleet vehicle, in `status`. */
  async function assignedRide(status: string, inMinutes = 10) {
    const ride = await buildReservation(api, { account_user_id: rider.id, inMinutes });
    const driver = await buildDriver(api);
    const vehicle = await buildFleetVehicle(api);
    await assignRide(api, ride, driver.id, vehicle.id);
    if (status !== 'BOOKED') await moveRide(api, ride, status);
    return { ride, driver, vehicle };
  }

  /** Rides of other riders and companies, and a wrong hash: all must answer NOT_FOUND. */
  async function forbiddenCases(ownId: string) {
    const theirs = await buildReservation(api, { account_user_id: other.id });
    const acmeRider = await buildRider(api, { companyId: 'acme' });
    const acme = await buildReservation(api, { company_id: 'acme', account_user_id: acmeRider.id });
    return [
      [{ id: theirs.id }, headers],
      [{ id: acme.id }, headers],
      [{ id: UNKNOWN_ID }, headers],
      [{ id: 'not-an-id' }, headers],
      [{ id: ownId }, otherHeaders],
      [{ id: theirs.id, hash: 'wrong' }, {}],
      [{ id: theirs.id, hash: acme.share_hash }, {}],
      [{ id: theirs.id, hash: theirs.share_hash, coid: 'acme' }, {}],
    ] as const;
  }

  describe('getTripLocations', () => {
    const locations = (vars: Record<string, unknown>, h: Record<string, string> = headers) =>
      api.gql<{ getTripLocations: Record<string, unknown> }>(TRIP_LOCATIONS, vars, h);

    it('needs a sign-in without a hash', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id });
      const res = await locations({ id: ride.id }, {});
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('opens nothing of another rider, another company, an unknown id or a wrong hash', async () => {
      const own = await buildReservation(api, { account_user_id: rider.id });
      for (const [vars, h] of await forbiddenCases(own.id)) {
        const res = await locations(vars, h);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe('Trip not found');
      }
    });

    it('gives a scheduled ride’s route, not trackable, with no driver or vehicle yet', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id, inMinutes: 120 });
      const res = await locations({ id: ride.id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.getTripLocations).toEqual({
        id: ride.id,
        confirmationNumber: ride.confirmation_number,
        isTripTrackable: false,
        shareHash: ride.share_hash,
        reservationState: { type: 'BOOKED', label: 'SCHEDULED' },
        pickupAt: new Date(ride.scheduled_pickup_at).toISOString(),
        routeDurationSeconds: 1_800,
        awaitsFeedback: false,
        routing: {
          pickup: {
            location: {
              line1: '89 E 42nd St',
              coordinates: { latitude: 40.75, longitude: -73.98 },
            },
          },
          dropOff: { location: { kind: 'AIRPORT' } },
        },
        drivers: [],
        vehicles: [],
      });
    });

    it('gives the assigned driver and vehicle, trackable once the driver is on the way', async () => {
      const { ride, driver, vehicle } = await assignedRide('DRIVER_IS_ON_THE_WAY');
      const res = await locations({ id: ride.id, coid: 'demo' });
      expect(res.errors).toBeUndefined();
      expect(res.data!.getTripLocations).toMatchObject({
        isTripTrackable: true,
        reservationState: { type: 'DRIVER_IS_ON_THE_WAY', label: 'DRIVER IS ON THE WAY' },
        drivers: [
          {
            id: driver.id,
            firstName: 'Dora',
            lastName: 'Wheeler',
            profilePic: 'https://example.test/dora.jpg',
            cellPhoneNumber: '+1 212 555 0142',
          },
        ],
        vehicles: [
          {
            make: 'Lincoln',
            model: 'Navigator',
            color: 'Midnight Blue',
            licensePlate: vehicle.license_plate,
          },
        ],
      });
    });

    it('opens another rider’s ride by its shared hash without a sign-in', async () => {
      const ride = await buildReservation(api, { account_user_id: other.id });
      const res = await locations({ id: ride.id, hash: ride.share_hash }, {});
      expect(res.errors).toBeUndefined();
      expect(res.data!.getTripLocations).toMatchObject({ id: ride.id, isTripTrackable: false });
    });

    it('leads a completed ride’s rider, not a shared link, to the tip and rating until they are in', async () => {
      const ride = await buildReservation(api, {
        account_user_id: rider.id,
        inMinutes: -60,
        status: 'COMPLETED',
      });
      const awaits = async (vars: Record<string, unknown>, h = headers) =>
        (await locations(vars, h)).data!.getTripLocations.awaitsFeedback;
      expect(await awaits({ id: ride.id })).toBe(true);
      expect(await awaits({ id: ride.id, hash: ride.share_hash }, {})).toBe(false);
      await api.db
        .updateTable('reservation')
        .set({ tip_minor: 0, rating: 5, feedback_at: new Date() })
        .where('id', '=', ride.id)
        .execute();
      expect(await awaits({ id: ride.id })).toBe(false);
    });
  });

  describe('getDriverLocation', () => {
    const location = (vars: Record<string, unknown>, h: Record<string, string> = headers) =>
      api.gql<DriverLocationResult>(DRIVER_LOCATION, vars, h);
    const byId = ({ id, ...rest }: { id: string; hash?: string; coid?: string }) => ({
      reservationId: id,
      ...rest,
    });

    it('needs a sign-in without a hash', async () => {
      const ride = await buildReservation(api, { account_user_id: rider.id });
      const res = await location({ reservationId: ride.id }, {});
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('tells nothing of another rider’s or company’s ride, nor by a wrong hash', async () => {
      const own = await buildReservation(api, { account_user_id: rider.id });
      for (const [vars, h] of await forbiddenCases(own.id)) {
        const res = await location(byId(vars), h);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('NOT_FOUND');
      }
    });

    it('is null until the ride is trackable, then the driver’s latest position', async () => {
      const { ride, driver } = await assignedRide('BOOKED');
      const at = (latitude: number) => ({
        staffUserId: driver.id,
        latitude,
        longitude: -73.97,
        etaSeconds: 420,
        recordedAt: new Date('2026-05-04T15:00:00Z'),
      });
      await putDriverPosition(api, ride, at(40.7));
      const scheduled = await location({ reservationId: ride.id });
      expect(scheduled.errors).toBeUndefined();
      expect(scheduled.data!.getDriverLocation).toBeNull();

      await moveRide(api, ride, 'DRIVER_IS_ON_THE_WAY');
      await putDriverPosition(api, ride, at(40.71));
      const onTheWay = await location({ reservationId: ride.id });
      expect(onTheWay.data!.getDriverLocation).toEqual({
        coordinates: { latitude: 40.71, longitude: -73.97 },
        heading: 90,
        speed: 12.5,
        recordedAt: '2026-05-04T15:00:00.000Z',
        etaSeconds: 420,
      });

      // Waiting at a stop is "RIDE IN PROGRESS" but not trackable (spec part 2 §4).
      await moveRide(api, ride, 'DRIVING_PASSENGER');
      await moveRide(api, ride, 'DRIVER_IS_WAITING_AT_STOP');
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).toBeNull();
      await moveRide(api, ride, 'DRIVING_PASSENGER');
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).not.toBeNull();
      await moveRide(api, ride, 'COMPLETED');
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).toBeNull();
    });

    it('is null while trackable without a position, or with another driver’s', async () => {
      const { ride, driver } = await assignedRide('DRIVER_IS_ON_THE_WAY');
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).toBeNull();
      await putDriverPosition(api, ride, {
        staffUserId: driver.id,
        latitude: 40.7,
        longitude: -74,
      });
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).not.toBeNull();
      // Reassigned: the former driver's last position is not the ride's driver's.
      const next = await buildDriver(api);
      await assignRide(api, ride, next.id);
      expect((await location({ reservationId: ride.id })).data!.getDriverLocation).toBeNull();
    });

    it('follows a shared link without a sign-in', async () => {
      const ride = await buildReservation(api, { account_user_id: other.id });
      const driver = await buildDriver(api);
      await assignRide(api, ride, driver.id);
      await moveRide(api, ride, 'DRIVER_IS_AT_PICKUP');
      await putDriverPosition(api, ride, {
        staffUserId: driver.id,
        latitude: 40.75,
        longitude: -73.98,
      });
      const res = await location(
        { reservationId: ride.id, hash: ride.share_hash, coid: 'demo' },
        {},
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.getDriverLocation?.coordinates).toEqual({
        latitude: 40.75,
        longitude: -73.98,
      });
    });
  });

  describe('polling by the ride’s secret, as the app does', () => {
    const location = (vars: Record<string, unknown>, h: Record<string, string> = headers) =>
      api.gql<DriverLocationResult>(DRIVER_LOCATION, vars, h);

    it('gives the rider the secret with the ride, and the secret alone opens the position', async () => {
      const ride = await buildReservation(api, { account_user_id: other.id });
      const driver = await buildDriver(api);
      await assignRide(api, ride, driver.id);
      await moveRide(api, ride, 'DRIVER_IS_ON_THE_WAY');
      await putDriverPosition(api, ride, {
        staffUserId: driver.id,
        latitude: 40.7,
        longitude: -73.9,
      });
      const opened = await api.gql<{ getTripLocations: { shareHash: string } }>(
        TRIP_LOCATIONS,
        { id: ride.id },
        otherHeaders,
      );
      const { shareHash } = opened.data!.getTripLocations;
      expect(shareHash).toBe(ride.share_hash);

      const polled = await location({ reservationId: ride.id, hash: shareHash }, {});
      expect(polled.data!.getDriverLocation?.coordinates).toEqual({
        latitude: 40.7,
        longitude: -73.9,
      });
      const guessed = await location({ reservationId: ride.id, hash: 'x'.repeat(32) }, {});
      expect(guessed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('getCurrentTrips', () => {
    /** A fresh rider, so only the rides a test builds are theirs. */
    async function freshRider() {
      const built = await buildRider(api);
      const h = bearer((await signInAs(api, built.email, built.password)).accessToken);
      const trips = async () => {
        const res = await api.gql<CurrentTripsResult>(CURRENT_TRIPS, {}, h);
        expect(res.errors).toBeUndefined();
        return res.data!.getCurrentTrips;
      };
      return { built, h, trips };
    }

    it('needs a sign-in, in the rider’s own company', async () => {
      expect((await api.gql(CURRENT_TRIPS, {})).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      const otherCompany = await api.gql(CURRENT_TRIPS, { coid: 'acme' }, headers);
      expect(otherCompany.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('lists a ride from 30 minutes before pickup, not one two hours away', async () => {
      const { built, trips } = await freshRider();
      const own = { account_user_id: built.id };
      const soon = await buildReservation(api, { ...own, inMinutes: 20 });
      await buildReservation(api, { ...own, inMinutes: 120 });
      await buildReservation(api, { ...own, inMinutes: 15, status: 'CANCELLED' });
      await buildReservation(api, { account_user_id: other.id, inMinutes: 10 });
      const listed = await trips();
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        id: soon.id,
        confirmationNumber: soon.confirmation_number,
        reservationState: { type: 'BOOKED' },
        phase: 'TO_PICKUP',
        awaitsFeedback: false,
      });
      // 20 minutes to pickup, give or take the seconds the test took.
      expect(listed[0]!.minutesLeft).toBeGreaterThanOrEqual(19);
      expect(listed[0]!.minutesLeft).toBeLessThanOrEqual(20);
    });

    it('counts minutes from the driver’s ETA, else to drop-off from boarding', async () => {
      const { built, trips } = await freshRider();
      const driver = await buildDriver(api);
      const own = { account_user_id: built.id };
      // Far from pickup time, but a driver is on the way: under way, minutes from the ETA.
      const coming = await buildReservation(api, { ...own, inMinutes: 90 });
      await assignRide(api, coming, driver.id);
      await moveRide(api, coming, 'DRIVER_IS_ON_THE_WAY');
      await putDriverPosition(api, coming, {
        staffUserId: driver.id,
        latitude: 40.7,
        longitude: -74,
        etaSeconds: 7 * 60 + 30,
      });
      // On board for 10 minutes of a 30-minute route, no position: 20 minutes to drop-off.
      const riding = await buildReservation(api, { ...own, inMinutes: -12 });
      await assignRide(api, riding, driver.id);
      await moveRide(api, riding, 'DRIVER_IS_ON_THE_WAY', 30);
      await moveRide(api, riding, 'DRIVING_PASSENGER', 10);

      const listed = await trips();
      expect(listed.map((t) => [t.id, t.phase])).toEqual([
        [riding.id, 'TO_DROP_OFF'],
        [coming.id, 'TO_PICKUP'],
      ]);
      expect(listed[0]!.minutesLeft).toBeGreaterThanOrEqual(19);
      expect(listed[0]!.minutesLeft).toBeLessThanOrEqual(20);
      expect(listed[1]!.minutesLeft).toBe(8);
    });

    it('lists a ride in a driver state whatever its pickup time, with its car; another rider’s never', async () => {
      const { built, trips } = await freshRider();
      const driver = await buildDriver(api);
      const vehicle = await buildFleetVehicle(api);
      // Driven two days ahead of its pickup, and another two days after it: outside any window.
      const early = await buildReservation(api, { account_user_id: built.id, inMinutes: 2 * 1440 });
      await assignRide(api, early, driver.id, vehicle.id);
      await moveRide(api, early, 'DRIVER_IS_ON_THE_WAY');
      const late = await buildReservation(api, { account_user_id: built.id, inMinutes: -2 * 1440 });
      await assignRide(api, late, driver.id);
      await moveRide(api, late, 'DRIVING_PASSENGER');
      // The same, still scheduled, is not under way; another rider's driven ride is not theirs.
      await buildReservation(api, { account_user_id: built.id, inMinutes: 3 * 1440 });
      const theirs = await buildReservation(api, { account_user_id: other.id, inMinutes: 1440 });
      await moveRide(api, theirs, 'DRIVER_IS_AT_PICKUP');

      const listed = await trips();

      expect(listed.map((t) => [t.id, t.reservationState.type, t.phase])).toEqual([
        [late.id, 'DRIVING_PASSENGER', 'TO_DROP_OFF'],
        [early.id, 'DRIVER_IS_ON_THE_WAY', 'TO_PICKUP'],
      ]);
      expect(listed[1]!.vehicle).toEqual({
        make: 'Lincoln',
        model: 'Navigator',
        color: 'Midnight Blue',
        licensePlate: vehicle.license_plate,
      });
      expect(listed[0]!.vehicle).toBeNull();
    });

    it('lists a just-completed ride without feedback, for the post-trip screen', async () => {
      const { built, trips } = await freshRider();
      const own = { account_user_id: built.id };
      const done = await buildReservation(api, { ...own, inMinutes: -60 });
      await moveRide(api, done, 'COMPLETED', 5);
      const rated = await buildReservation(api, {
        ...own,
        inMinutes: -50,
        feedback_at: new Date(),
        rating: 5,
        tip_minor: 0,
      });
      await moveRide(api, rated, 'COMPLETED', 3);
      const longAgo = await buildReservation(api, { ...own, inMinutes: -20 * 60 });
      await moveRide(api, longAgo, 'COMPLETED', 19 * 60);

      expect(await trips()).toEqual([
        {
          id: done.id,
          confirmationNumber: done.confirmation_number,
          reservationState: { type: 'COMPLETED' },
          phase: 'COMPLETED',
          vehicle: null,
          minutesLeft: 0,
          awaitsFeedback: true,
        },
      ]);
    });
  });
});
