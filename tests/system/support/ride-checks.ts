/**
 * What a run of rides must have left in the database once its background work is done, read
 * straight from the tables: each ride's holds and ledger, the gateway's holds, the durable queues
 * and the Idempotency-Keys. Each check answers the problems it found, one sentence each.
 */
import { cancellationFeeMinor } from '@ride/domain';
import { sql } from 'kysely';
import type { Db } from '../../../apps/server/src/db/database.ts';
import { FEE_RULE } from './ride-day.ts';

/** The durable queues the server's job runner works through. */
const QUEUES = [
  'hold_release',
  'payment_instruction',
  'cancellation_fee_capture',
  'mail_outbox',
  'ride_notice',
  'notice_delivery',
];

/** Rows still to be worked on, or given up on, per queue (only those with any). */
export async function queuedWork(db: Db): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const queue of QUEUES) {
    const { rows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from ${sql.table(queue)}
      where status in ('pending', 'failed') group by status`.execute(db);
    for (const { status, n } of rows) left[`${queue} ${status}`] = n;
  }
  return left;
}

/**
 * Leases on queued work held now, and statements running that take one (a claim not yet
 * committed): work a worker killed now would leave until its lease runs out.
 */
export async function leasedWork(db: Db): Promise<number> {
  // One statement: the answer is as of one moment.
  const leases = QUEUES.map(
    (queue) => sql`(select count(*) from ${sql.table(queue)}
      where status = 'pending' and locked_until > now())`,
  );
  const claiming = sql`(select count(*) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
      and query ilike '%locked_until%')`;
  const { rows } = await sql<{ n: number }>`
    select ${sql.join([...leases, claiming], sql` + `)}::int as n`.execute(db);
  return rows[0]!.n;
}

/**
 * Rows the job runner will work on within `withinMs`: due, leased, or waiting out a retry's
 * backoff. A hold's release waiting out its grace period (a quarter of an hour) is not among them.
 */
export async function workDueWithin(db: Db, withinMs: number): Promise<number> {
  const horizon = `${withinMs} milliseconds`;
  let due = 0;
  for (const queue of QUEUES) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(queue)} where status = 'pending'
        and greatest(next_attempt_at, locked_until) < now() + ${horizon}::interval`.execute(db);
    due += rows[0]!.n;
  }
  return due;
}

/** The rows still to be worked on, with their leases and last errors (to say why). */
export async function pendingWork(db: Db): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const queue of QUEUES) {
    const { rows } = await sql`
      select ${sql.lit(queue)} as queue, id, attempts, next_attempt_at, locked_until, last_error
      from ${sql.table(queue)} where status = 'pending'`.execute(db);
    found.push(...rows);
  }
  return found;
}

