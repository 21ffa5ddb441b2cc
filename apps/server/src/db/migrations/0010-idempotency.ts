import { sql, type Kysely } from 'kysely';

/** Responses of mutations sent with an Idempotency-Key, so a client retry never repeats them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('idempotency_key_created_at')
    .on('idempotency_key')
    .column('created_at')
    .execute();
}
