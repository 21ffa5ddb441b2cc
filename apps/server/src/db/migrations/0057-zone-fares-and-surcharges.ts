import { sql, type Kysely } from 'kysely';

/**
 * Rates operators use (decision 86): named zones with flat fares between them per vehicle type,
 * night and holiday surcharges, a minimum fare and a waiting rate per vehicle type, and the
 * waiting a ride records (DRIVER_IS_AT_PICKUP until DRIVING_PASSENGER).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_zone')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // [[latitude, longitude], …], 3 to 200 points, as the service area's polygon.
    .addColumn('points', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pricing_zone_company_name', ['company_id', 'name'])
    .addUniqueConstraint('pricing_zone_company_id_id', ['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('zone_fare')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('from_zone_id', 'integer', (c) => c.notNull())
    .addColumn('to_zone_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('is_one_way', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('zone_fare_one_per_direction', [
      'company_id',
      'vehicle_type_id',
      'from_zone_id',
      'to_zone_id',
    ])
    // Composite keys keep a fare, its zones and its vehicle type in one company.
    .addForeignKeyConstraint(
      'zone_fare_vehicle_type',
      ['company_id', 'vehicle_type_id'],
      'vehicle_type',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'zone_fare_from_zone',
      ['company_id', 'from_zone_id'],
      'pricing_zone',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'zone_fare_to_zone',
      ['company_id', 'to_zone_id'],
      'pricing_zone',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('zone_fare_amount', sql`amount >= 0`)
    .execute();

  await db.schema
    .createTable('price_surcharge')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Night: minutes of the company's day, [start, end), crossing midnight when end <= start.
    .addColumn('start_minute', 'integer')
    .addColumn('end_minute', 'integer')
    // Holiday: "YYYY-MM-DD" in the company's time zone.
    .addColumn('holiday_date', 'text')
    .addColumn('millipercent', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'price_surcharge_shape',
      sql`(kind = 'night' and start_minute between 0 and 1439 and end_minute between 0 and 1439
           and holiday_date is null)
        or (kind = 'holiday' and holiday_date ~ '^\\d{4}-\\d{2}-\\d{2}$'
           and start_minute is null and end_minute is null)`,
    )
    .addCheckConstraint(
      'price_surcharge_terms',
      sql`(millipercent between 0 and 100000 and amount is null)
        or (amount >= 0 and millipercent is null)`,
    )
    .execute();

  await db.schema
    .alterTable('vehicle_rate')
    .addColumn('minimum_fare', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting_per_minute', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vehicle_rate')
    .addCheckConstraint(
      'vehicle_rate_minimum_and_waiting',
      sql`minimum_fare >= 0 and waiting_per_minute >= 0`,
    )
    .execute();
  // Billed waiting, once the ride recorded it: null until the driver sets off with the rider.
  await db.schema.alterTable('reservation').addColumn('waiting_seconds', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation').dropColumn('waiting_seconds').execute();
  await db.schema
    .alterTable('vehicle_rate')
    .dropConstraint('vehicle_rate_minimum_and_waiting')
    .execute();
  await db.schema
    .alterTable('vehicle_rate')
    .dropColumn('minimum_fare')
    .dropColumn('waiting_per_minute')
    .execute();
  await db.schema.dropTable('price_surcharge').execute();
  await db.schema.dropTable('zone_fare').execute();
  await db.schema.dropTable('pricing_zone').execute();
}
