import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { tripQuery } from '../rides/index.ts';

/** A ride as its driver reads it: the rides module's trip row, with its assigned fleet vehicle. */
function driverRideQuery(db: Db, companyId: string) {
  return tripQuery(db).where('r.company_id', '=', companyId);
}

export type DriverRideRow = NonNullable<Awaited<ReturnType<typeof findDriverRide>>>;

/** The driver's rides in the given statuses, earliest pickup first (index of migration 0035). */
export function listDriverRides(
  db: Db,
  companyId: string,
  driverId: string,
  statuses: readonly string[],
): Promise<DriverRideRow[]> {
  return driverRideQuery(db, companyId)
    .where('r.driver_id', '=', driverId)
    .where('r.status', 'in', [...statuses])
    .orderBy('r.scheduled_pickup_at')
    .orderBy('r.id')
    .execute();
}

/** A reservation of the company by id, whoever drives it. */
export function findDriverRide(db: Db, companyId: string, id: string) {
  return driverRideQuery(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

/** A reservation of the company by its confirmation number. */
export function findRideByConfirmationNumber(
  db: Db,
  companyId: string,
  confirmationNumber: string,
) {
  return driverRideQuery(db, companyId)
    .where('r.confirmation_number', '=', confirmationNumber)
    .executeTakeFirst();
}

export interface StatusMove {
  companyId: string;
  reservationId: string;
  /** The ride's driver making the move; null when a dispatcher does (whoever drives it). */
  driverId: string | null;
  /** The staff user the history names: the driver, or the dispatcher. */
  staffUserId: string;
  from: string;
  to: string;
  now: Date;
}

/**
 * Moves the ride from one status to the next and records the change. The update only applies
 * while the ride is still in `from`, so of two identical taps only one moves it; false when this
 * one did not. Run it in a transaction: the history row goes with the move.
 */
export async function moveRideStatus(trx: Db, move: StatusMove): Promise<boolean> {
  // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in step;
  // dispatch_event_reservation_update writes a board event when a board column changes.
  let update = trx
    .updateTable('reservation')
    .set({ status: move.to, updated_at: move.now })
    .where('company_id', '=', move.companyId)
    .where('id', '=', move.reservationId)
    .where('status', '=', move.from);
  if (move.driverId !== null) update = update.where('driver_id', '=', move.driverId);
  const moved = await update.returning('id').executeTakeFirst();
  if (!moved) return false;
  await trx
    .insertInto('reservation_status_change')
    .values({
      company_id: move.companyId,
      reservation_id: move.reservationId,
      from_status: move.from,
      to_status: move.to,
      staff_user_id: move.staffUserId,
      account_user_id: null,
    })
    .execute();
  return true;
}

export interface OpenRideClaim {
  companyId: string;
  reservationId: string;
  driverId: string;
  /** Statuses in which a ride is still open to take. */
  openStatuses: readonly string[];
  /** Rides whose pickup is before this are no longer taken. */
  pickupFrom: Date;
}

/** Assigns an open ride to the driver unless someone has it already; false when not assigned. */
export async function claimOpenRide(db: Db, claim: OpenRideClaim): Promise<boolean> {
  // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in step;
  // dispatch_event_reservation_update writes a board event when a board column changes.
  const claimed = await db
    .updateTable('reservation')
    // updated_at stays: it guards the rider's edits (update-reservation.ts), which this leaves be.
    .set({ driver_id: claim.driverId })
    .where('company_id', '=', claim.companyId)
    .where('id', '=', claim.reservationId)
    .where('driver_id', 'is', null)
    .where('status', 'in', [...claim.openStatuses])
    .where('scheduled_pickup_at', '>=', claim.pickupFrom)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export interface OpenRideQuery {
  companyId: string;
  driverId: string;
  /** Statuses in which a ride is still open to take. */
  openStatuses: readonly string[];
  /** Pickups in [from, until). */
  pickupFrom: Date;
  pickupUntil: Date;
  /** The company's dispatch buffer, part of a ride's busy period. */
  bufferMinutes: number;
  limit: number;
}

/**
 * The company's rides no driver has, open and picking up in the window, that the driver could
 * take: none of their own rides' busy periods overlaps the one the ride would have (the
 * exclusion constraint of migration 0042 would refuse it). Earliest pickup first; the range is
 * read from migration 0045's index of unassigned rides.
 */
export function listOpenRides(db: Db, q: OpenRideQuery): Promise<DriverRideRow[]> {
  return driverRideQuery(db, q.companyId)
    .where('r.driver_id', 'is', null)
    .where('r.status', 'in', [...q.openStatuses])
    .where('r.scheduled_pickup_at', '>=', q.pickupFrom)
    .where('r.scheduled_pickup_at', '<', q.pickupUntil)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservation as mine')
            .select(sql`1`.as('one'))
            .whereRef('mine.company_id', '=', 'r.company_id')
            .where('mine.driver_id', '=', q.driverId)
            .where(
              sql<boolean>`mine.assignment_period && ride_busy_period(
                r.scheduled_pickup_at, r.trip_duration_seconds, r.duration_seconds,
                ${q.bufferMinutes}::integer
              )`,
            ),
        ),
      ),
    )
    .orderBy('r.scheduled_pickup_at')
    .orderBy('r.id')
    .limit(q.limit)
    .execute();
}
