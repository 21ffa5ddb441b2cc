import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The database's clock plus `ms`: every process measures leases by the same clock. */
const leaseFromNow = (ms: number) =>
  sql<Date>`now() + cast(${ms} as integer) * interval '1 millisecond'`;

export interface Claim {
  key: string;
  requestHash: string;
  /** Who runs the request: a new id for each run. */
  owner: string;
  leaseMs: number;
}

/** Claims a key for a request; false when the key was already taken. */
export async function claimIdempotencyKey(db: Db, claim: Claim): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_key')
    .values({
      key: claim.key,
      request_hash: claim.requestHash,
      response: null,
      owner: claim.owner,
      locked_until: leaseFromNow(claim.leaseMs),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * The request a key was first used for, its stored answer once there is one, and whether the
 * lease of the request still running on it has run out (by the database's clock).
 */
export function findIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('idempotency_key')
    .select([
      'request_hash',
      'response',
      'completed_at',
      sql<boolean>`coalesce(locked_until <= now(), true)`.as('lease_over'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes over the unanswered claim of the same request whose lease ran out (its owner died). Of
 * retries racing for it, one gets it: the others find the lease renewed.
 */
export async function takeOverIdempotencyKey(db: Db, claim: Claim): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_key')
    .set({ owner: claim.owner, locked_until: leaseFromNow(claim.leaseMs) })
    .where('key', '=', claim.key)
    .where('request_hash', '=', claim.requestHash)
    .where('completed_at', 'is', null)
    .where(sql<boolean>`coalesce(locked_until <= now(), true)`)
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Keeps a running request's claim for another lease; nothing once another owner took it. */
export async function renewIdempotencyLease(
  db: Db,
  claim: Pick<Claim, 'key' | 'owner' | 'leaseMs'>,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ locked_until: leaseFromNow(claim.leaseMs) })
    .where('key', '=', claim.key)
    .where('owner', '=', claim.owner)
    .where('completed_at', 'is', null)
    .execute();
}

/** Keeps the answer of the request a key was claimed for, unless another owner took it over. */
export async function storeIdempotentResponse(
  db: Db,
  claim: Pick<Claim, 'key' | 'owner'>,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ response, completed_at: sql`now()`, locked_until: null })
    .where('key', '=', claim.key)
    .where('owner', '=', claim.owner)
    .execute();
}

/** Frees a key its owner still holds, so a retry runs the request again. */
export async function releaseIdempotencyKey(
  db: Db,
  claim: Pick<Claim, 'key' | 'owner'>,
): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('key', '=', claim.key)
    .where('owner', '=', claim.owner)
    .where('completed_at', 'is', null)
    .execute();
}
