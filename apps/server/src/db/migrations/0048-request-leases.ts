import { sql, type Kysely } from 'kysely';

/**
 * A crashed request never leaves its Idempotency-Key stuck (decision 69). A claim of a key has an
 * owner and a lease the owner renews while it runs; a retry takes over a claim whose lease ran out
 * (its owner died). A booking keeps the key it was made under in its own statement, so a retry
 * after a crash finds the ride instead of booking it again, and one key books one ride.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency_key')
    .addColumn('owner', 'text')
    .addColumn('locked_until', 'timestamptz')
    .execute();
  // Claims left without an answer by a crash before this: their owners are gone, the next retry
  // takes them over (45 s: the lease of decision 69).
  await sql`
    update idempotency_key set locked_until = created_at + interval '45 seconds'
    where completed_at is null`.execute(db);
  await db.schema.alterTable('reservation').addColumn('request_key', 'text').execute();
  await db.schema
    .createIndex('reservation_request_key')
    .unique()
    .on('reservation')
    .columns(['company_id', 'request_key'])
    .where(sql.ref('request_key'), 'is not', null)
    .execute();
}
