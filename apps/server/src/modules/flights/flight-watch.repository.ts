import { sql, type Selectable } from 'kysely';
import type { FlightStatus } from '../../adapters/flights/index.ts';
import type { Db } from '../../db/database.ts';
import type { RideFlightTable } from './flights.tables.ts';

/** Statuses in which the pickup may still follow the flight: booked, not yet driven to. */
export const FOLLOWING_STATUSES = [
  'UNDEFINED',
  'CREATED',
  'BOOKED',
  'ASSIGNED',
  'OFFERED',
  'OFFERED_TO_DRIVER',
  'REOPENED',
  'UNASSIGNED',
] as const;

/**
 * Airport-arrival rides to look up now: booked with a flight, picked up at an airport within the
 * next 24 hours (or up to 3 hours late), in a status that still follows the flight, and not
 * looked up within `everyMs` (never, for a new one). Oldest looked-up first.
 */
export function findRidesToWatch(db: Db, now: Date, everyMs: number, limit: number) {
  const horizon = new Date(now.getTime() + 24 * 3_600_000);
  const late = new Date(now.getTime() - 3 * 3_600_000);
  const staleBefore = new Date(now.getTime() - everyMs);
  return db
    .selectFrom('reservation as r')
    .innerJoin('company as c', 'c.id', 'r.company_id')
    .leftJoin('ride_flight as f', 'f.reservation_id', 'r.id')
    .where('r.flight_details', 'is not', null)
    .where(sql<boolean>`r.route -> 0 ->> 'type' = 'AIRPORT'`)
    .where('r.status', 'in', FOLLOWING_STATUSES)
    .where('r.scheduled_pickup_at', '<=', horizon)
    .where('r.scheduled_pickup_at', '>=', late)
    .where((eb) => eb.or([eb('f.checked_at', 'is', null), eb('f.checked_at', '<', staleBefore)]))
    .select([
      'r.id',
      'r.company_id',
      'r.scheduled_pickup_at',
      'r.flight_details',
      sql<string | null>`r.route -> 0 ->> 'airportCode'`.as('airport_code'),
      'c.flight_curbside_minutes',
      'c.flight_inside_minutes',
      'c.flight_daily_calls',
      'f.booked_pickup_at',
      'f.alerted_at',
      'f.status as flight_status',
      'f.expected_arrival_at',
      'f.landed_at',
    ])
    .orderBy(sql`f.checked_at nulls first`)
    .orderBy('r.scheduled_pickup_at')
    .limit(limit)
    .execute();
}

export type RideToWatch = Awaited<ReturnType<typeof findRidesToWatch>>[number];

/**
 * Takes one provider call from the company's budget for the UTC day of `now`: false when the
 * budget is spent. One statement, so processes watching at once never spend more than it.
 */
export async function spendFlightCall(
  db: Db,
  companyId: string,
  budget: number,
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const row = await db
    .insertInto('flight_call_budget')
    .values({ company_id: companyId, day, calls: 1 })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'day'])
        .doUpdateSet({ calls: sql`flight_call_budget.calls + 1` })
        .where('flight_call_budget.calls', '<', budget),
    )
    .returning('calls')
    .executeTakeFirst();
  return row !== undefined && row.calls <= budget;
}

/**
 * Claims a ride's look-up for this pass: its `checked_at` set to now unless another process did
 * so since it was read. False: someone else looks it up.
 */
export async function claimLookUp(
  db: Db,
  ride: RideToWatch,
  flightCode: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - everyMs);
  const claimed = await db
    .insertInto('ride_flight')
    .values({
      reservation_id: ride.id,
      company_id: ride.company_id,
      flight_code: flightCode,
      status: 'UNKNOWN',
      booked_pickup_at: ride.scheduled_pickup_at,
      checked_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('reservation_id')
        .doUpdateSet({ checked_at: now, flight_code: flightCode })
        .where('ride_flight.checked_at', '<', staleBefore),
    )
    .returning('reservation_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The flight rows of these rides, by ride id. */
export async function findRideFlights(
  db: Db,
  reservationIds: readonly string[],
): Promise<Map<string, Selectable<RideFlightTable>>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ride_flight')
    .selectAll()
    .where('reservation_id', 'in', reservationIds)
    .execute();
  return new Map(rows.map((row) => [row.reservation_id, row]));
}

/** Keeps what the provider said of a ride's flight; `alertedAt` marks the alert raised now. */
export async function saveFlightStatus(
  db: Db,
  reservationId: string,
  status: FlightStatus,
  alertedAt: Date | null,
): Promise<void> {
  await db
    .updateTable('ride_flight')
    .set({
      status: status.state,
      scheduled_arrival_at: status.scheduledArrival,
      expected_arrival_at: status.expectedArrival,
      landed_at: status.landedAt,
      ...(alertedAt ? { alerted_at: alertedAt } : {}),
    })
    .where('reservation_id', '=', reservationId)
    .execute();
}

/**
 * Moves a ride's pickup while it still follows its flight and is at the pickup read (a concurrent
 * edit wins); false when it was not moved. The assignment's exclusion constraint may refuse it.
 */
export async function moveRidePickup(
  trx: Db,
  ride: RideToWatch,
  to: Date,
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('reservation')
    .set({ scheduled_pickup_at: to, updated_at: now })
    .where('id', '=', ride.id)
    .where('company_id', '=', ride.company_id)
    .where('status', 'in', FOLLOWING_STATUSES)
    .where('scheduled_pickup_at', '=', ride.scheduled_pickup_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
