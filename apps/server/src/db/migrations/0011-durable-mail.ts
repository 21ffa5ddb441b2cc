import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Anything columns can be added to: a table being created or altered. */
interface AddsColumns<T> {
  addColumn(
    name: string,
    type: 'text' | 'integer' | 'timestamptz',
    build?: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  ): T;
}

/** The columns every durable queue's rows have (status, attempts, when due, lease, outcome). */
function withQueueColumns<T extends AddsColumns<T>>(table: T): T {
  return table
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
    .addColumn('last_error', 'text');
}

/**
 * Mail leaves through a durable outbox (decision 22): each message is a row written in the
 * transaction of the change that causes it, sent by a background worker that claims due rows
 * (status, attempts, next_attempt_at, locked_until) and retries with backoff. Password reset
 * requests are recorded the same way, so the answer never waits on whether the account exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withQueueColumns(
    db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text'),
  ).execute();
  // Mail kept before this migration was already "delivered" to the outbox.
  await sql`update mail_outbox set status = 'done', done_at = created_at`.execute(db);
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('password_reset_request')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    /** The request came to the company's own domain, so the link points there. */
    .addColumn('via_company_domain', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .$call(withQueueColumns)
    .execute();
  await db.schema
    .createIndex('password_reset_request_due')
    .on('password_reset_request')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
