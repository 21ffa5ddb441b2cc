import type { Kysely } from 'kysely';

/**
 * A guest's ride keeps the SHA-256 of its cancel secret (decision 79): the second secret, mailed
 * to the guest only, that cancels the ride without a sign-in. Null for a rider's ride.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation').addColumn('guest_cancel_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation').dropColumn('guest_cancel_hash').execute();
}
