import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** What the overview counts among the company's rides (status lists from the domain). */
export interface OverviewScope {
  companyId: string;
  /** The company's day: its first instant and the next day's. */
  dayStart: Date;
  dayEnd: Date;
  upcoming: readonly string[];
  underWay: readonly string[];
  done: readonly string[];
  /** The statuses that end a ride unserved (cancelled, no-show): no driver works them. */
  ended: readonly string[];
}

const list = (statuses: readonly string[]) => sql.join(statuses.map((status) => sql.lit(status)));

/**
 * The day's rides by state and its drivers in one aggregate over the company's rides picked up
 * that day, plus any ride under way now (one picked up before midnight is still being driven).
 */
export function countDay(db: Db, s: OverviewScope) {
  const today = sql<boolean>`(r.scheduled_pickup_at >= ${s.dayStart} and r.scheduled_pickup_at < ${s.dayEnd})`;
  const underWay = sql<boolean>`r.status in (${list(s.underWay)})`;
  return db
    .selectFrom('reservation as r')
    .select([
      sql<string>`count(*) filter (where ${today} and r.status in (${list(s.upcoming)}) and r.driver_id is null)`.as(
        'unassigned',
      ),
      sql<string>`count(*) filter (where ${today} and r.status in (${list(s.upcoming)}) and r.driver_id is not null)`.as(
        'assigned',
      ),
      sql<string>`count(*) filter (where ${underWay})`.as('under_way'),
      sql<string>`count(*) filter (where ${today} and r.status in (${list(s.done)}))`.as('done'),
      sql<string>`count(distinct r.driver_id) filter (where ${underWay} or r.status not in (${list(s.ended)}))`.as(
        'drivers_on_duty',
      ),
      sql<string>`count(distinct r.driver_id) filter (where ${underWay})`.as('drivers_driving'),
    ])
    .where('r.company_id', '=', s.companyId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('r.scheduled_pickup_at', '>=', s.dayStart),
          eb('r.scheduled_pickup_at', '<', s.dayEnd),
        ]),
        eb('r.status', 'in', [...s.underWay]),
      ]),
    )
    .executeTakeFirstOrThrow();
}

/**
 * The rides without a driver, not yet under way, whose pickup is from the day's start up to
 * `until`: the late ones first, as they come. At most `limit`.
 */
export async function listNeedingDriver(
  db: Db,
  s: Pick<OverviewScope, 'companyId' | 'dayStart' | 'upcoming'>,
  until: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation as r')
    .select('r.id')
    .where('r.company_id', '=', s.companyId)
    .where('r.driver_id', 'is', null)
    .where('r.status', 'in', [...s.upcoming])
    .where('r.scheduled_pickup_at', '>=', s.dayStart)
    .where('r.scheduled_pickup_at', '<', until)
    .orderBy('r.scheduled_pickup_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** What was captured during the day (its ledger rows, in the company's day). */
export async function sumCapturedDuring(
  db: Db,
  s: Pick<OverviewScope, 'companyId' | 'dayStart' | 'dayEnd'>,
): Promise<number> {
  const row = await db
    .selectFrom('payment_ledger as l')
    .select(sql<string>`coalesce(sum(l.amount_minor), 0)`.as('n'))
    .where('l.company_id', '=', s.companyId)
    .where('l.kind', '=', 'captured')
    .where('l.created_at', '>=', s.dayStart)
    .where('l.created_at', '<', s.dayEnd)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ledgers of the day's rides, summed per ride and kind. */
export async function listDayRideLedgers(
  db: Db,
  s: Pick<OverviewScope, 'companyId' | 'dayStart' | 'dayEnd'>,
) {
  const rows = await db
    .selectFrom('reservation as r')
    .innerJoin('payment_ledger as l', (j) =>
      j.onRef('l.company_id', '=', 'r.company_id').onRef('l.reservation_id', '=', 'r.id'),
    )
    .select(['r.id', 'l.kind', sql<string>`sum(l.amount_minor)`.as('amount_minor')])
    .where('r.company_id', '=', s.companyId)
    .where('r.scheduled_pickup_at', '>=', s.dayStart)
    .where('r.scheduled_pickup_at', '<', s.dayEnd)
    .groupBy(['r.id', 'l.kind'])
    .execute();
  return rows.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }));
}
