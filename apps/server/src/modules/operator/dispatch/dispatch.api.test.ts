import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { writeAssignment } from './dispatch.repository.ts';
import { signInOperatorCast } from '../../staff/staff.test-helpers.ts';
import {
  buildDriver,
  buildFleetVehicle,
  putDriverPosition,
  TRIP_LOCATIONS,
} from '../../tracking/tracking.test-helpers.ts';
import { sentToRider } from '../../notifications/notices.test-helpers.ts';

const ASSIGN = /* GraphQL */ `
  mutation assignRide($input: AssignRideInput!) {
    assignRide(input: $input) {
      reservationId
      driver {
        id
      }
      fleetVehicle {
        id
        licensePlate
      }
      busyFrom
      busyUntil
    }
  }
`;
const UNASSIGN = /* GraphQL */ `
  mutation unassignRide($id: ID!) {
    unassignRide(reservationId: $id) {
      driver {
        id
      }
      busyFrom
    }
  }
`;
const SUGGEST = /* GraphQL */ `
  query suggestDrivers($id: ID!, $first: Int) {
    suggestDrivers(reservationId: $id, first: $first) {
      driver {
        id
      }
      distanceMeters
      positionAgeSeconds
    }
  }
`;
const ASSIGNABLE = /* GraphQL */ `
  query assignableVehicles($id: ID!) {
    assignableVehicles(reservationId: $id) {
      id
      licensePlate
      vehicleTypeId
      passengerCapacity
      isActive
    }
  }
`;
const CREATE_VEHICLE = /* GraphQL */ `
  mutation createFleetVehicle($input: FleetVehicleInput!) {
    createFleetVehicle(input: $input) {
      id
      licensePlate
      passengerCapacity
      isActive
    }
  }
`;
const UPDATE_VEHICLE = /* GraphQL */ `
  mutation updateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {
    updateFleetVehicle(id: $id, input: $input) {
      id
      licensePlate
      make
    }
  }
`;
const DEACTIVATE_VEHICLE = /* GraphQL */ `
  mutation deactivateFleetVehicle($id: ID!) {
    deactivateFleetVehicle(id: $id) {
      isActive
    }
  }
`;
const FLEET = /* GraphQL */ `
  query fleetVehicles($all: Boolean) {
    fleetVehicles(includeInactive: $all) {
      id
      licensePlate
    }
  }
`;

const MINUTE = 60_000;
const BUFFER = 30;
const TRIP_MINUTES = 30; // buildReservation's trip_duration_seconds

type Headers = Record<string, string>;

