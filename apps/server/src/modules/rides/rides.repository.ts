import type { Db } from '../../db/database.ts';

/**
 * What the rides screens read of a reservation, with its vehicle and service type names and its
 * assigned driver and fleet vehicle (each joined by its key).
 */
export function tripQuery(db: Db) {
  return db
    .selectFrom('reservation as r')
    .innerJoin('vehicle_type as v', (j) =>
      j.onRef('v.company_id', '=', 'r.company_id').onRef('v.id', '=', 'r.vehicle_type_id'),
    )
    .innerJoin('service_type as s', (j) =>
      j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.service_type_id'),
    )
    .leftJoin('staff_user as d', (j) =>
      j.onRef('d.company_id', '=', 'r.company_id').onRef('d.id', '=', 'r.driver_id'),
    )
    .leftJoin('fleet_vehicle as fv', (j) =>
      j.onRef('fv.company_id', '=', 'r.company_id').onRef('fv.id', '=', 'r.fleet_vehicle_id'),
    )
    .selectAll('r')
    .select([
      'v.name as vehicle_name',
      'v.passenger_capacity as vehicle_passenger_capacity',
      'v.luggage_capacity as vehicle_luggage_capacity',
      's.name as service_type_name',
      's.code as service_type_code',
      'd.first_name as driver_first_name',
      'd.last_name as driver_last_name',
      'd.profile_pic as driver_profile_pic',
      'd.phone as driver_phone',
      'fv.make as fleet_make',
      'fv.model as fleet_model',
      'fv.color as fleet_color',
      'fv.license_plate as fleet_license_plate',
    ]);
}

export type TripRow = NonNullable<Awaited<ReturnType<typeof findTrip>>>;

export interface TripPageQuery {
  companyId: string;
  accountId: string;
  statuses: readonly string[];
  /** Only pickups at or after this instant. */
  pickupFrom: Date | null;
  order: 'asc' | 'desc';
  /** Confirmation numbers starting with these digits. */
  confirmationPrefix: string | null;
  limit: number;
  offset: number;
}

/**
 * One page of a rider's trips, ordered by pickup (decision 38). The page's ids come first, read
 * from the (company, rider, …) indexes of migrations 0031 and 0032 alone: the scan stops at the
 * page's end and skips an offset in the index. Only the page's rows are then read and joined, so
 * a page costs the same however many reservations the table or the rider has.
 */
export function listTrips(db: Db, q: TripPageQuery): Promise<TripRow[]> {
  let page = db
    .selectFrom('reservation')
    .select('id')
    .where('company_id', '=', q.companyId)
    .where('account_user_id', '=', q.accountId)
    .where('status', 'in', [...q.statuses]);
  if (q.pickupFrom) page = page.where('scheduled_pickup_at', '>=', q.pickupFrom);
  if (q.confirmationPrefix) {
    page = page.where('confirmation_number', 'like', `${q.confirmationPrefix}%`);
  }
  const ids = page
    .orderBy('scheduled_pickup_at', q.order)
    .orderBy('id', q.order)
    .limit(q.limit)
    .offset(q.offset);
  return tripQuery(db)
    .innerJoin(ids.as('page'), 'page.id', 'r.id')
    .where('r.company_id', '=', q.companyId)
    .orderBy('r.scheduled_pickup_at', q.order)
    .orderBy('r.id', q.order)
    .execute();
}

/** A reservation by id; with a company, only that company's. */
export function findTrip(db: Db, companyId: string | null, id: string) {
  const query = tripQuery(db).where('r.id', '=', id);
  return (companyId ? query.where('r.company_id', '=', companyId) : query).executeTakeFirst();
}

/**
 * Marks a ride cancelled only while it is in one of the given states: a ride its driver set off
 * with meanwhile, or one already finished, is left as it is (false).
 */
export async function markCancelled(
  db: Db,
  companyId: string,
  id: string,
  cancellableFrom: readonly string[],
  now: Date,
): Promise<boolean> {
  // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in step;
  // dispatch_event_reservation_update writes a board event when a board column changes.
  const updated = await db
    .updateTable('reservation')
    .set({ status: 'CANCELLED', updated_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', 'in', [...cancellableFrom])
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/**
 * Records that the rider cancelled the ride (a guest by the mailed secret: no account): the
 * dispatcher's ride page lists who cancelled.
 */
export async function recordRiderCancel(
  db: Db,
  companyId: string,
  ride: { id: string; status: string },
  riderId: string | null,
): Promise<void> {
  await db
    .insertInto('reservation_status_change')
    .values({
      company_id: companyId,
      reservation_id: ride.id,
      from_status: ride.status,
      to_status: 'CANCELLED',
      staff_user_id: null,
      account_user_id: riderId,
    })
    .execute();
}

/**
 * Whether the ride's latest cancel was a staff user's (the dispatcher's): its money is then the
 * dispatcher's settlement to make under the company's rule, never the rider's to release.
 */
export async function isCancelledByStaff(db: Db, companyId: string, id: string): Promise<boolean> {
  const latest = await db
    .selectFrom('reservation_status_change')
    .select('staff_user_id')
    .where('company_id', '=', companyId)
    .where('reservation_id', '=', id)
    .where('to_status', '=', 'CANCELLED')
    .orderBy('changed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Boolean(latest?.staff_user_id);
}
