// Over 300 lines: test builders and documents for the tracking API tests, read together with them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApi } from '../../../test/api.ts';
import type { DatabaseKind } from '../../../test/database.ts';
import { sandboxGatewayId } from '../payments/payments.test-helpers.ts';

export const TRIP_LOCATIONS = /* GraphQL */ `
  query getTripLocations($id: ID!, $hash: String, $coid: String) {
    getTripLocations(id: $id, hash: $hash, coid: $coid) {
      id
      confirmationNumber
      isTripTrackable
      shareHash
      reservationState {
        type
        label
      }
      pickupAt
      routeDurationSeconds
      awaitsFeedback
      routing {
        pickup {
          location {
            line1
            coordinates {
              latitude
              longitude
            }
          }
        }
        dropOff {
          location {
            kind
          }
        }
      }
      drivers {
        id
        firstName
        lastName
        profilePic
        cellPhoneNumber
      }
      vehicles {
        make
        model
        color
        licensePlate
      }
    }
  }
`;

export const DRIVER_LOCATION = /* GraphQL */ `
  query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {
    getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {
      coordinates {
        latitude
        longitude
      }
      heading
      speed
      recordedAt
      etaSeconds
    }
  }
`;

export const CURRENT_TRIPS = /* GraphQL */ `
  query getCurrentTrips($coid: String) {
    getCurrentTrips(coid: $coid) {
      id
      confirmationNumber
      reservationState {
        type
      }
      phase
      vehicle {
        make
        model
        color
        licensePlate
      }
      minutesLeft
      awaitsFeedback
    }
  }
`;

export const SUBMIT_FEEDBACK = /* GraphQL */ `
  mutation submitTripFeedback($input: TripFeedbackInput!) {
    submitTripFeedback(input: $input) {
      reservationId
      tipPercent
      tipInMinorUnits
      tip
      rating
      totalWithTip
    }
  }
`;

export interface DriverLocationResult {
  getDriverLocation: {
    coordinates: { latitude: number; longitude: number };
    heading: number | null;
    speed: number | null;
    recordedAt: string;
    etaSeconds: number | null;
  } | null;
}

export interface CurrentTripsResult {
  getCurrentTrips: {
    id: string;
    confirmationNumber: string;
    reservationState: { type: string };
    phase: string;
    vehicle: { make: string; model: string; color: string; licensePlate: string } | null;
    minutesLeft: number;
    awaitsFeedback: boolean;
  }[];
}

const MINUTE = 60_000;

