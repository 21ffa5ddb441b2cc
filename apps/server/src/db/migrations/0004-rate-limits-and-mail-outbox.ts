import { sql, type Kysely } from 'kysely';

/** Abuse counters shared by every server instance, and the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Fixed-window counters: one row per bucket and window; old windows are purged as they expire.
  await db.schema
    .createTable('rate_limit')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_seconds', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_pk', [
      'company_id',
      'bucket',
      'window_seconds',
      'window_start',
    ])
    .execute();
  await db.schema.createIndex('rate_limit_expires').on('rate_limit').column('expires_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mail_outbox_company_created')
    .on('mail_outbox')
    .columns(['company_id', 'created_at'])
    .execute();
}
