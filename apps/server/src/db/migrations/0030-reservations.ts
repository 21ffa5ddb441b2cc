import { sql, type Kysely } from 'kysely';

/**
 * Reservations (decision 28): the trip as booked and priced by the server, who rides, how it is
 * paid, and the holds on the card. Confirmation numbers count up per company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_counter')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_counter_pk', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('reservation')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('confirmation_number', 'text', (c) => c.notNull())
    .addColumn('account_user_id', 'uuid')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('BOOKED'))
    .addColumn('service_type_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('scheduled_pickup_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('route', 'jsonb', (c) => c.notNull())
    .addColumn('passenger_count', 'integer', (c) => c.notNull())
    .addColumn('luggage_count', 'integer', (c) => c.notNull())
    .addColumn('infant_seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('toddler_seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booster_seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requires_accessibility', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flight_details', 'jsonb')
    .addColumn('driver_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('promo_code', 'text')
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull().check(sql`total_minor >= 0`))
    .addColumn('rate_lines', 'jsonb', (c) => c.notNull())
    .addColumn('trip_distance_meters', 'integer', (c) => c.notNull())
    .addColumn('trip_duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('is_guest', 'boolean', (c) => c.notNull())
    .addColumn('passenger_first_name', 'text', (c) => c.notNull())
    .addColumn('passenger_last_name', 'text', (c) => c.notNull())
    .addColumn('passenger_email', 'text', (c) => c.notNull())
    .addColumn('passenger_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('CreditCard'))
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('saved_card_id', 'uuid')
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last_digits', 'text', (c) => c.notNull())
    .addColumn('card_name', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text', (c) => c.notNull())
    .addColumn('card_customer_id', 'text')
    // The secret of a shared link that opens this one ride without signing in (the rides issue).
    .addColumn('share_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reservation_confirmation_number', ['company_id', 'confirmation_number'])
    .addUniqueConstraint('reservation_company_id_id', ['company_id', 'id'])
    .addForeignKeyConstraint(
      'reservation_account',
      ['company_id', 'account_user_id'],
      'account_user',
      ['company_id', 'id'],
    )
    .addForeignKeyConstraint(
      'reservation_vehicle_type',
      ['company_id', 'vehicle_type_id'],
      'vehicle_type',
      ['company_id', 'id'],
    )
    .addCheckConstraint('reservation_passengers', sql`passenger_count between 1 and 100`)
    .execute();
  await db.schema
    .createIndex('reservation_rider_pickup')
    .on('reservation')
    .columns(['company_id', 'account_user_id', 'scheduled_pickup_at'])
    .execute();

  await db.schema
    .createTable('payment_hold')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('payment_gateway_id', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'voided', 'captured')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'payment_hold_reservation',
      ['company_id', 'reservation_id'],
      'reservation',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('payment_hold_reservation')
    .on('payment_hold')
    .columns(['company_id', 'reservation_id'])
    .execute();
}