/** A driver of the company, written straight to the database (these tests never sign in as one). */
export async function buildDriver(api: TestApi, companyId = 'demo') {
  return api.db
    .insertInto('staff_user')
    .values({
      company_id: companyId,
      role: 'driver',
      email: `driver-${randomBytes(4).toString('hex')}@example.test`,
      password_hash: 'not-used',
      first_name: 'Dora',
      last_name: 'Wheeler',
      phone: '+1 212 555 0142',
      profile_pic: 'https://example.test/dora.jpg',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A vehicle of the company's fleet, of the given vehicle type or else its first. */
export async function buildFleetVehicle(api: TestApi, companyId = 'demo', typeId?: number) {
  const type = await api.db
    .selectFrom('vehicle_type')
    .select('id')
    .where('company_id', '=', companyId)
    .$if(typeId !== undefined, (q) => q.where('id', '=', typeId!))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return api.db
    .insertInto('fleet_vehicle')
    .values({
      company_id: companyId,
      vehicle_type_id: type.id,
      license_plate: `T ${randomBytes(3).toString('hex').toUpperCase()}`,
      make: 'Lincoln',
      model: 'Navigator',
      color: 'Midnight Blue',
      passenger_capacity: 6,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

interface RideRef {
  id: string;
  company_id: string;
}

/** A fleet vehicle of the ride's own vehicle type, so a driver may set off in it. */
export async function buildVehicleFor(api: TestApi, ride: RideRef) {
  const { vehicle_type_id } = await api.db
    .selectFrom('reservation')
    .select('vehicle_type_id')
    .where('company_id', '=', ride.company_id)
    .where('id', '=', ride.id)
    .executeTakeFirstOrThrow();
  return buildFleetVehicle(api, ride.company_id, vehicle_type_id);
}

/** Assigns a driver (and a vehicle) to a ride, as dispatch or the driver's accept would. */
export async function assignRide(
  api: TestApi,
  ride: RideRef,
  driverId: string,
  vehicleId: string | null = null,
) {
  await api.db
    .updateTable('reservation')
    .set({ driver_id: driverId, fleet_vehicle_id: vehicleId })
    .where('company_id', '=', ride.company_id)
    .where('id', '=', ride.id)
    .execute();
}

/** Moves a ride to a status, with its history row, as the driver's status change would. */
export async function moveRide(api: TestApi, ride: RideRef, status: string, minutesAgo = 0) {
  const at = new Date(Date.now() - minutesAgo * MINUTE);
  const current = await api.db
    .selectFrom('reservation')
    .select(['status', 'driver_id'])
    .where('company_id', '=', ride.company_id)
    .where('id', '=', ride.id)
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('reservation')
    .set({ status, updated_at: at })
    .where('company_id', '=', ride.company_id)
    .where('id', '=', ride.id)
    .execute();
  await api.db
    .insertInto('reservation_status_change')
    .values({
      company_id: ride.company_id,
      reservation_id: ride.id,
      from_status: current.status,
      to_status: status,
      staff_user_id: current.driver_id,
      changed_at: at,
    })
    .execute();
}

/** The driver's latest position for a ride, written as the driver side keeps it (one row). */
export async function putDriverPosition(
  api: TestApi,
  ride: RideRef,
  position: {
    staffUserId: string;
    latitude: number;
    longitude: number;
    etaSeconds?: number | null;
    recordedAt?: Date;
  },
) {
  const recordedAt = position.recordedAt ?? new Date();
  const row = {
    company_id: ride.company_id,
    reservation_id: ride.id,
    staff_user_id: position.staffUserId,
    latitude: position.latitude,
    longitude: position.longitude,
    heading: 90,
    speed: 12.5,
    recorded_at: recordedAt,
    eta_seconds: position.etaSeconds ?? null,
    eta_computed_at: position.etaSeconds == null ? null : recordedAt,
  };
  await api.db
    .insertInto('driver_position')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'reservation_id']).doUpdateSet(row))
    .execute();
}

/**
 * A card the sandbox gateway knows, as a ride's card columns: 'approve' holds, 'decline' refuses.
 * Spread into buildReservation.
 */
export async function sandboxRideCard(
  api: TestApi,
  behaviour: 'approve' | 'decline' = 'approve',
  companyId = 'demo',
) {
  const token = `sbx_tok_${randomBytes(12).toString('base64url')}`;
  const paymentGatewayId = await sandboxGatewayId(api, companyId);
  await api.db
    .insertInto('sandbox_card')
    .values({
      token,
      company_id: companyId,
      payment_gateway_id: paymentGatewayId,
      card_type: 'visa',
      last_digits: '1111',
      expiry_month: 12,
      expiry_year: new Date().getUTCFullYear() + 3,
      behaviour,
      anti_forgery_token: 'not-used',
      created_at: new Date(),
    })
    .execute();
  return { card_token: token, payment_gateway_id: paymentGatewayId };
}

/**
 * Runs `requests` while another connection holds the ride's row lock, and lets go only once
 * `waiters` of them wait for it: so all of them have read the ride before any can store anything,
 * and the race is certain. PostgreSQL only: PGlite runs one query at a time, so there a held lock
 * would stop everything and the requests just run side by side.
 */
export async function whileRideLocked<T>(
  api: TestApi,
  kind: DatabaseKind,
  ride: RideRef,
  waiters: number,
  requests: () => Promise<T>,
): Promise<T> {
  if (kind !== 'postgres') return requests();
  let answers: Promise<T> | undefined;
  await api.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    const holder = rows[0]!.pid;
    await trx
      .selectFrom('reservation')
      .select('id')
      .where('company_id', '=', ride.company_id)
      .where('id', '=', ride.id)
      .forUpdate()
      .execute();
    answers = requests();
    const deadline = Date.now() + 10_000;
    for (;;) {
      // Waiting for the holder, or in line behind one who is.
      const waiting = await sql<{ count: number }>`
        with recursive queue(pid) as (
          select pid from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))
          union
          select a.pid from pg_stat_activity a join queue q on q.pid = any(pg_blocking_pids(a.pid))
        )
        select count(*)::int as count from queue`.execute(api.db);
      if ((waiting.rows[0]?.count ?? 0) >= waiters) break;
      if (Date.now() > deadline) throw new Error(`Fewer than ${waiters} requests reached the lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return answers!;
}
