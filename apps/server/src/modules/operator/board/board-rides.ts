import { paymentStateOf, rideStatusWords, type PaymentState } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { BookedStop } from '../../reservations/index.ts';
import type { toFleetVehicle } from '../dispatch/index.ts';
import type { LedgerKind } from '../money/index.ts';
import {
  findBoardRideRows,
  findBoardRideRowsWithCursor,
  type BoardRideRow,
} from './board-rides.repository.ts';

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
  pickupLatitude: number | null;
  pickupLongitude: number | null;
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
  const driver = json<BoardRide['driver']>(row.driver);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    status: row.status,
    statusLabel: rideStatusWords(row.status, driver !== null),
    pickupAt: iso(row.scheduled_pickup_at),
    dropoffAt: iso(row.dropoff_at),
    serviceTypeName: row.service_type_name,
    vehicleTypeId: row.vehicle_type_id,
    vehicleTypeName: row.vehicle_type_name,
    riderName,
    passengerName,
    passengerCount: row.passenger_count,
    pickupSummary: pickup ? summaryOf(pickup) : '',
    pickupLatitude: pickup?.latitude ?? null,
    pickupLongitude: pickup?.longitude ?? null,
    dropoffSummary: dropoff ? summaryOf(dropoff) : null,
    driver,
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
  const rows = await findBoardRideRows(db, companyId, ids);
  const byId = new Map(rows.map((row) => [row.id, toBoardRide(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
  const rows = await findBoardRideRowsWithCursor(db, companyId, ids);
  return new Map(rows.map((row) => [row.id, { ride: toBoardRide(row), cursor: row.cursor }]));
}
