import { sql, type Kysely } from 'kysely';

/**
 * A rider's late cancel owes the company's fee (decision 63): the cancel writes one row here in its
 * own transaction, a durable queue like hold_release, and the fee is captured from the ride's hold
 * at once or, when the gateway fails, by the job runner's retries. One row per ride, so a retried
 * cancel never owes twice; the amount is fixed at the moment of the cancel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cancellation_fee_capture')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('cancellation_fee_capture_ride', ['company_id', 'reservation_id'])
    .execute();
  await db.schema
    .createIndex('cancellation_fee_capture_due')
    .on('cancellation_fee_capture')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
