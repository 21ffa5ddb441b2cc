import { sql, type Kysely } from 'kysely';

/**
 * A company's own Twilio account for its riders' texts (decision 78): its SID, its auth token
 * sealed with SECRETS_KEY like the payment credentials, and the number or Messaging Service it
 * sends from. Without a row, texts go through the deployment's account (TWILIO_*) or stay in the
 * outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_sms_account')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('company.id').onDelete('cascade'),
    )
    .addColumn('account_sid', 'text', (c) => c.notNull())
    .addColumn('auth_token', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_sms_account').execute();
}
