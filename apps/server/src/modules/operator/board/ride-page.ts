import {
  cancellationFeeMinor,
  decodePolyline,
  flightLabel,
  nextDispatchStatuses,
  noShowFeeMinor,
  rideStatusWords,
  savedPlaceAddress,
  type CancellationFeeRule,
} from '@ride/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { notFound } from '../../../core/errors.ts';
import type { Logger } from '../../../logger.ts';
import type { CompanyRow } from '../../company/index.ts';
import { mapsCallFor, routeThrough } from '../../maps/index.ts';
import type { BookedFlightDetails, BookedRateLine, BookedStop } from '../../reservations/index.ts';
import { kindOf } from '../../rides/index.ts';
import { type MoneyServices, reservationLedger } from '../money/index.ts';
import { loadBoardRides } from './board-rides.ts';
import {
  findRideDetails,
  listStatusHistory,
  type RideDetailsRow,
  type StatusChangeRow,
} from './board.repository.ts';

export interface RidePageServices extends MoneyServices {
  db: Db;
  config: Config;
  logger: Logger;
  clientIp: string;
}

// Kept as JSON: PGlite and node-postgres both give it parsed, but be sure.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's cancellation fee rule, or null when it has none. */
export const feeRuleOf = (company: CompanyRow) =>
  company.cancellation_fee_rule ? json<CancellationFeeRule>(company.cancellation_fee_rule) : null;

/** The ride of the staff user's company, or NOT_FOUND (another company's answers alike). */
export async function requireRideDetails(db: Db, companyId: string, id: string) {
  const row = UUID.test(id) ? await findRideDetails(db, companyId, id) : undefined;
  if (!row) throw notFound('Ride');
  return row;
}

const MEET_LABELS: Record<BookedFlightDetails['meetOption'], string> = {
  CURBSIDE: 'Curbside',
  INSIDE: 'Inside (Meet & Greet)',
  NONE: '',
};

/** The flight in one line, as the rider's flight item words it, with the gate. */
function flightLine(flight: BookedFlightDetails): string {
  return [
    flightLabel(flight),
    flight.terminal && `Terminal ${flight.terminal}`,
    flight.gate && `Gate ${flight.gate}`,
    MEET_LABELS[flight.meetOption],
  ]
    .filter(Boolean)
    .join(' · ');
}

function stopsOf(route: BookedStop[]) {
  return route.map((stop, index) => ({
    role: index === 0 ? 'PICKUP' : index === route.length - 1 ? 'DROPOFF' : 'STOP',
    kind: kindOf(stop),
    name: stop.name,
    address: savedPlaceAddress(stop),
    latitude: stop.latitude,
    longitude: stop.longitude,
  }));
}

/**
 * The route's path: the maps provider's route through the stops (the offline provider's is the
 * straight stop-to-stop line; a remote one's is cached an hour), or the straight line when the
 * provider finds no road route.
 */
async function pathOf(
  services: RidePageServices,
  company: CompanyRow,
  route: BookedStop[],
): Promise<{ path: number[][]; pathAlongRoads: boolean }> {
  const points = route.map((stop) => ({ latitude: stop.latitude, longitude: stop.longitude }));
  const straight = { path: points.map((p) => [p.latitude, p.longitude]), pathAlongRoads: false };
  if (points.length < 2) return straight;
  const call = mapsCallFor({ ...services, viewer: null }, company);
  const found = await routeThrough(call, points);
  const line = found ? decodePolyline(found.encodedPolyline) : [];
  if (!found || line.length < 2) return straight;
  return { path: line.map((p) => [p.lat, p.lng]), pathAlongRoads: !found.isEstimate };
}

const ROLE_WORDS: Record<string, string> = {
  admin: 'Admin',
  dispatcher: 'Dispatcher',
  driver: 'Driver',
};

/** Who made a change: a staff user by role and name, the rider, or the system. */
function changedBy(
  row: Pick<
    StatusChangeRow,
    'staff_role' | 'staff_first_name' | 'staff_last_name' | 'rider_first_name' | 'rider_last_name'
  >,
) {
  if (row.staff_role) {
    return `${ROLE_WORDS[row.staff_role] ?? 'Staff'} ${row.staff_first_name} ${row.staff_last_name}`;
  }
  if (row.rider_first_name !== null) return `Rider ${row.rider_first_name} ${row.rider_last_name}`;
  return 'System';
}

/**
 * The ride's history: its booking first (who booked it: the account holder, or the guest
 * passenger), then every status change with who made it.
 */
function historyOf(ride: RideDetailsRow, changes: StatusChangeRow[]) {
  const booker =
    ride.rider_first_name !== null
      ? `Rider ${ride.rider_first_name} ${ride.rider_last_name}`
      : `Guest ${ride.passenger_first_name} ${ride.passenger_last_name}`;
  const booked = {
    fromStatus: '',
    toStatus: 'BOOKED',
    toLabel: 'Booked',
    changedAt: new Date(ride.created_at).toISOString(),
    changedBy: `Booked by ${booker}`,
  };
  return [
    booked,
    ...changes.map((change) => ({
      fromStatus: change.from_status,
      toStatus: change.to_status,
      toLabel: rideStatusWords(change.to_status),
      changedAt: new Date(change.changed_at).toISOString(),
      changedBy: changedBy(change),
    })),
  ];
}

/** dispatchRide: everything the dispatcher's ride page shows of one ride of the company. */
export async function dispatchRideOf(
  services: RidePageServices,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  company: CompanyRow,
  id: string,
  now: Date,
) {
  const ride = await requireRideDetails(services.db, company.id, id);
  const [board] = await loadBoardRides(services.db, company.id, [ride.id]);
  if (!board) throw notFound('Ride');
  const route = json<BookedStop[]>(ride.route);
  const flight = ride.flight_details ? json<BookedFlightDetails>(ride.flight_details) : null;
  const rule = feeRuleOf(company);
  const pickupAt = new Date(ride.scheduled_pickup_at);
  return {
    ride: board,
    route: stopsOf(route),
    ...(await pathOf(services, company, route)),
    rider:
      ride.rider_first_name !== null
        ? {
            firstName: ride.rider_first_name,
            lastName: ride.rider_last_name ?? '',
            email: ride.rider_email ?? '',
            phone: ride.rider_phone ?? '',
          }
        : null,
    passenger: {
      firstName: ride.passenger_first_name,
      lastName: ride.passenger_last_name,
      email: ride.passenger_email,
      phone: ride.passenger_phone,
    },
    luggageCount: ride.luggage_count,
    infantSeats: ride.infant_seats,
    toddlerSeats: ride.toddler_seats,
    boosterSeats: ride.booster_seats,
    requiresAccessibility: ride.requires_accessibility,
    notes: ride.driver_notes,
    flight: flight ? flightLine(flight) : null,
    priceLines: json<BookedRateLine[]>(ride.rate_lines).map((line) => ({
      name: line.name,
      amountMinor: line.valueInMinorUnits,
    })),
    tipMinor: ride.tip_minor,
    rating: ride.rating,
    money: await reservationLedger(services, staff, ride.id),
    history: historyOf(ride, await listStatusHistory(services.db, company.id, ride.id)),
    nextStatuses: nextDispatchStatuses({ status: ride.status, hasDriver: ride.driver_id !== null }),
    cancellationFeeMinor: cancellationFeeMinor(
      rule,
      { totalMinor: ride.total_minor, pickupAt },
      now,
    ),
    noShowFeeMinor: noShowFeeMinor(rule, ride.total_minor),
  };
}
