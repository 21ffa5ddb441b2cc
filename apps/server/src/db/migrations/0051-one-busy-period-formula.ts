import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Migration 0042's trigger function with the period it stores given: unchanged but for that.
 */
function assignmentPeriodTrigger(period: RawBuilder<unknown>) {
  return sql`
    create or replace function reservation_assignment_period() returns trigger language plpgsql as $$
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
      new.assignment_period := ${period};
      return new;
    end $$`;
}

/** The busy period as the trigger wrote it until now (migration 0042). */
const PERIOD_0042 = sql`tstzrange(
  new.scheduled_pickup_at,
  new.scheduled_pickup_at
    + make_interval(secs => greatest(new.trip_duration_seconds, coalesce(new.duration_seconds, 0)))
    + make_interval(mins => coalesce(buffer_minutes, 0)),
  '[)'
)`;

const PERIOD_0051 = sql`ride_busy_period(
  new.scheduled_pickup_at, new.trip_duration_seconds, new.duration_seconds, buffer_minutes
)`;

/**
 * The busy period of a ride in one place: `ride_busy_period`, which the assignment trigger of
 * migration 0042 stores and the dispatch repository asks of a ride not yet assigned (its clash and
 * its free drivers). From the pickup for the longer of the trip's driving time and the booked
 * duration (hourly rides), plus the company's dispatch buffer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ride_busy_period(
      pickup_at timestamptz,
      trip_seconds integer,
      booked_seconds integer,
      buffer_minutes integer
    ) returns tstzrange language sql immutable as $$
      select tstzrange(
        pickup_at,
        pickup_at
          + make_interval(secs => greatest(trip_seconds, coalesce(booked_seconds, 0)))
          + make_interval(mins => coalesce(buffer_minutes, 0)),
        '[)'
      )
    $$`.execute(db);
  await assignmentPeriodTrigger(PERIOD_0051).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await assignmentPeriodTrigger(PERIOD_0042).execute(db);
  await sql`drop function ride_busy_period(timestamptz, integer, integer, integer)`.execute(db);
}
