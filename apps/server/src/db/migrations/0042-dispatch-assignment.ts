import { sql, type Kysely } from 'kysely';

/**
 * Dispatch assignment (decision 59): a company's buffer between rides, and a ride's busy period
 * while a driver or a fleet vehicle is assigned, [pickup, estimated drop-off + buffer). A trigger
 * keeps the period in step with the ride on every write (a dispatcher's assignment, a driver taking
 * an open ride, a new pickup time, a status that ends the ride), and two exclusion constraints
 * refuse a driver or a vehicle with overlapping periods: two dispatchers assigning at once cannot
 * double-book, whichever server process they reach.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .alterTable('company')
    .addColumn('dispatch_buffer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`dispatch_buffer_minutes between 0 and 240`),
    )
    .execute();

  await db.schema
    .alterTable('reservation')
    .addColumn('assignment_period', sql`tstzrange`)
    .execute();

  // The statuses in which a ride still occupies its driver and vehicle: scheduled or under way
  // (the domain's status table); a finished, cancelled or unknown status frees them.
  await sql`
    create function reservation_assignment_period() returns trigger language plpgsql as $$
    declare
      buffer_minutes integer;
    begin
      if (new.driver_id is null and new.fleet_vehicle_id is null) or new.status not in (
        'UNDEFINED', 'ASSIGNED', 'CREATED', 'OFFERED', 'OFFERED_TO_DRIVER', 'REOPENED',
        'UNASSIGNED', 'BOOKED', 'OFFERED_TO_AFFILIATE', 'AFFILIATE_IS_ASSIGNED',
        'AFFILIATE_DRIVER_IS_ASSIGNED', 'DRIVER_IS_AT_PICKUP', 'DRIVER_IS_CIRCLING',
        'AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP', 'DRIVER_IS_ON_THE_WAY',
        'AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP', 'DRIVER_IS_WAITING_AT_PICKUP',
        'AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP', 'DRIVER_IS_WAITING_FOR_PASSENGER',
        'DRIVING_PASSENGER', 'AFFILIATE_DRIVER_IS_ENROUTE', 'AFFILIATE_DRIVER_IS_WAITING_AT_STOP',
        'DRIVER_IS_WAITING_AT_STOP'
      ) then
        new.assignment_period := null;
        return new;
      end if;
      -- The buffer is read when the assignment (or the ride) changes; a later change of the
      -- company's buffer applies to rides assigned or changed after it.
      if tg_op = 'UPDATE' and old.assignment_period is not null
        and new.driver_id is not distinct from old.driver_id
        and new.fleet_vehicle_id is not distinct from old.fleet_vehicle_id
        and new.scheduled_pickup_at = old.scheduled_pickup_at
        and new.trip_duration_seconds = old.trip_duration_seconds
        and new.duration_seconds is not distinct from old.duration_seconds then
        new.assignment_period := old.assignment_period;
        return new;
      end if;
      select dispatch_buffer_minutes into buffer_minutes from company where id = new.company_id;
      new.assignment_period := tstzrange(
        new.scheduled_pickup_at,
        new.scheduled_pickup_at
          + make_interval(secs => greatest(new.trip_duration_seconds, coalesce(new.duration_seconds, 0)))
          + make_interval(mins => coalesce(buffer_minutes, 0)),
        '[)'
      );
      return new;
    end $$`.execute(db);
  await sql`
    create trigger reservation_assignment_period before insert or update on reservation
    for each row execute function reservation_assignment_period()`.execute(db);
  // Rides already assigned (drivers who took open rides) get their period now.
  await sql`update reservation set driver_id = driver_id
    where driver_id is not null or fleet_vehicle_id is not null`.execute(db);

  await sql`
    alter table reservation add constraint reservation_driver_no_overlap
    exclude using gist (company_id with =, driver_id with =, assignment_period with &&)
    where (driver_id is not null and assignment_period is not null)`.execute(db);
  await sql`
    alter table reservation add constraint reservation_vehicle_no_overlap
    exclude using gist (company_id with =, fleet_vehicle_id with =, assignment_period with &&)
    where (fleet_vehicle_id is not null and assignment_period is not null)`.execute(db);
}