/** Idempotency-Keys claimed and never answered. */
export async function unansweredKeys(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from idempotency_key where completed_at is null`.execute(db);
  return rows[0]!.n;
}

type Fate = 'completed' | 'cancelled' | 'booked';

interface RideRow {
  id: string;
  status: string;
  total_minor: number;
  tip_minor: number;
  scheduled_pickup_at: Date;
  cancelled_at: Date | null;
  /** Its kept holds: the kind of gateway key (reservation, trip-tip, fee) and the row's status. */
  holds: { kind: string; status: string }[];
  authorised: number;
  captured: number;
}

/** What a ride must have had captured by what was done with it: price and tip, the fee, nothing. */
function dueOf(ride: RideRow, fate: Fate): number {
  if (fate === 'completed') return ride.total_minor + ride.tip_minor;
  if (fate === 'booked' || !ride.cancelled_at) return 0;
  const pickupAt = new Date(ride.scheduled_pickup_at);
  return cancellationFeeMinor(
    FEE_RULE,
    { totalMinor: ride.total_minor, pickupAt },
    new Date(ride.cancelled_at),
  );
}

/**
 * Each ride booked since `since`: in the status its fate gave it; exactly one booking hold kept,
 * one tip hold when it was tipped, a fee's own hold only for a cancelled ride; nothing held, being
 * captured or being released but a booked ride's one hold; captured what its fate made due (price
 * and tip, the fee, nothing), and never more than was authorised.
 */
export async function rideProblems(
  db: Db,
  since: Date,
  fates: { completed: ReadonlySet<string>; cancelled: ReadonlySet<string> },
): Promise<{ rides: number; problems: string[] }> {
  const { rows } = await sql<RideRow>`
    select r.id, r.status, r.total_minor, coalesce(r.tip_minor, 0) as tip_minor,
      r.scheduled_pickup_at,
      (select min(c.changed_at) from reservation_status_change c
        where c.company_id = r.company_id and c.reservation_id = r.id and c.to_status = 'CANCELLED')
        as cancelled_at,
      coalesce((select json_agg(json_build_object(
          'kind', split_part(s.idempotency_key, ':', 1), 'status', h.status) order by h.created_at)
        from payment_hold h
        left join sandbox_hold s on s.company_id = h.company_id and s.id = h.reference
        where h.company_id = r.company_id and h.reservation_id = r.id), '[]') as holds,
      (select coalesce(sum(amount_minor) filter (where kind = 'authorised'), 0)::int
        from payment_ledger l where l.company_id = r.company_id and l.reservation_id = r.id)
        as authorised,
      (select coalesce(sum(amount_minor) filter (where kind = 'captured'), 0)::int
        from payment_ledger l where l.company_id = r.company_id and l.reservation_id = r.id)
        as captured
    from reservation r where r.company_id = 'demo' and r.created_at >= ${since}
    order by r.created_at`.execute(db);
  const problems: string[] = [];
  for (const ride of rows) {
    const fate: Fate = fates.completed.has(ride.id)
      ? 'completed'
      : fates.cancelled.has(ride.id)
        ? 'cancelled'
        : 'booked';
    const at = `ride ${ride.id} (${fate}, ${ride.status})`;
    const kinds = (kind: string) => ride.holds.filter((hold) => hold.kind === kind).length;
    const expectedStatus = { completed: 'COMPLETED', cancelled: 'CANCELLED', booked: 'BOOKED' };
    if (ride.status !== expectedStatus[fate]) problems.push(`${at}: not ${expectedStatus[fate]}`);
    if (kinds('reservation') !== 1) problems.push(`${at}: ${kinds('reservation')} booking holds`);
    if (kinds('trip-tip') !== (ride.tip_minor > 0 ? 1 : 0)) {
      problems.push(`${at}: ${kinds('trip-tip')} tip holds for a tip of ${ride.tip_minor}`);
    }
    if (kinds('fee') > (fate === 'cancelled' ? 1 : 0))
      problems.push(`${at}: ${kinds('fee')} fee holds`);
    const statuses = ride.holds.map((hold) => hold.status).join(', ');
    const open = ride.holds.filter(
      (hold) => hold.status !== 'captured' && hold.status !== 'voided',
    );
    if (fate === 'booked' ? statuses !== 'held' : open.length > 0) {
      problems.push(`${at}: its holds are ${statuses || 'none'}`);
    }
    const due = dueOf(ride, fate);
    if (ride.captured !== due) problems.push(`${at}: captured ${ride.captured}, ${due} due`);
    if (ride.captured > ride.authorised) {
      problems.push(`${at}: captured ${ride.captured} of ${ride.authorised} authorised`);
    }
  }
  return { rides: rows.length, problems };
}

/** Holds the gateway made since `since` that no ride keeps and that it still holds or took. */
export async function strayGatewayHolds(db: Db, since: Date): Promise<string[]> {
  const { rows } = await sql<{ id: string; status: string; idempotency_key: string }>`
    select s.id, s.status, s.idempotency_key from sandbox_hold s
    where s.company_id = 'demo' and s.created_at >= ${since} and s.status <> 'voided'
      and not exists (select 1 from payment_hold h
        where h.company_id = s.company_id and h.reference = s.id)`.execute(db);
  return rows.map(
    (row) => `gateway hold ${row.id} (${row.idempotency_key}) is ${row.status}, kept by no ride`,
  );
}