async function rideRow(api: TestApi, id: string) {
  return api.db
    .selectFrom('reservation')
    .select(['driver_id', 'fleet_vehicle_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe.each(databaseKinds())('dispatch assignment on %s', (kind) => {
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

  /** A ride `offsetMinutes` after a base time far enough ahead for every test to be alone. */
  let slot = 0;
  const freshBase = () => 10 * 24 * 60 + 600 * slot++;
  const ride = (inMinutes: number) => buildReservation(api, { inMinutes });

  const assign = (
    reservationId: string,
    driverId: string,
    fleetVehicleId: string,
    headers = dispatcher,
  ) => api.gql(ASSIGN, { input: { reservationId, driverId, fleetVehicleId } }, headers);

  it('assigns, shows the assignment to the rider and mails driver and rider once', async () => {
    const base = freshBase();
    const r = await ride(base);
    const driver = await buildDriver(api);
    const vehicle = await buildFleetVehicle(api);
    const res = await assign(r.id, driver.id, vehicle.id);
    expect(res.errors).toBeUndefined();
    const busyFrom = new Date(r.scheduled_pickup_at).getTime();
    expect(res.data!.assignRide).toMatchObject({
      driver: { id: driver.id },
      fleetVehicle: { id: vehicle.id },
      busyFrom: new Date(busyFrom).toISOString(),
      busyUntil: new Date(busyFrom + (TRIP_MINUTES + BUFFER) * MINUTE).toISOString(),
    });
    // Again: nothing changes, no second mail or audit row.
    expect((await assign(r.id, driver.id, vehicle.id)).errors).toBeUndefined();
    const outbox = await api.db.selectFrom('mail_outbox').selectAll().execute();
    const about = outbox.filter((m) => JSON.stringify(m).includes(r.confirmation_number));
    const recipients = about.map((m) => JSON.stringify(m));
    expect(recipients.filter((m) => m.includes(driver.email))).toHaveLength(1);
    // The rider is told by a notice, once (decision 78).
    const told = await sentToRider(api, r.id, 'email');
    expect(told.map((m) => [m.kind, m.recipient])).toEqual([
      ['driver_assigned', 'built@example.test'],
    ]);
    const audits = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('company_id', '=', 'demo')
      .where('target', '=', r.confirmation_number)
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['dispatch.assign']);

    const tracking = await api.gql<{
      getTripLocations: { drivers: { id: string }[]; vehicles: { licensePlate: string }[] };
    }>(TRIP_LOCATIONS, { id: r.id, hash: r.share_hash, coid: 'demo' }, {});
    expect(tracking.errors).toBeUndefined();
    expect(tracking.data!.getTripLocations.drivers.map((d) => d.id)).toEqual([driver.id]);
    expect(tracking.data!.getTripLocations.vehicles.map((v) => v.licensePlate)).toEqual([
      vehicle.license_plate,
    ]);
  });

  it('mails each driver in the language they chose for the console, else the company’s default', async () => {
    const r = await ride(freshBase());
    const spanish = await buildDriver(api);
    await api.db
      .updateTable('staff_user')
      .set({ language: 'es' })
      .where('id', '=', spanish.id)
      .execute();
    const unchosen = await buildDriver(api);
    const vehicle = await buildFleetVehicle(api);
    expect((await assign(r.id, spanish.id, vehicle.id)).errors).toBeUndefined();
    expect((await assign(r.id, unchosen.id, vehicle.id)).errors).toBeUndefined();
    const subjects = async (to: string) =>
      (
        await api.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', to)
          .orderBy('created_at')
          .execute()
      ).map((m) => m.subject);
    const number = `#${r.confirmation_number}`;
    expect(await subjects(spanish.email)).toEqual([
      `Nuevo viaje asignado: ${number}`,
      `El viaje ${number} ya no es tuyo`,
    ]);
    expect(await subjects(unchosen.email)).toEqual([`New ride assigned: ${number}`]);
  });

  it('writes an assignment, its audit row and mails only while the ride is as it was read', async () => {
    const r = await ride(freshBase());
    const [first, second] = [await buildDriver(api), await buildDriver(api)];
    const vehicle = await buildFleetVehicle(api);
    const actor = await api.db
      .selectFrom('staff_user')
      .select(['id as userId', 'company_id as companyId'])
      .where('email', '=', 'dispatcher@demo.test')
      .executeTakeFirstOrThrow();
    const change = (was: { status: string; driverId: string | null }, driverId: string) =>
      writeAssignment(api.db, {
        companyId: 'demo',
        rideId: r.id,
        was: { ...was, vehicleId: null },
        driverId,
        vehicleId: vehicle.id,
        actor,
        audit: { action: 'dispatch.assign', target: r.confirmation_number },
        mails: [
          {
            company_id: 'demo',
            from_address: 'dispatch@example.test',
            to_address: `${driverId}@example.test`,
            reply_to: null,
            subject: `Ride ${r.confirmation_number}`,
            text_body: 'Assigned',
            html_body: null,
          },
        ],
        notice: {
          companyId: 'demo',
          reservationId: r.id,
          kind: 'driver_assigned',
          changeKey: `driver_assigned:${driverId}`,
        },
      });
    const written = async () => ({
      audits: await api.db
        .selectFrom('audit_log')
        .select('action')
        .where('target', '=', r.confirmation_number)
        .execute(),
      mails: await api.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('subject', '=', `Ride ${r.confirmation_number}`)
        .execute(),
      notices: await api.db
        .selectFrom('ride_notice')
        .select('change_key')
        .where('reservation_id', '=', r.id)
        .where('kind', '=', 'driver_assigned')
        .execute(),
    });
    // Read as another driver's, or with another status: the ride changed since, nothing is written.
    expect(await change({ status: 'BOOKED', driverId: second.id }, first.id)).toBeUndefined();
    expect(
      await change({ status: 'DRIVER_IS_ON_THE_WAY', driverId: null }, first.id),
    ).toBeUndefined();
    expect(await rideRow(api, r.id)).toEqual({ driver_id: null, fleet_vehicle_id: null });
    expect(await written()).toEqual({ audits: [], mails: [], notices: [] });
    // As it is: the assignment, its audit row (by the dispatcher) and its mail, together.
    const assigned = await change({ status: 'BOOKED', driverId: null }, first.id);
    expect(assigned?.status).toBe('BOOKED');
    expect(assigned?.busy_from).toEqual(new Date(r.scheduled_pickup_at));
    expect(await rideRow(api, r.id)).toEqual({ driver_id: first.id, fleet_vehicle_id: vehicle.id });
    expect(await written()).toEqual({
      audits: [{ action: 'dispatch.assign' }],
      mails: [{ to_address: `${first.id}@example.test` }],
      notices: [{ change_key: `driver_assigned:${first.id}` }],
    });
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['staff_user_id', 'actor'])
      .where('target', '=', r.confirmation_number)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ staff_user_id: actor.userId, actor: 'dispatcher@demo.test' });
  });

  it('keeps the buffer: a ride at drop-off + buffer is allowed, one minute earlier refused', async () => {
    const base = freshBase();
    const a = await ride(base);
    const tooEarly = await ride(base + TRIP_MINUTES + BUFFER - 1);
    const atEnd = await ride(base + TRIP_MINUTES + BUFFER);
    const driver = await buildDriver(api);
    const [v1, v2, v3] = [
      await buildFleetVehicle(api),
      await buildFleetVehicle(api),
      await buildFleetVehicle(api),
    ];
    expect((await assign(a.id, driver.id, v1.id)).errors).toBeUndefined();
    const refused = await assign(tooEarly.id, driver.id, v2.id);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'DRIVER_BUSY',
      clashingRide: a.confirmation_number,
    });
    expect(refused.errors?.[0]?.message).toContain(`already has ride ${a.confirmation_number}`);
    expect(await rideRow(api, tooEarly.id)).toEqual({ driver_id: null, fleet_vehicle_id: null });
    expect((await assign(atEnd.id, driver.id, v3.id)).errors).toBeUndefined();

    // The same vehicle with another driver: refused naming the vehicle.
    const other = await buildDriver(api);
    const vehicleClash = await assign(tooEarly.id, other.id, v1.id);
    expect(vehicleClash.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'VEHICLE_BUSY',
      clashingRide: a.confirmation_number,
    });
  });

  it('stores the busy period the repository computes for a ride not yet assigned (one formula)', async () => {
    const assigned = await ride(freshBase());
    const driver = await buildDriver(api);
    expect((await assign(assigned.id, driver.id, (await buildFleetVehicle(api)).id)).errors).toBe(
      undefined,
    );
    const { rows } = await sql<{ stored: string; formula: string; minutes: number }>`
      select r.assignment_period::text as stored,
        ride_busy_period(r.scheduled_pickup_at, r.trip_duration_seconds, r.duration_seconds,
          c.dispatch_buffer_minutes)::text as formula,
        extract(epoch from upper(r.assignment_period) - lower(r.assignment_period)) / 60 as minutes
      from reservation r join company c on c.id = r.company_id
      where r.id = ${assigned.id}`.execute(api.db);
    expect(rows[0]?.stored).toBe(rows[0]?.formula);
    expect(Number(rows[0]?.minutes)).toBe(TRIP_MINUTES + BUFFER);
  });

  it('answers an assignment, a reassignment and a repeat as rideAssignment reads them after', async () => {
    const fields = `reservationId confirmationNumber status
      driver { id firstName lastName email }
      fleetVehicle { id licensePlate make model color vehicleTypeId vehicleTypeName
        passengerCapacity isActive }
      busyFrom busyUntil`;
    const assignAll = (reservationId: string, driverId: string, fleetVehicleId: string) =>
      api.gql<{ assignRide: Record<string, unknown> }>(
        `mutation assignRide($input: AssignRideInput!) { assignRide(input: $input) { ${fields} } }`,
        { input: { reservationId, driverId, fleetVehicleId } },
        dispatcher,
      );
    const read = async (id: string) =>
      (
        await api.gql<{ rideAssignment: Record<string, unknown> }>(
          `query rideAssignment($id: ID!) { rideAssignment(reservationId: $id) { ${fields} } }`,
          { id },
          dispatcher,
        )
      ).data!.rideAssignment;
    const r = await ride(freshBase());
    const first = await buildDriver(api);
    const second = await buildDriver(api);
    const va = await buildFleetVehicle(api);
    const vb = await buildFleetVehicle(api);
    for (const [driver, vehicle] of [
      [first, va],
      [second, vb],
      [second, vb],
    ] as const) {
      const res = await assignAll(r.id, driver.id, vehicle.id);
      expect(res.errors).toBeUndefined();
      expect(res.data!.assignRide).toMatchObject({
        driver: { id: driver.id, email: driver.email },
        fleetVehicle: { id: vehicle.id },
      });
      expect(res.data!.assignRide.busyFrom).toEqual(expect.any(String));
      expect(res.data!.assignRide).toEqual(await read(r.id));
    }
  });

  it('reassigning and unassigning free the period', async () => {
    const base = freshBase();
    const a = await ride(base);
    const b = await ride(base + 10);
    const first = await buildDriver(api);
    const second = await buildDriver(api);
    const va = await buildFleetVehicle(api);
    const vb = await buildFleetVehicle(api);
    expect((await assign(a.id, first.id, va.id)).errors).toBeUndefined();
    expect((await assign(b.id, first.id, vb.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Reassign a to the second driver: the first is free for b.
    expect((await assign(a.id, second.id, va.id)).errors).toBeUndefined();
    expect((await assign(b.id, first.id, vb.id)).errors).toBeUndefined();
    // Unassign a: its vehicle is free for b.
    const un = await api.gql(UNASSIGN, { id: a.id }, dispatcher);
    expect(un.data?.unassignRide).toEqual({ driver: null, busyFrom: null });
    expect((await assign(b.id, first.id, va.id)).errors).toBeUndefined();
    // A cancelled ride frees its driver too, and can no longer be assigned.
    await api.db
      .updateTable('reservation')
      .set({ status: 'CANCELLED' })
      .where('id', '=', b.id)
      .execute();
    expect((await assign(a.id, first.id, va.id)).errors).toBeUndefined();
    expect((await assign(b.id, second.id, vb.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses a vehicle that does not fit, an inactive driver, and unknown ids', async () => {
    const r = await buildReservation(api, { inMinutes: freshBase(), passenger_count: 7 });
    const driver = await buildDriver(api);
    const small = await buildFleetVehicle(api); // seats 6
    const res = await assign(r.id, driver.id, small.id);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'fleetVehicleId',
    });
    const otherType = await api.db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', 'demo')
      .where('id', '<>', r.vehicle_type_id)
      .executeTakeFirst();
    if (otherType) {
      const wrong = await api.db
        .updateTable('fleet_vehicle')
        .set({ vehicle_type_id: otherType.id, passenger_capacity: 10 })
        .where('id', '=', small.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const refused = await assign(r.id, driver.id, wrong.id);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fleetVehicleId',
      });
    }
    const inactive = await buildDriver(api);
    await api.db
      .updateTable('staff_user')
      .set({ is_active: false })
      .where('id', '=', inactive.id)
      .execute();
    const big = await buildFleetVehicle(api);
    await api.db
      .updateTable('fleet_vehicle')
      .set({ passenger_capacity: 10 })
      .where('id', '=', big.id)
      .execute();
    expect((await assign(r.id, inactive.id, big.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'driverId',
    });
    expect((await assign('nope', driver.id, big.id)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await rideRow(api, r.id)).toEqual({ driver_id: null, fleet_vehicle_id: null });
    expect((await assign(r.id, driver.id, big.id)).errors).toBeUndefined();
  });

  it('two concurrent assignments of one driver (and of one vehicle) to overlapping rides: exactly one succeeds', async () => {
    for (const shared of ['driver', 'vehicle'] as const) {
      const base = freshBase();
      const a = await ride(base);
      const b = await ride(base + 5);
      const d1 = await buildDriver(api);
      const d2 = shared === 'driver' ? d1 : await buildDriver(api);
      const v1 = await buildFleetVehicle(api);
      const v2 = shared === 'vehicle' ? v1 : await buildFleetVehicle(api);
      const results = await Promise.all([
        assign(a.id, d1.id, v1.id, dispatcher),
        assign(b.id, d2.id, v2.id, admin),
      ]);
      const ok = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(ok, shared).toHaveLength(1);
      expect(refused[0]?.errors?.[0]?.extensions?.code, shared).toBe('CONFLICT');
      expect(refused[0]?.errors?.[0]?.message, shared).toMatch(/already has ride \d+ from/);
      const rows = await Promise.all([rideRow(api, a.id), rideRow(api, b.id)]);
      expect(
        rows.filter((r) => r.driver_id !== null),
        shared,
      ).toHaveLength(1);
    }
  });

  it('the database refuses a double booking from two connections at once', async ({ skip }) => {
    if (kind !== 'postgres') skip();
    const base = freshBase();
    const a = await ride(base);
    const b = await ride(base + 5);
    const driver = await buildDriver(api);
    // Two connections of the pool: the first holds its assignment uncommitted while the second tries.
    const trx1 = api.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservation')
        .set({ driver_id: driver.id })
        .where('id', '=', a.id)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = api.db
      .updateTable('reservation')
      .set({ driver_id: driver.id })
      .where('id', '=', b.id)
      .execute()
      .then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    await trx1;
    expect(await second).toBe('23P01');
  });

  it('suggests free drivers, nearest first, with the age of their position', async () => {
    const base = freshBase();
    const target = await ride(base);
    const near = await buildDriver(api);
    const far = await buildDriver(api);
    const busy = await buildDriver(api);
    // Positions from rides picked up in the last hours (the pickup of buildReservation: 40.75,-73.98).
    const nearRide = await ride(-60);
    const farRide = await ride(-120);
    await api.db
      .updateTable('reservation')
      .set({ status: 'COMPLETED', driver_id: near.id })
      .where('id', '=', nearRide.id)
      .execute();
    await api.db
      .updateTable('reservation')
      .set({ status: 'COMPLETED', driver_id: far.id })
      .where('id', '=', farRide.id)
      .execute();
    await putDriverPosition(api, nearRide, {
      staffUserId: near.id,
      latitude: 40.76,
      longitude: -73.98,
      recordedAt: new Date(Date.now() - 120_000),
    });
    await putDriverPosition(api, farRide, {
      staffUserId: far.id,
      latitude: 40.9,
      longitude: -73.98,
    });
    const busyRide = await ride(base + 10);
    expect(
      (await assign(busyRide.id, busy.id, (await buildFleetVehicle(api)).id)).errors,
    ).toBeUndefined();

    const res = await api.gql<{
      suggestDrivers: {
        driver: { id: string };
        distanceMeters: number | null;
        positionAgeSeconds: number | null;
      }[];
    }>(SUGGEST, { id: target.id, first: 50 }, dispatcher);
    expect(res.errors).toBeUndefined();
    const ids = res.data!.suggestDrivers.map((s) => s.driver.id);
    expect(ids).not.toContain(busy.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    expect(ids[0]).toBe(near.id);
    const nearOne = res.data!.suggestDrivers[0]!;
    expect(nearOne.distanceMeters).toBeGreaterThan(1000);
    expect(nearOne.distanceMeters).toBeLessThan(1200);
    expect(nearOne.positionAgeSeconds).toBeGreaterThanOrEqual(120);
    const unknown = res.data!.suggestDrivers.at(-1)!;
    expect(unknown.distanceMeters).toBeNull();
    expect(
      (await api.gql(SUGGEST, { id: target.id, first: 0 }, dispatcher)).errors?.[0]?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('offers a dispatcher the vehicles that fit the ride and are free for its period', async () => {
    const base = freshBase();
    const r = await buildReservation(api, { inMinutes: base, passenger_count: 3 });
    const overlapping = await ride(base + 20);
    const driver = await buildDriver(api);
    const fits = await buildFleetVehicle(api);
    const busy = await buildFleetVehicle(api);
    const small = await buildFleetVehicle(api);
    const retired = await buildFleetVehicle(api);
    await api.db
      .updateTable('fleet_vehicle')
      .set({ passenger_capacity: 2 })
      .where('id', '=', small.id)
      .execute();
    await api.db
      .updateTable('fleet_vehicle')
      .set({ is_active: false })
      .where('id', '=', retired.id)
      .execute();
    expect((await assign(overlapping.id, driver.id, busy.id)).errors).toBeUndefined();

    const offered = async () => {
      const res = await api.gql(ASSIGNABLE, { id: r.id }, dispatcher);
      expect(res.errors).toBeUndefined();
      const list = (res.data as { assignableVehicles: { id: string; vehicleTypeId: number }[] })
        .assignableVehicles;
      expect(list.every((v) => v.vehicleTypeId === r.vehicle_type_id)).toBe(true);
      return list.map((v) => v.id);
    };
    const ids = await offered();
    expect(ids).toContain(fits.id);
    expect(ids).not.toContain(busy.id);
    expect(ids).not.toContain(small.id);
    expect(ids).not.toContain(retired.id);

    // Every vehicle offered is one assignRide takes; the ride's own vehicle stays offered.
    const other = await buildDriver(api);
    expect((await assign(r.id, other.id, fits.id)).errors).toBeUndefined();
    expect(await offered()).toContain(fits.id);
    // Freed by unassigning the overlapping ride, the busy vehicle is offered again.
    expect((await api.gql(UNASSIGN, { id: overlapping.id }, dispatcher)).errors).toBeUndefined();
    expect(await offered()).toContain(busy.id);

    const bad = await api.gql(ASSIGNABLE, { id: 'nope' }, dispatcher);
    expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await api.db
      .updateTable('reservation')
      .set({ status: 'CANCELLED' })
      .where('id', '=', r.id)
      .execute();
    const finished = await api.gql(ASSIGNABLE, { id: r.id }, dispatcher);
    expect(finished.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'RIDE_FINISHED',
    });
  });

  it("lists the company's active drivers and vehicle types for the board's filters", async () => {
    const driver = await buildDriver(api);
    const gone = await buildDriver(api);
    await api.db
      .updateTable('staff_user')
      .set({ is_active: false })
      .where('id', '=', gone.id)
      .execute();
    const acmeDriver = await buildDriver(api, 'acme');
    const res = await api.gql(
      '{ dispatchDrivers { id firstName } dispatchVehicleTypes { id name } }',
      {},
      dispatcher,
    );
    expect(res.errors).toBeUndefined();
    const data = res.data as {
      dispatchDrivers: { id: string }[];
      dispatchVehicleTypes: { id: number; name: string }[];
    };
    const driverIds = data.dispatchDrivers.map((d) => d.id);
    expect(driverIds).toContain(driver.id);
    expect(driverIds).not.toContain(gone.id);
    expect(driverIds).not.toContain(acmeDriver.id);
    const demoTypes = await api.db
      .selectFrom('vehicle_type')
      .select(['id', 'name'])
      .where('company_id', '=', 'demo')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    expect(data.dispatchVehicleTypes).toEqual(demoTypes);
  });

  it('refuses every operation to outsiders and changes nothing', async () => {
    const r = await ride(freshBase());
    const driver = await buildDriver(api);
    const vehicle = await buildFleetVehicle(api);
    const callers: [string, Headers, string][] = [
      ['nobody', {}, 'UNAUTHENTICATED'],
      ['a rider', riderHeaders, 'UNAUTHENTICATED'],
      ['a driver', driverHeaders, 'FORBIDDEN'],
      ["another company's admin", acme, 'NOT_FOUND'],
    ];
    for (const [who, headers, code] of callers) {
      expect(
        (await assign(r.id, driver.id, vehicle.id, headers)).errors?.[0]?.extensions?.code,
        who,
      ).toBe(code);
      expect(
        (await api.gql(UNASSIGN, { id: r.id }, headers)).errors?.[0]?.extensions?.code,
        who,
      ).toBe(code);
      expect(
        (await api.gql(SUGGEST, { id: r.id }, headers)).errors?.[0]?.extensions?.code,
        who,
      ).toBe(code);
      expect(
        (await api.gql(ASSIGNABLE, { id: r.id }, headers)).errors?.[0]?.extensions?.code,
        who,
      ).toBe(code);
      const vehicleCode = code === 'NOT_FOUND' ? 'NOT_FOUND' : code;
      expect(
        (await api.gql(DEACTIVATE_VEHICLE, { id: vehicle.id }, headers)).errors?.[0]?.extensions
          ?.code,
        who,
      ).toBe(vehicleCode);
    }
    expect(await rideRow(api, r.id)).toEqual({ driver_id: null, fleet_vehicle_id: null });
    // Acme's admin assigning their own driver to demo's ride: NOT_FOUND, like a missing ride.
    const acmeDriver = await buildDriver(api, 'acme');
    const acmeVehicle = await buildFleetVehicle(api, 'acme');
    expect(
      (await assign(r.id, acmeDriver.id, acmeVehicle.id, acme)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    // Demo's dispatcher with acme's driver or vehicle: NOT_FOUND.
    expect((await assign(r.id, acmeDriver.id, vehicle.id)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await assign(r.id, driver.id, acmeVehicle.id)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // A dispatcher may not manage the fleet.
    expect(
      (await api.gql(DEACTIVATE_VEHICLE, { id: vehicle.id }, dispatcher)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const unchanged = await api.db
      .selectFrom('fleet_vehicle')
      .select('is_active')
      .where('id', '=', vehicle.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.is_active).toBe(true);
    expect(await rideRow(api, r.id)).toEqual({ driver_id: null, fleet_vehicle_id: null });
  });

  it('admins manage fleet vehicles: plate unique, capacity 1–60, a type of the company', async () => {
    const type = await api.db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', 'demo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const acmeType = await api.db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', 'acme')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const input = {
      licensePlate: 'fl 1001',
      make: 'Cadillac',
      model: 'Escalade',
      color: 'Black',
      vehicleTypeId: type.id,
      passengerCapacity: 6,
    };
    const created = await api.gql<{ createFleetVehicle: { id: string; licensePlate: string } }>(
      CREATE_VEHICLE,
      { input },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createFleetVehicle.licensePlate).toBe('FL 1001');
    const id = created.data!.createFleetVehicle.id;
    expect((await api.gql(CREATE_VEHICLE, { input }, admin)).errors?.[0]?.extensions).toMatchObject(
      { code: 'CONFLICT', field: 'licensePlate' },
    );
    for (const [field, value] of [
      ['passengerCapacity', 0],
      ['passengerCapacity', 61],
      ['vehicleTypeId', acmeType.id],
      ['licensePlate', '  '],
    ] as const) {
      const res = await api.gql(
        CREATE_VEHICLE,
        { input: { ...input, licensePlate: 'X 1', [field]: value } },
        admin,
      );
      expect(res.errors?.[0]?.extensions, `${field}=${value}`).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const updated = await api.gql(
      UPDATE_VEHICLE,
      { id, input: { ...input, make: 'Lincoln' } },
      admin,
    );
    expect(updated.data?.updateFleetVehicle).toMatchObject({ make: 'Lincoln' });
    expect((await api.gql(UPDATE_VEHICLE, { id, input }, acme)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await api.gql(CREATE_VEHICLE, { input: { ...input, licensePlate: 'D 1' } }, dispatcher))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await api.gql(DEACTIVATE_VEHICLE, { id }, admin)).data?.deactivateFleetVehicle).toEqual(
      { isActive: false },
    );
    const active = await api.gql<{ fleetVehicles: { id: string }[] }>(FLEET, {}, admin);
    expect(active.data!.fleetVehicles.map((v) => v.id)).not.toContain(id);
    const all = await api.gql<{ fleetVehicles: { id: string }[] }>(FLEET, { all: true }, admin);
    expect(all.data!.fleetVehicles.map((v) => v.id)).toContain(id);
    const acmeList = await api.gql<{ fleetVehicles: { id: string }[] }>(FLEET, { all: true }, acme);
    expect(acmeList.data!.fleetVehicles.map((v) => v.id)).not.toContain(id);
    const actions = await api.db
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', 'demo')
      .where('target', '=', 'FL 1001')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'fleet.create',
      'fleet.deactivate',
      'fleet.update',
    ]);
  });
});
