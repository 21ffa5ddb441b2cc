import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Claims a key for a request; false when the key was already taken. */
export async function claimIdempotencyKey(
  db: Db,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_key')
    .values({ key, request_hash: requestHash, response: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The request a key was first used for, and its stored answer once there is one. */
export function findIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'response', 'completed_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the answer of the request a key was claimed for. */
export async function storeIdempotentResponse(
  db: Db,
  key: string,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ response, completed_at: sql`now()` })
    .where('key', '=', key)
    .execute();
}

/** Frees a key, so a retry runs the request again. */
export async function releaseIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('key', '=', key).execute();
}
