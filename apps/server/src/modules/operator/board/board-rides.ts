import { paymentStateOf, reservationStatusView, type PaymentState } from '@ride/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { BookedStop } from '../../reservations/index.ts';
import type { toFleetVehicle } from '../dispatch/index.ts';
import type { LedgerKind } from '../money/index.ts';

type Executor = Kysely<Database>;

/** One reservation as the dispatcher's board lists it (the BoardRide type of the board SDL). */
export interface BoardRide {
  id: string;
  confirmationNumber: string;
  status: string;
  statusLabel: string;
  pickupAt: string;
  dropoffAt: string;
  serviceTypeName: string;
  vehicleTypeId: number;
  vehicleTypeName: string;
  riderName: string;
  passengerName: string;
  passengerCount: number;
  pickupSummary: string;
  dropoffSummary: string | null;
  driver: { id: string; firstName: string; lastName: string; email: string } | null;
  fleetVehicle: ReturnType<typeof toFleetVehicle> | null;
  totalMinor: number;
  currency: string;
  paymentState: PaymentState;
  updatedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

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

type BoardRideRow = Awaited<ReturnType<ReturnType<typeof boardRideQuery>['execute']>>[number];

// Kept as JSON: PGlite and node-postgres both give it parsed, but be sure.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A stop as one short line: its name, or its first address line. */
const summaryOf = (stop: BookedStop) => stop.name || stop.line1;

const iso = (value: Date | string) => new Date(value).toISOString();

function toBoardRide(row: BoardRideRow): BoardRide {
  const route = json<BookedStop[]>(row.route);
  const [pickup] = route;
  const dropoff = route.length > 1 ? route[route.length - 1] : undefined;
  const passengerName = `${row.passenger_first_name} ${row.passenger_last_name}`.trim();
  const ledger = json<Record<LedgerKind, number> | null>(row.ledger);
  const riderName = row.account_name ?? passengerName;
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    status: row.status,
    statusLabel: reservationStatusView(row.status).label || row.status,
    pickupAt: iso(row.scheduled_pickup_at),
    dropoffAt: iso(row.dropoff_at),
    serviceTypeName: row.service_type_name,
    vehicleTypeId: row.vehicle_type_id,
    vehicleTypeName: row.vehicle_type_name,
    riderName,
    passengerName,
    passengerCount: row.passenger_count,
    pickupSummary: pickup ? summaryOf(pickup) : '',
    dropoffSummary: dropoff ? summaryOf(dropoff) : null,
    driver: json<BoardRide['driver']>(row.driver),
    fleetVehicle: json<BoardRide['fleetVehicle']>(row.fleet_vehicle),
    totalMinor: row.total_minor,
    currency: row.currency_code,
    paymentState: paymentStateOf({
      authorisedMinor: Number(ledger?.authorised ?? 0),
      capturedMinor: Number(ledger?.captured ?? 0),
      voidedMinor: Number(ledger?.voided ?? 0),
      refundedMinor: Number(ledger?.refunded ?? 0),
    }),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The board rows of the company's rides with these ids, in the order of the ids, in one query;
 * ids of another company (or of no ride) are left out. The board pages and the live events read
 * a ride's current row through it.
 */
export async function loadBoardRides(
  db: Db,
  companyId: string,
  reservationIds: readonly string[],
): Promise<BoardRide[]> {
  const ids = reservationIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await boardRideQuery(db, companyId, ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toBoardRide(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ride's latest event id as text (the live events' cursor), null when it has none. */
const latestEventIdOf = sql<string | null>`(
  select max(e.id)::text from dispatch_event e
  where e.company_id = r.company_id and e.reservation_id = r.id)`;

/**
 * Rides' board rows with their latest event ids, read in one statement (one snapshot, one round
 * trip): what live announcements of the rides send. An id of another company or of no ride is
 * not in the map.
 */
export async function loadAnnouncedRides(
  db: Db,
  companyId: string,
  reservationIds: readonly string[],
): Promise<Map<string, { ride: BoardRide; cursor: string | null }>> {
  const ids = reservationIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await boardRideQuery(db, companyId, ids)
    .select(latestEventIdOf.as('cursor'))
    .execute();
  return new Map(rows.map((row) => [row.id, { ride: toBoardRide(row), cursor: row.cursor }]));
}
