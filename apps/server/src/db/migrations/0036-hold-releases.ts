import { sql, type Kysely } from 'kysely';

/**
 * Holds on riders' cards that must be released are a durable queue (decision 51): a row is written
 * before a hold is asked for (with the hold request, due after a grace period, marked done by the
 * write that keeps the hold) and in the transaction that gives a hold up (with its reference, due
 * at once). The job runner voids at the gateway whatever is still due, with its retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hold_release')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    // The ride the hold is for; it may never have been kept.
    .addColumn('reservation_id', 'uuid')
    .addColumn('reference', 'text')
    // The hold request, to ask the gateway for the same hold again when its reference was lost.
    .addColumn('card_token', 'text')
    .addColumn('card_customer_id', 'text')
    .addColumn('amount_minor', 'integer')
    .addColumn('currency_code', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('description', 'text')
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
    .addCheckConstraint(
      'hold_release_findable',
      sql`reference is not null or (card_token is not null and amount_minor is not null
        and currency_code is not null and idempotency_key is not null and description is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('hold_release_due')
    .on('hold_release')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // Before voiding, the release asks whether a ride still keeps the hold by its reference.
  await db.schema
    .createIndex('payment_hold_reference')
    .on('payment_hold')
    .columns(['company_id', 'reference'])
    .execute();
}
