import type { Db } from '../../db/database.ts';

/**
 * What the driver-location poll needs to decide access and trackability: one read by the primary
 * key (with the company, when the request names one), no joins.
 */
export function findRideAccess(db: Db, companyId: string | null, id: string) {
  const query = db
    .selectFrom('reservation')
    .select(['id', 'company_id', 'account_user_id', 'share_hash', 'status', 'driver_id'])
    .where('id', '=', id);
  return (companyId ? query.where('company_id', '=', companyId) : query).executeTakeFirst();
}

/**
 * The same, with the ride's position from the driver_position table in the same statement (its
 * primary key): where positions are kept in the database, a poll is one round trip.
 */
export function findRideAccessWithPosition(db: Db, companyId: string | null, id: string) {
  const query = db
    .selectFrom('reservation as r')
    .leftJoin('driver_position as p', (join) =>
      join.onRef('p.company_id', '=', 'r.company_id').onRef('p.reservation_id', '=', 'r.id'),
    )
    .select([
      'r.id',
      'r.company_id',
      'r.account_user_id',
      'r.share_hash',
      'r.status',
      'r.driver_id',
      'p.reservation_id as position_reservation_id',
      'p.staff_user_id',
      'p.latitude',
      'p.longitude',
      'p.heading',
      'p.speed',
      'p.recorded_at',
      'p.eta_seconds',
      'p.eta_computed_at',
    ])
    .where('r.id', '=', id);
  return (companyId ? query.where('r.company_id', '=', companyId) : query).executeTakeFirst();
}

interface PickupWindow {
  statuses: readonly string[];
  /** Null: any pickup time. */
  from: Date | null;
  to: Date | null;
}

export interface CurrentTripQuery {
  companyId: string;
  accountId: string;
  /** Scheduled rides near their pickup. */
  scheduled: PickupWindow;
  /** Rides in a driver state (any pickup time: a driver drives them now). */
  underWay: PickupWindow;
  /** Completed rides still without feedback. */
  completed: PickupWindow;
  limit: number;
}

/**
 * A rider's rides that may be under way, earliest pickup first: each group of statuses with its
 * own pickup window, each a range of the (company, rider, status, pickup) index of migration 0031.
 */
export function listCurrentTripCandidates(db: Db, q: CurrentTripQuery) {
  return db
    .selectFrom('reservation as r')
    .leftJoin('fleet_vehicle as v', (join) =>
      join.onRef('v.company_id', '=', 'r.company_id').onRef('v.id', '=', 'r.fleet_vehicle_id'),
    )
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.scheduled_pickup_at',
      'r.trip_duration_seconds',
      'r.driver_id',
      'r.feedback_at',
      'r.updated_at',
      'v.make as vehicle_make',
      'v.model as vehicle_model',
      'v.color as vehicle_color',
      'v.license_plate as vehicle_license_plate',
    ])
    .where('r.company_id', '=', q.companyId)
    .where('r.account_user_id', '=', q.accountId)
    .where((eb) => {
      const within = (w: PickupWindow) =>
        eb.and([
          eb('r.status', 'in', [...w.statuses]),
          ...(w.from ? [eb('r.scheduled_pickup_at', '>=', w.from)] : []),
          ...(w.to ? [eb('r.scheduled_pickup_at', '<=', w.to)] : []),
        ]);
      return eb.or([
        within(q.scheduled),
        within(q.underWay),
        eb.and([within(q.completed), eb('r.feedback_at', 'is', null)]),
      ]);
    })
    .orderBy('r.scheduled_pickup_at')
    .orderBy('r.id')
    .limit(q.limit)
    .execute();
}

export type CurrentTripCandidate = Awaited<ReturnType<typeof listCurrentTripCandidates>>[number];

/** The status history of a few rides, oldest change first. */
export async function listStatusChanges(db: Db, companyId: string, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .selectFrom('reservation_status_change')
    .select(['reservation_id', 'to_status', 'changed_at'])
    .where('company_id', '=', companyId)
    .where('reservation_id', 'in', reservationIds)
    .orderBy('changed_at')
    .execute();
}
