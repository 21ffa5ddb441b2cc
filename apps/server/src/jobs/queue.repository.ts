import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The tables that are durable queues: each row has the columns of `QueuedRow`. */
export type QueueTable =
  | 'mail_outbox'
  | 'password_reset_request'
  | 'hold_release'
  | 'cancellation_fee_capture'
  | 'payment_instruction'
  | 'ride_auto_capture'
  | 'ride_notice'
  | 'notice_delivery';

/** A claimed row with all its columns; `attempts` counts this attempt. */
export type ClaimedRow<T extends QueueTable = QueueTable> = Selectable<Database[T]> & {
  id: string;
  attempts: number;
};

/**
 * Claims up to `limit` due rows for `leaseMs` under `token`: pending, due, and not leased by a
 * live worker. Rows another worker is claiming at the same moment are skipped, never waited on, so
 * each row goes to one worker; a worker that dies leaves its lease to run out, and one that lost
 * the claim's answer with its connection ends the claim by its token (`endClaims`).
 */
export async function claimDueRows<T extends QueueTable>(
  db: Kysely<Database>,
  table: T,
  now: Date,
  leaseMs: number,
  limit: number,
  token: string = randomUUID(),
): Promise<ClaimedRow<T>[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<ClaimedRow<T> & { next_attempt_at: Date }>`
    update ${sql.table(table)}
    set locked_until = ${leaseUntil}, lease_token = ${token}, attempts = attempts + 1
    where id in (
      select id from ${sql.table(table)}
      where status = 'pending' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  // RETURNING keeps no order: the rows are worked on in the order they fell due, so that a ride's
  // notices (assigned, then on the way) reach the rider in the order they happened.
  return rows.sort(
    (a, b) => new Date(a.next_attempt_at).getTime() - new Date(b.next_attempt_at).getTime(),
  );
}

/** Marks a row done; false when it was not pending any more (another worker finished it). */
export async function markRowDone(
  db: Kysely<Database>,
  table: QueueTable,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ status: 'done', done_at: now, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Marks the rows done in one statement (a batch's rows that were worked on); rows that were not
 * pending any more (a handler marked its own) are left as they are.
 */
export async function markRowsDone(
  db: Kysely<Database>,
  table: QueueTable,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable(table)
    .set({ status: 'done', done_at: now, locked_until: null })
    // One array parameter: the same statement (kept prepared) for every batch size.
    .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
    .where('status', '=', 'pending')
    .execute();
}

/** After a failed attempt: due again at `nextAttemptAt`, or given up on when that is null. */
export async function markRowFailedAttempt(
  db: Kysely<Database>,
  table: QueueTable,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .updateTable(table)
    .set(
      nextAttemptAt
        ? { next_attempt_at: nextAttemptAt, locked_until: null, last_error: error }
        : { status: 'failed', locked_until: null, last_error: error },
    )
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Ends the leases of this worker's claims, so that their rows still pending are due again at once
 * (their backoff after a failed attempt still holds); a row whose lease has since run out and been
 * claimed by another worker carries that claim's token, and is left to it.
 */
export async function endClaims(
  db: Kysely<Database>,
  table: QueueTable,
  tokens: readonly string[],
): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .updateTable(table)
    .set({ locked_until: null, lease_token: null })
    .where(sql<boolean>`lease_token = any(${[...tokens]}::uuid[])`)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Ends every lease at once. Only for the embedded database, which belongs to one process: a lease
 * found there at start-up was left by a process that is gone.
 */
export async function releaseAllLeases(db: Kysely<Database>, table: QueueTable): Promise<void> {
  await db
    .updateTable(table)
    .set({ locked_until: null })
    .where('status', '=', 'pending')
    .where('locked_until', 'is not', null)
    .execute();
}
