import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('domain_name', 'text', (c) => c.unique())
    .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('secondary_text_color', 'text', (c) => c.notNull().defaultTo('#595959'))
    .addColumn('background_color', 'text', (c) => c.notNull().defaultTo('#ffffff'))
    .addColumn('main_font_color', 'text', (c) => c.notNull().defaultTo('#1a1a1a'))
    .addColumn('heading_font_color', 'text', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('tertiary_color', 'text', (c) => c.notNull().defaultTo('#f2f2f2'))
    .addColumn('background_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('call_to_action_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tag_manager_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('support_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('support_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('general_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website_booking_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('privacy_policy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terms_and_conditions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rental_agreement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_create_account_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_billing_address_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_street_address_check', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('auto_payment_enabled_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('config_la_pay_incremental_auth_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reservation_creation_lead_time_minutes', 'integer')
    .addColumn('reservation_modification_lead_time_minutes', 'integer')
    .addColumn('reservation_cancellation_lead_time_minutes', 'integer')
    .addColumn('max_stops', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('is_payment_gateways_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('company_id_format', sql`id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'`)
    .addCheckConstraint(
      'company_lead_times_non_negative',
      sql`
      coalesce(reservation_creation_lead_time_minutes, 0) >= 0
      and coalesce(reservation_modification_lead_time_minutes, 0) >= 0
      and coalesce(reservation_cancellation_lead_time_minutes, 0) >= 0`,
    )
    .execute();

  await db.schema
    .createTable('service_type')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('service_type_company_name', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('payment_gateway')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('parameter1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parameter2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parameter3', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parameter4', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('payment_gateway_one_default')
    .on('payment_gateway')
    .column('company_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();

  await db.schema
    .createTable('company_asset')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_asset_pk', ['company_id', 'name'])
    .execute();
}
