import { sql, type Kysely } from 'kysely';

/**
 * Airport pickups that follow their flight (decision 88):
 * - `ride_flight`, one row per airport-arrival ride whose flight was looked up: what the flight
 *   status port last said (scheduled and expected landing, the landing itself, its state), when it
 *   was asked, the pickup the ride was booked for, and when a diversion or cancellation was raised.
 *   A trigger writes a dispatch event on each change the board shows, as reservation rows do
 *   (migration 0044).
 * - `flight_call_budget`: the provider calls spent per company and UTC day, claimed before each
 *   call, so that several server processes together never spend more than the company allows.
 * - `company.flight_curbside_minutes` and `company.flight_inside_minutes`: the pickup after the
 *   landing for a curbside and a meet-and-greet pickup; `company.flight_daily_calls`: the budget.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('flight_curbside_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(15)
        .check(sql`flight_curbside_minutes between 0 and 180`),
    )
    .addColumn('flight_inside_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`flight_inside_minutes between 0 and 180`),
    )
    .addColumn('flight_daily_calls', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(500)
        .check(sql`flight_daily_calls between 0 and 100000`),
    )
    .execute();
  await db.schema
    .createTable('ride_flight')
    .addColumn('reservation_id', 'uuid', (c) =>
      c.primaryKey().references('reservation.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('flight_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('SCHEDULED', 'EN_ROUTE', 'DELAYED', 'LANDED', 'DIVERTED', 'CANCELLED', 'UNKNOWN')`,
        ),
    )
    .addColumn('scheduled_arrival_at', 'timestamptz')
    .addColumn('expected_arrival_at', 'timestamptz')
    .addColumn('landed_at', 'timestamptz')
    .addColumn('booked_pickup_at', 'timestamptz', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('alerted_at', 'timestamptz')
    .execute();
  await sql`create index ride_flight_company on ride_flight (company_id)`.execute(db);
  await db.schema
    .createTable('flight_call_budget')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('flight_call_budget_pk', ['company_id', 'day'])
    .execute();
  await sql`
    create function dispatch_event_for_ride_flight() returns trigger language plpgsql as $$
    begin
      insert into dispatch_event (company_id, reservation_id)
      values (new.company_id, new.reservation_id);
      return null;
    end;
    $$`.execute(db);
  await sql`
    create trigger dispatch_event_ride_flight after insert or update of
      status, expected_arrival_at, landed_at
    on ride_flight
    for each row execute function dispatch_event_for_ride_flight()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger dispatch_event_ride_flight on ride_flight`.execute(db);
  await sql`drop function dispatch_event_for_ride_flight()`.execute(db);
  await db.schema.dropTable('flight_call_budget').execute();
  await db.schema.dropTable('ride_flight').execute();
  await db.schema
    .alterTable('company')
    .dropColumn('flight_curbside_minutes')
    .dropColumn('flight_inside_minutes')
    .dropColumn('flight_daily_calls')
    .execute();
}
