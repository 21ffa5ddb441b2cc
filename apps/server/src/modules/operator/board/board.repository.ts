import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** Where a page starts: after this ride of the board's order. */
export interface BoardKey {
  assigned: boolean;
  pickupAt: Date;
  id: string;
}

export interface BoardQuery {
  companyId: string;
  timeZone: string;
  /** First and last day shown (YYYY-MM-DD in the company's time zone); null for every day. */
  days: { from: string; to: string } | null;
  statuses: readonly string[];
  driverId: string | null;
  vehicleTypeId: number | null;
  unassignedOnly: boolean;
  confirmationNumber: string | null;
  /** Part of the rider's or passenger's name, matched case-insensitively. */
  name: string | null;
  after: BoardKey | null;
  limit: number;
}

type RideScan = SelectQueryBuilder<
  Database & { r: Database['reservation'] },
  'r',
  { id: string; scheduled_pickup_at: Date }
>;

/** `%` and `_` in the searched text are meant literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(scan: RideScan, q: BoardQuery): RideScan {
  let query = scan.where('r.company_id', '=', q.companyId).where('r.status', 'in', [...q.statuses]);
  if (q.days) {
    // The days' bounds are read in the company's time zone (a day may have 23 or 25 hours).
    const from = sql<Date>`(${q.days.from}::date)::timestamp at time zone ${q.timeZone}`;
    const to = sql<Date>`(${q.days.to}::date + 1)::timestamp at time zone ${q.timeZone}`;
    query = query
      .where('r.scheduled_pickup_at', '>=', from)
      .where('r.scheduled_pickup_at', '<', to);
  }
  if (q.driverId) query = query.where('r.driver_id', '=', q.driverId);
  if (q.vehicleTypeId !== null) query = query.where('r.vehicle_type_id', '=', q.vehicleTypeId);
  if (q.confirmationNumber) {
    query = query.where('r.confirmation_number', '=', q.confirmationNumber);
  }
  if (q.name) {
    const pattern = `%${likeEscaped(q.name)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`r.passenger_first_name || ' ' || r.passenger_last_name`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('account_user as a')
            .select(sql`1`.as('one'))
            .whereRef('a.company_id', '=', 'r.company_id')
            .whereRef('a.id', '=', 'r.account_user_id')
            .where(sql`a.first_name || ' ' || a.last_name`, 'ilike', pattern),
        ),
      ]),
    );
  }
  return query;
}

/**
 * One half of the board (unassigned or assigned rides) from the page's start, in (pickup, id)
 * order: a range scan of that half's index of migration 0045 that stops after `limit` rows.
 */
function half(db: Db, q: BoardQuery, assigned: boolean, limit: number) {
  let scan = filtered(
    db.selectFrom('reservation as r').select(['r.id', 'r.scheduled_pickup_at']),
    q,
  ).where('r.driver_id', assigned ? 'is not' : 'is', null);
  if (q.after?.assigned === assigned) {
    scan = scan.where(
      sql<boolean>`(r.scheduled_pickup_at, r.id) > (${q.after.pickupAt}, ${q.after.id})`,
    );
  }
  return scan.orderBy('r.scheduled_pickup_at').orderBy('r.id').limit(limit).execute();
}

/**
 * The keys of a board page plus one (which tells there is a next page): unassigned rides first,
 * then assigned ones, each by pickup time and id.
 */
export async function listBoardKeys(db: Db, q: BoardQuery): Promise<BoardKey[]> {
  const keys: BoardKey[] = [];
  const want = q.limit + 1;
  const unassignedDone = q.after?.assigned === true || q.driverId !== null;
  if (!unassignedDone) {
    const rows = await half(db, q, false, want);
    keys.push(...rows.map((r) => ({ assigned: false, pickupAt: r.scheduled_pickup_at, id: r.id })));
  }
  if (keys.length < want && !q.unassignedOnly) {
    const rows = await half(db, q, true, want - keys.length);
    keys.push(...rows.map((r) => ({ assigned: true, pickupAt: r.scheduled_pickup_at, id: r.id })));
  }
  return keys;
}

/** How many rides of these statuses the board's other filters find (days, driver, type, search). */
export async function countBoardRides(
  db: Db,
  q: Omit<BoardQuery, 'after' | 'limit'>,
): Promise<number> {
  const scan = filtered(
    db.selectFrom('reservation as r').select(['r.id', 'r.scheduled_pickup_at']),
    { ...q, after: null, limit: 0 },
  ).$if(q.unassignedOnly, (query) => query.where('r.driver_id', 'is', null));
  const row = await db
    .selectFrom(scan.as('r'))
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the ride page reads of a reservation beyond its board row. */
export function findRideDetails(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('reservation as r')
    .leftJoin('account_user as a', (j) =>
      j.onRef('a.company_id', '=', 'r.company_id').onRef('a.id', '=', 'r.account_user_id'),
    )
    .select([
      'r.id',
      'r.status',
      'r.driver_id',
      'r.confirmation_number',
      'r.scheduled_pickup_at',
      'r.created_at',
      'r.total_minor',
      'r.currency_symbol',
      'r.route',
      'r.flight_details',
      'r.rate_lines',
      'r.tip_minor',
      'r.rating',
      'r.luggage_count',
      'r.infant_seats',
      'r.toddler_seats',
      'r.booster_seats',
      'r.requires_accessibility',
      'r.driver_notes',
      'r.is_guest',
      'r.account_user_id',
      'a.first_name as rider_first_name',
      'a.last_name as rider_last_name',
      'a.email as rider_email',
      'a.phone as rider_phone',
      'r.passenger_first_name',
      'r.passenger_last_name',
      'r.passenger_email',
      'r.passenger_phone',
      'r.share_hash',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type RideDetailsRow = NonNullable<Awaited<ReturnType<typeof findRideDetails>>>;

/** The ride's status changes, oldest first, with who made each. */
export function listStatusHistory(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('reservation_status_change as c')
    .leftJoin('staff_user as s', (j) =>
      j.onRef('s.company_id', '=', 'c.company_id').onRef('s.id', '=', 'c.staff_user_id'),
    )
    .leftJoin('account_user as a', (j) =>
      j.onRef('a.company_id', '=', 'c.company_id').onRef('a.id', '=', 'c.account_user_id'),
    )
    .select([
      'c.from_status',
      'c.to_status',
      'c.changed_at',
      's.role as staff_role',
      's.first_name as staff_first_name',
      's.last_name as staff_last_name',
      'a.first_name as rider_first_name',
      'a.last_name as rider_last_name',
    ])
    .where('c.company_id', '=', companyId)
    .where('c.reservation_id', '=', reservationId)
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .execute();
}

export type StatusChangeRow = Awaited<ReturnType<typeof listStatusHistory>>[number];
