import { sql, type Kysely } from 'kysely';

/**
 * Company users (staff: admin, dispatcher, driver) with sessions of the riders' kind, the fleet's
 * vehicles, a ride's assigned driver and vehicle, its status history, the drivers' latest
 * positions and the rider's tip and rating after the ride (decision 45).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('admin', 'dispatcher', 'driver')`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_pic', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('staff_user_email_trimmed', sql`email = btrim(email) and email <> ''`)
    .addUniqueConstraint('staff_user_company_id_id', ['company_id', 'id'])
    .execute();
  await sql`create unique index staff_user_company_email on staff_user (company_id, lower(email))`.execute(
    db,
  );

  // A session belongs to a rider or to a staff user, never both.
  await db.schema
    .alterTable('auth_session')
    .alterColumn('account_user_id', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('auth_session').addColumn('staff_user_id', 'uuid').execute();
  await db.schema
    .alterTable('auth_session')
    .addForeignKeyConstraint(
      'auth_session_staff',
      ['company_id', 'staff_user_id'],
      'staff_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('auth_session')
    .addCheckConstraint(
      'auth_session_one_user',
      sql`(account_user_id is null) <> (staff_user_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('auth_session_staff')
    .on('auth_session')
    .columns(['company_id', 'staff_user_id'])
    .where(sql.ref('staff_user_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('fleet_vehicle')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('license_plate', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('passenger_capacity', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('fleet_vehicle_company_id_id', ['company_id', 'id'])
    .addUniqueConstraint('fleet_vehicle_plate', ['company_id', 'license_plate'])
    .addForeignKeyConstraint(
      'fleet_vehicle_type',
      ['company_id', 'vehicle_type_id'],
      'vehicle_type',
      ['company_id', 'id'],
    )
    .execute();

  await db.schema
    .alterTable('reservation')
    .addColumn('driver_id', 'uuid')
    .addColumn('fleet_vehicle_id', 'uuid')
    .addColumn('tip_minor', 'integer', (c) => c.check(sql`tip_minor >= 0`))
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('feedback_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('reservation')
    .addForeignKeyConstraint('reservation_driver', ['company_id', 'driver_id'], 'staff_user', [
      'company_id',
      'id',
    ])
    .execute();
  await db.schema
    .alterTable('reservation')
    .addForeignKeyConstraint(
      'reservation_fleet_vehicle',
      ['company_id', 'fleet_vehicle_id'],
      'fleet_vehicle',
      ['company_id', 'id'],
    )
    .execute();
  // A driver's own rides, by pickup time.
  await db.schema
    .createIndex('reservation_driver_pickup')
    .on('reservation')
    .columns(['company_id', 'driver_id', 'scheduled_pickup_at'])
    .where(sql.ref('driver_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('reservation_status_change')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'uuid')
    .addColumn('account_user_id', 'uuid')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'reservation_status_change_reservation',
      ['company_id', 'reservation_id'],
      'reservation',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('reservation_status_change_reservation')
    .on('reservation_status_change')
    .columns(['company_id', 'reservation_id', 'changed_at'])
    .execute();

  // Only the latest position of a ride is kept: one row per reservation, replaced in place.
  await db.schema
    .createTable('driver_position')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('staff_user_id', 'uuid', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) =>
      c.notNull().check(sql`latitude between -90 and 90`),
    )
    .addColumn('longitude', 'double precision', (c) =>
      c.notNull().check(sql`longitude between -180 and 180`),
    )
    .addColumn('heading', 'real')
    .addColumn('speed', 'real')
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('eta_seconds', 'integer')
    .addColumn('eta_computed_at', 'timestamptz')
    .addPrimaryKeyConstraint('driver_position_pk', ['company_id', 'reservation_id'])
    .addForeignKeyConstraint(
      'driver_position_reservation',
      ['company_id', 'reservation_id'],
      'reservation',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('driver_position_recorded')
    .on('driver_position')
    .column('recorded_at')
    .execute();

  // Whether a company's drivers may take an unassigned ride themselves (decision 47).
  await db.schema
    .alterTable('company')
    .addColumn('drivers_may_accept_rides', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
