import { z } from 'zod';
import type { StaffViewer } from '../../core/actor.ts';
import { appError, badUserInput, notFound } from '../../core/errors.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import type { Db } from '../../db/database.ts';
import { requireActiveCompany } from '../company/index.ts';
import type { DriverRideRow } from './driver.repository.ts';
import {
  type CompanyVehicleRow,
  findCompanyVehicle,
  listFreeVehiclesForRide,
} from './driver-vehicle.repository.ts';
import { findOwnRide } from './own-ride.ts';

/** The status a ride cannot reach without a fleet vehicle: the driver setting off. */
export const SETTING_OFF = 'DRIVER_IS_ON_THE_WAY';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** Setting off is a step this ride still has, and nobody has given it a vehicle yet. */
export const needsVehicle = (
  ride: Pick<DriverRideRow, 'fleet_vehicle_id'>,
  next: readonly string[],
) => ride.fleet_vehicle_id === null && next.includes(SETTING_OFF);

/** A vehicle as the driver picks it. */
export function toVehicleChoice(vehicle: CompanyVehicleRow) {
  return {
    id: vehicle.id,
    make: vehicle.make,
    model: vehicle.model,
    color: vehicle.color,
    licensePlate: vehicle.license_plate,
    passengerCapacity: vehicle.passenger_capacity,
  };
}

/** The refusal of a driver setting off in a ride without a vehicle and picking none. */
export function vehicleRequired(ride: DriverRideRow) {
  return appError(
    'CONFLICT',
    `Ride #${ride.confirmation_number} has no vehicle yet: ask dispatch to assign one, or pick one of the company’s free ${ride.vehicle_name} vehicles.`,
    { reason: 'VEHICLE_REQUIRED', field: 'fleetVehicleId' },
  );
}

export const vehicleBusy = (ride: DriverRideRow, vehicle: CompanyVehicleRow) =>
  appError(
    'CONFLICT',
    `Vehicle ${vehicle.license_plate} is already on another ride at the time of ride #${ride.confirmation_number}; pick another.`,
    { reason: 'VEHICLE_BUSY', field: 'fleetVehicleId' },
  );

export const vehicleAssigned = (ride: DriverRideRow) =>
  appError(
    'CONFLICT',
    `Ride #${ride.confirmation_number} already has a vehicle from dispatch; set off without picking one.`,
    { reason: 'VEHICLE_ASSIGNED', field: 'fleetVehicleId' },
  );

/**
 * The vehicle a driver picks for their ride as they set off: one of the company's (another
 * company's, like an unknown one, is not found), active, of the type the rider booked and seating
 * the ride's passengers. Whether it is free at the time is the exclusion constraint's to say when
 * it is written.
 */
export async function requirePickableVehicle(db: Db, ride: DriverRideRow, vehicleId: string) {
  const vehicle = isUuid(vehicleId)
    ? await findCompanyVehicle(db, ride.company_id, vehicleId)
    : undefined;
  if (!vehicle) throw notFound('Fleet vehicle');
  if (!vehicle.is_active) {
    throw badUserInput(`Vehicle ${vehicle.license_plate} is out of service.`, 'fleetVehicleId');
  }
  if (vehicle.vehicle_type_id !== ride.vehicle_type_id) {
    throw badUserInput(
      `Vehicle ${vehicle.license_plate} is a ${vehicle.vehicle_type_name}; ride #${ride.confirmation_number} was booked for a ${ride.vehicle_name}.`,
      'fleetVehicleId',
    );
  }
  if (vehicle.passenger_capacity < ride.passenger_count) {
    throw badUserInput(
      `Vehicle ${vehicle.license_plate} seats ${vehicle.passenger_capacity}; ride #${ride.confirmation_number} has ${ride.passenger_count} passengers.`,
      'fleetVehicleId',
    );
  }
  return vehicle;
}

const choicesSchema = z.object({ reservationId: z.string().max(100) });

/**
 * driverVehicleChoices: the company's vehicles the driver may take for their own ride, free at
 * its time. Another driver's or company's ride is NOT_FOUND.
 */
export async function driverVehicleChoices(ctx: { db: Db }, driver: StaffViewer, rawArgs: unknown) {
  const { reservationId } = parseOrRefuse(choicesSchema, rawArgs);
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const ride = await findOwnRide(ctx, driver, reservationId);
  const vehicles = await listFreeVehiclesForRide(ctx.db, company.id, ride.id);
  return vehicles.map(toVehicleChoice);
}
