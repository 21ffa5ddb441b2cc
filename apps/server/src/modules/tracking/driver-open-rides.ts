import { startOfZonedDate, UPCOMING_STATUSES, zonedDateOf } from '@ride/domain';
import type { StaffViewer } from '../../core/actor.ts';
import { forbidden } from '../../core/errors.ts';
import { requireActiveCompany, type CompanyRow } from '../company/index.ts';
import { tripRouting } from '../rides/index.ts';
import type { DriverDeps } from './driver.service.ts';
import { listOpenRides, type DriverRideRow } from './driver.repository.ts';

/** A driver may still take a ride whose pickup time passed this long ago (running late). */
export const ACCEPT_AFTER_PICKUP_MS = 60 * 60_000;

/** Open rides are offered for today and the next two days, on the company's calendar. */
const OPEN_RIDE_DAYS = 3;
/** At most this many, earliest first; acceptRide by number still takes any open ride. */
const OPEN_RIDE_LIMIT = 100;

const DAY_MS = 24 * 60 * 60_000;
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Drivers take rides themselves only where their company lets them (decision 47). */
export function requireDriversMayTakeRides(company: CompanyRow): void {
  if (!company.drivers_may_accept_rides) {
    throw forbidden(
      `${company.name} assigns its rides through dispatch; drivers cannot take them.`,
    );
  }
}

/**
 * An open ride as the DriverOpenRide type of the tracking SDL: when, where and in what, but not
 * who: the passenger's name and phone come with the ride once the driver has taken it.
 */
function toOpenRide(row: DriverRideRow, company: CompanyRow) {
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    pickupAt: new Date(row.scheduled_pickup_at).toISOString(),
    routing: tripRouting(row, company),
    vehicleTypeName: row.vehicle_name,
    serviceTypeName: row.service_type_name,
    passengerCount: row.passenger_count,
    luggageCount: row.luggage_count,
  };
}

/**
 * driverOpenRides: the company's scheduled rides without a driver, picking up from an hour ago
 * (acceptRide's own limit) to the end of the company's day after tomorrow, that the driver is free
 * to take; earliest first. FORBIDDEN where the company assigns through dispatch alone, as
 * acceptRide is (decision 87).
 */
export async function driverOpenRides(ctx: DriverDeps, driver: StaffViewer, now: Date) {
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  requireDriversMayTakeRides(company);
  const today = zonedDateOf(now, company.time_zone);
  const rows = await listOpenRides(ctx.db, {
    companyId: company.id,
    driverId: driver.userId,
    openStatuses: UPCOMING_STATUSES,
    pickupFrom: new Date(now.getTime() - ACCEPT_AFTER_PICKUP_MS),
    pickupUntil: startOfZonedDate(dateAfter(today, OPEN_RIDE_DAYS), company.time_zone),
    bufferMinutes: company.dispatch_buffer_minutes,
    limit: OPEN_RIDE_LIMIT,
  });
  return rows.map((row) => toOpenRide(row, company));
}
