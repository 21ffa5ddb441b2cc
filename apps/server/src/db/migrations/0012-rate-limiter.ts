import { sql, type Kysely } from 'kysely';

/**
 * Abuse counters move to rate-limiter-flexible (decision 24): one row per limit and subject, its
 * points and when its window ends (epoch milliseconds), in the layout the library's PostgreSQL
 * store uses. The fixed-window table of migration 0004 goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limiter')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limiter_expire').on('rate_limiter').column('expire').execute();
  await sql`drop table rate_limit`.execute(db);
}
