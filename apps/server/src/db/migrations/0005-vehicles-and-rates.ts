import { sql, type Kysely } from 'kysely';

/**
 * Vehicle types, their rate cards and promo codes, per company. Amounts are integer minor units
 * of the company currency; percentages are millipercent (8.875% = 8875).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_type')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('passenger_capacity', 'integer', (c) => c.notNull())
    .addColumn('luggage_capacity', 'integer', (c) => c.notNull())
    .addColumn('child_seat_capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_accessible', 'boolean', (c) => c.notNull().defaultTo(false))
    // Name of the company_asset holding the picture, served at /{coid}/brand/{name}.
    .addColumn('image_asset', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('vehicle_type_company_name', ['company_id', 'name'])
    .addUniqueConstraint('vehicle_type_company_id_id', ['company_id', 'id'])
    .addCheckConstraint(
      'vehicle_type_capacities',
      sql`passenger_capacity > 0 and luggage_capacity >= 0 and child_seat_capacity >= 0`,
    )
    .execute();

  await db.schema
    .createTable('vehicle_rate')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('base_fare', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_mile', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_minute', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hourly_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hourly_minimum_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('airport_pickup_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('airport_dropoff_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stop_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('child_seat_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gratuity_millipercent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_millipercent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vehicle_rate_pk', ['company_id', 'vehicle_type_id'])
    // The composite key keeps a rate card in its vehicle type's company.
    .addForeignKeyConstraint(
      'vehicle_rate_vehicle_type',
      ['company_id', 'vehicle_type_id'],
      'vehicle_type',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint(
      'vehicle_rate_non_negative',
      sql`base_fare >= 0 and per_mile >= 0 and per_minute >= 0 and hourly_rate >= 0
        and hourly_minimum_hours between 0 and 24 and airport_pickup_fee >= 0 and airport_dropoff_fee >= 0
        and stop_fee >= 0 and child_seat_fee >= 0
        and gratuity_millipercent between 0 and 100000 and tax_millipercent between 0 and 100000`,
    )
    .execute();

  await db.schema
    .createTable('promo_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent_millipercent', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('promo_code_company_code', ['company_id', 'code'])
    // Codes are stored upper-case and trimmed; lookups normalise what the rider typed the same way.
    .addCheckConstraint('promo_code_normalised', sql`code = upper(btrim(code)) and code <> ''`)
    .addCheckConstraint(
      'promo_code_kind',
      sql`(kind = 'percent' and percent_millipercent between 1 and 100000 and amount is null)
        or (kind = 'fixed' and amount > 0 and percent_millipercent is null)`,
    )
    .addCheckConstraint('promo_code_window', sql`valid_until is null or valid_until > valid_from`)
    .execute();
}
