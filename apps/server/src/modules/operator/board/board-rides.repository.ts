import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { LedgerKind } from '../money/index.ts';
import type { BoardRide } from './board-rides.ts';

type Executor = Kysely<Database>;

/** The assigned driver as the AssignedDriver type, or null. */
const driverOf = sql<BoardRide['driver']>`(
  select json_build_object('id', d.id, 'firstName', d.first_name, 'lastName', d.last_name,
    'email', d.email)
  from staff_user d where d.company_id = r.company_id and d.id = r.driver_id)`;

/** The assigned fleet vehicle as the FleetVehicle type, or null. */
const fleetVehicleOf = sql<BoardRide['fleetVehicle']>`(
  select json_build_object('id', v.id, 'licensePlate', v.license_plate, 'make', v.make,
    'model', v.model, 'color', v.color, 'vehicleTypeId', v.vehicle_type_id,
    'vehicleTypeName', vt.name, 'passengerCapacity', v.passenger_capacity,
    'isActive', v.is_active)
  from fleet_vehicle v
  join vehicle_type vt on vt.company_id = v.company_id and vt.id = v.vehicle_type_id
  where v.company_id = r.company_id and v.id = r.fleet_vehicle_id)`;

/** The account holder's full name; null for a guest. */
const accountNameOf = sql<string | null>`(
  select a.first_name || ' ' || a.last_name
  from account_user a where a.company_id = r.company_id and a.id = r.account_user_id)`;

/** The ledger's movements summed by kind (one aggregate over the ledger's reservation index). */
const ledgerSumsOf = sql<Record<LedgerKind, number>>`(
  select json_build_object(
    'authorised', coalesce(sum(l.amount_minor) filter (where l.kind = 'authorised'), 0),
    'captured', coalesce(sum(l.amount_minor) filter (where l.kind = 'captured'), 0),
    'voided', coalesce(sum(l.amount_minor) filter (where l.kind = 'voided'), 0),
    'refunded', coalesce(sum(l.amount_minor) filter (where l.kind = 'refunded'), 0))
  from payment_ledger l where l.company_id = r.company_id and l.reservation_id = r.id)`;

/**
 * The board's columns of the given rides. The names, the driver, the vehicle and the ledger's
 * sums are scalar subqueries by key rather than joins: the same lookups, but PostgreSQL plans
 * them one by one instead of searching the join orders of eight tables, which took longer than
 * running them.
 */
function boardRideQuery(db: Executor, companyId: string, ids: readonly string[]) {
  return (
    db
      .selectFrom('reservation as r')
      .select([
        'r.id',
        'r.confirmation_number',
        'r.status',
        'r.scheduled_pickup_at',
        sql<Date>`r.scheduled_pickup_at + make_interval(secs => greatest(r.trip_duration_seconds, coalesce(r.duration_seconds, 0)))`.as(
          'dropoff_at',
        ),
        sql<string>`(select s.name from service_type s where s.company_id = r.company_id and s.id = r.service_type_id)`.as(
          'service_type_name',
        ),
        'r.vehicle_type_id',
        sql<string>`(select t.name from vehicle_type t where t.company_id = r.company_id and t.id = r.vehicle_type_id)`.as(
          'vehicle_type_name',
        ),
        accountNameOf.as('account_name'),
        'r.passenger_first_name',
        'r.passenger_last_name',
        'r.passenger_count',
        'r.route',
        driverOf.as('driver'),
        fleetVehicleOf.as('fleet_vehicle'),
        'r.total_minor',
        'r.currency_code',
        'r.updated_at',
        ledgerSumsOf.as('ledger'),
      ])
      .where('r.company_id', '=', companyId)
      // One array parameter: the same statement for every page size.
      .where(sql<boolean>`r.id = any(${[...ids]}::uuid[])`)
  );
}

export type BoardRideRow = Awaited<
  ReturnType<ReturnType<typeof boardRideQuery>['execute']>
>[number];

/** The board rows of the company's rides with these ids (uuids), in no particular order. */
export function findBoardRideRows(db: Executor, companyId: string, ids: readonly string[]) {
  return boardRideQuery(db, companyId, ids).execute();
}

/** The ride's latest event id as text (the live events' cursor), null when it has none. */
const latestEventIdOf = sql<string | null>`(
  select max(e.id)::text from dispatch_event e
  where e.company_id = r.company_id and e.reservation_id = r.id)`;

/** The same rows, each with its ride's latest event id (`cursor`), in one statement. */
export function findBoardRideRowsWithCursor(
  db: Executor,
  companyId: string,
  ids: readonly string[],
) {
  return boardRideQuery(db, companyId, ids).select(latestEventIdOf.as('cursor')).execute();
}
