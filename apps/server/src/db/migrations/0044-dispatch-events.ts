import { sql, type Kysely } from 'kysely';

/**
 * Live dispatch events (decision 62): `dispatch_event`, one row per change of a ride that the
 * dispatcher's board shows, written by triggers on reservation and payment_ledger so that every
 * write path records it in its own transaction, whether or not its process lives to announce it.
 * A board that reconnects asks for the rides changed after the last event id it saw. Rows are
 * purged after a day (modules/maintenance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dispatch_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await sql`create index dispatch_event_company on dispatch_event (company_id, id)`.execute(db);
  await sql`create index dispatch_event_ride on dispatch_event (reservation_id, id)`.execute(db);
  await sql`create index dispatch_event_created on dispatch_event (created_at)`.execute(db);

  // Reservation rows name the ride `id`, ledger rows `reservation_id`: one function each.
  await sql`
    create function dispatch_event_for_reservation() returns trigger language plpgsql as $$
    begin
      insert into dispatch_event (company_id, reservation_id) values (new.company_id, new.id);
      return null;
    end;
    $$`.execute(db);
  await sql`
    create function dispatch_event_for_ledger() returns trigger language plpgsql as $$
    begin
      insert into dispatch_event (company_id, reservation_id)
      values (new.company_id, new.reservation_id);
      return null;
    end;
    $$`.execute(db);
  // What the board shows of a ride: its status, time, route, vehicle type, rider, passengers,
  // assignment and amounts (money states come from the ledger's own trigger).
  await sql`
    create trigger dispatch_event_reservation_insert after insert on reservation
    for each row execute function dispatch_event_for_reservation()`.execute(db);
  await sql`
    create trigger dispatch_event_reservation_update after update of
      status, driver_id, fleet_vehicle_id, scheduled_pickup_at, route, duration_seconds,
      trip_duration_seconds, service_type_id, vehicle_type_id, passenger_count,
      passenger_first_name, passenger_last_name, account_user_id, total_minor, tip_minor, rating
    on reservation
    for each row
    when (
      old.status is distinct from new.status
      or old.driver_id is distinct from new.driver_id
      or old.fleet_vehicle_id is distinct from new.fleet_vehicle_id
      or old.scheduled_pickup_at is distinct from new.scheduled_pickup_at
      or old.route::text is distinct from new.route::text
      or old.duration_seconds is distinct from new.duration_seconds
      or old.trip_duration_seconds is distinct from new.trip_duration_seconds
      or old.service_type_id is distinct from new.service_type_id
      or old.vehicle_type_id is distinct from new.vehicle_type_id
      or old.passenger_count is distinct from new.passenger_count
      or old.passenger_first_name is distinct from new.passenger_first_name
      or old.passenger_last_name is distinct from new.passenger_last_name
      or old.account_user_id is distinct from new.account_user_id
      or old.total_minor is distinct from new.total_minor
      or old.tip_minor is distinct from new.tip_minor
      or old.rating is distinct from new.rating
    )
    execute function dispatch_event_for_reservation()`.execute(db);
  await sql`
    create trigger dispatch_event_ledger_insert after insert on payment_ledger
    for each row execute function dispatch_event_for_ledger()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger dispatch_event_ledger_insert on payment_ledger`.execute(db);
  await sql`drop trigger dispatch_event_reservation_update on reservation`.execute(db);
  await sql`drop trigger dispatch_event_reservation_insert on reservation`.execute(db);
  await sql`drop function dispatch_event_for_ledger()`.execute(db);
  await sql`drop function dispatch_event_for_reservation()`.execute(db);
  await db.schema.dropTable('dispatch_event').execute();
}
