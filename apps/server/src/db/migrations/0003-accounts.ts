import { sql, type Kysely } from 'kysely';

/** Rider accounts, their sessions (refresh-token families) and password reset tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_user')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('ACCOUNT_USER'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_state_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_country_code', 'text', (c) => c.notNull().defaultTo(''))
    // Ids of rows the payments module owns; it adds the foreign keys when its tables exist.
    .addColumn('default_credit_card_id', 'text')
    .addColumn('default_payment_type_id', 'text')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('account_user_type', sql`user_type in ('ACCOUNT_USER')`)
    .addCheckConstraint('account_user_email_trimmed', sql`email = btrim(email) and email <> ''`)
    // Tenancy: (company_id, id) is the key other company tables reference.
    .addUniqueConstraint('account_user_company_id_id', ['company_id', 'id'])
    .execute();
  // One account per address per company, whatever the case the rider typed it in.
  await sql`create unique index account_user_company_email on account_user (company_id, lower(email))`.execute(
    db,
  );

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('account_user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addForeignKeyConstraint(
      'auth_session_account',
      ['company_id', 'account_user_id'],
      'account_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('auth_session_account')
    .on('auth_session')
    .columns(['company_id', 'account_user_id'])
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('auth_session.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('replaced_by_id', 'uuid', (c) =>
      c.references('refresh_token.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('refresh_token_session')
    .on('refresh_token')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('account_user_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addForeignKeyConstraint(
      'password_reset_token_account',
      ['company_id', 'account_user_id'],
      'account_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('password_reset_token_account')
    .on('password_reset_token')
    .columns(['company_id', 'account_user_id'])
    .execute();
}
