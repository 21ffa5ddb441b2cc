import { paymentStateOf, reservationStatusView, type PaymentState } from '@ride/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { BookedStop } from '../../reservations/reservations.tables.ts';
import type { toFleetVehicle } from '../dispatch/fleet-vehicles.service.ts';
import type { LedgerKind } from '../money/money.tables.ts';

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

/** The ledger's movements of one kind summed (bigint: read as text, converted below). */
const sumOf = (kind: LedgerKind) =>
  sql<string>`coalesce(sum(l.amount_minor) filter (where l.kind = ${kind}), 0)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

/**
 * The board's columns of the given rides, joined by their keys, with each ride's ledger summed
 * in the same statement (one lateral aggregate per ride over the ledger's reservation index).
 */
function boardRideQuery(db: Executor, companyId: string, ids: readonly string[]) {
  return db
    .selectFrom('reservation as r')
    .innerJoin('vehicle_type as t', (j) =>
      j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.vehicle_type_id'),
    )
    .innerJoin('service_type as s', (j) =>
      j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.service_type_id'),
    )
    .leftJoin('account_user as a', (j) =>
      j.onRef('a.company_id', '=', 'r.company_id').onRef('a.id', '=', 'r.account_user_id'),
    )
    .leftJoin('staff_user as d', (j) =>
      j.onRef('d.company_id', '=', 'r.company_id').onRef('d.id', '=', 'r.driver_id'),
    )
    .leftJoin('fleet_vehicle as v', (j) =>
      j.onRef('v.company_id', '=', 'r.company_id').onRef('v.id', '=', 'r.fleet_vehicle_id'),
    )
    .leftJoin('vehicle_type as vt', (j) =>
      j.onRef('vt.company_id', '=', 'v.company_id').onRef('vt.id', '=', 'v.vehicle_type_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payment_ledger as l')
          .select([
            sumOf('authorised').as('authorised'),
            sumOf('captured').as('captured'),
            sumOf('voided').as('voided'),
            sumOf('refunded').as('refunded'),
          ])
          .whereRef('l.company_id', '=', 'r.company_id')
          .whereRef('l.reservation_id', '=', 'r.id')
          .as('m'),
      (join) => join.onTrue(),
    )
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.scheduled_pickup_at',
      sql<Date>`r.scheduled_pickup_at + make_interval(secs => greatest(r.trip_duration_seconds, coalesce(r.duration_seconds, 0)))`.as(
        'dropoff_at',
      ),
      's.name as service_type_name',
      'r.vehicle_type_id',
      't.name as vehicle_type_name',
      'a.first_name as rider_first_name',
      'a.last_name as rider_last_name',
      'r.passenger_first_name',
      'r.passenger_last_name',
      'r.passenger_count',
      'r.route',
      'r.driver_id',
      'd.first_name as driver_first_name',
      'd.last_name as driver_last_name',
      'd.email as driver_email',
      'r.fleet_vehicle_id',
      'v.license_plate',
      'v.make',
      'v.model',
      'v.color',
      'v.vehicle_type_id as fleet_vehicle_type_id',
      'vt.name as fleet_vehicle_type_name',
      'v.passenger_capacity',
      'v.is_active as fleet_vehicle_active',
      'r.total_minor',
      'r.currency_code',
      'r.updated_at',
      'm.authorised',
      'm.captured',
      'm.voided',
      'm.refunded',
    ])
    .where('r.company_id', '=', companyId)
    // One array parameter: the same statement for every page size.
    .where(sql<boolean>`r.id = any(${[...ids]}::uuid[])`);
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
  const riderName =
    row.rider_first_name === null
      ? passengerName
      : `${row.rider_first_name} ${row.rider_last_name ?? ''}`.trim();
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
    driver:
      row.driver_id && row.driver_first_name !== null
        ? {
            id: row.driver_id,
            firstName: row.driver_first_name,
            lastName: row.driver_last_name ?? '',
            email: row.driver_email ?? '',
          }
        : null,
    fleetVehicle:
      row.fleet_vehicle_id && row.license_plate !== null
        ? {
            id: row.fleet_vehicle_id,
            licensePlate: row.license_plate,
            make: row.make ?? '',
            model: row.model ?? '',
            color: row.color ?? '',
            vehicleTypeId: row.fleet_vehicle_type_id ?? row.vehicle_type_id,
            vehicleTypeName: row.fleet_vehicle_type_name ?? '',
            passengerCapacity: row.passenger_capacity ?? 0,
            isActive: row.fleet_vehicle_active ?? false,
          }
        : null,
    totalMinor: row.total_minor,
    currency: row.currency_code,
    paymentState: paymentStateOf({
      authorisedMinor: Number(row.authorised ?? 0),
      capturedMinor: Number(row.captured ?? 0),
      voidedMinor: Number(row.voided ?? 0),
      refundedMinor: Number(row.refunded ?? 0),
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
