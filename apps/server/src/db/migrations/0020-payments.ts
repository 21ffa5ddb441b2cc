import { sql, type Kysely } from 'kysely';

/**
 * Saved cards, and the sandbox gateway's own store (decision 27). A saved card holds the gateway's
 * token and what the app shows (brand, last four digits, expiry, name): never a card number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_gateway')
    .addUniqueConstraint('payment_gateway_company_id_id', ['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('saved_card')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('account_user_id', 'uuid', (c) => c.notNull())
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('hosted_payments_account_id', 'text')
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('last_digits', 'text', (c) => c.notNull().check(sql`last_digits ~ '^[0-9]{4}$'`))
    .addColumn('expiry_month', 'integer', (c) =>
      c.notNull().check(sql`expiry_month between 1 and 12`),
    )
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('name_on_card', 'text', (c) => c.notNull())
    .addColumn('billing_line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_state_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addUniqueConstraint('saved_card_company_id_id', ['company_id', 'id'])
    .addForeignKeyConstraint(
      'saved_card_account',
      ['company_id', 'account_user_id'],
      'account_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'saved_card_gateway',
      ['company_id', 'payment_gateway_id'],
      'payment_gateway',
      ['company_id', 'id'],
    )
    .execute();
  await db.schema
    .createIndex('saved_card_owner')
    .on('saved_card')
    .columns(['company_id', 'account_user_id', 'created_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  // A rider's customer at the card-token gateway (Stripe), made the first time they save a card.
  await db.schema
    .createTable('gateway_customer')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('account_user_id', 'uuid', (c) => c.notNull())
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_customer_pk', [
      'company_id',
      'account_user_id',
      'payment_gateway_id',
    ])
    .addForeignKeyConstraint(
      'gateway_customer_account',
      ['company_id', 'account_user_id'],
      'account_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // A guest's customer at the card-token gateway, theirs for as long as the human check pass it
  // was made with: only that pass may set a card up on it or book with it.
  await db.schema
    .createTable('guest_gateway_customer')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('pass_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_gateway_customer_pk', ['company_id', 'customer_id'])
    .execute();

  // The sandbox gateway's own records: the keys its hosted fields load with, the cards it holds
  // (brand, last four, expiry and the test behaviour of the number: never the number) and holds.
  await db.schema
    .createTable('sandbox_auth_key')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('anti_forgery_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_card')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('last_digits', 'text', (c) => c.notNull())
    .addColumn('expiry_month', 'integer', (c) => c.notNull())
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('anti_forgery_token', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sandbox_hold')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'voided', 'captured')`),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Human check solutions already used (each passes once), kept until they would expire anyway.
  await db.schema
    .createTable('human_check_spent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
