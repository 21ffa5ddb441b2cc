import { nextDriverStatuses } from '@ride/domain';
import type { CompanyRow } from '../company/index.ts';
import { toTrip, tripVehicles } from '../rides/index.ts';
import type { DriverRideRow } from './driver.repository.ts';
import { needsVehicle } from './driver-vehicle.ts';

/** A reservation as the DriverRide type of the tracking SDL: the rides module's trip, trimmed. */
export function toDriverRide(row: DriverRideRow, company: CompanyRow, now: Date) {
  const trip = toTrip(row, company, { shared: false, now });
  const nextStatuses = nextDriverStatuses(row.status);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    reservationState: trip.reservationState,
    nextStatuses,
    needsVehicle: needsVehicle(row, nextStatuses),
    pickupAt: trip.pickupAt,
    routing: trip.routing,
    passengerName: `${row.passenger_first_name} ${row.passenger_last_name}`.trim(),
    passengerPhone: row.passenger_phone,
    passengerCount: row.passenger_count,
    luggageCount: row.luggage_count,
    driverNotes: row.driver_notes,
    vehicles: tripVehicles(row),
  };
}
