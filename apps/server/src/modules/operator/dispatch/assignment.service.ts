import { formatClockTime, isTerminalStatus } from '@ride/domain';
import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { appError, badUserInput, notFound } from '../../../core/errors.ts';
import { type CompanyRow } from '../../company/index.ts';
import {
  findClash,
  findDriver,
  findRideForDispatch,
  type DispatchRideRow,
  type DriverRow,
  type FleetVehicleRow,
} from './dispatch.repository.ts';
import { requireFleetVehicle, toFleetVehicle } from './fleet-vehicles.service.ts';

export type DispatchDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'jobs' | 'rideChanges'>;

export const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function requireRide(ctx: DispatchDeps, staff: StaffViewer, id: string) {
  const ride = isUuid(id) ? await findRideForDispatch(ctx.db, staff.companyId, id) : undefined;
  if (!ride) throw notFound('Ride');
  return ride;
}

export function refuseFinished(ride: DispatchRideRow) {
  if (isTerminalStatus(ride.status)) {
    throw appError(
      'CONFLICT',
      `Ride #${ride.confirmation_number} is ${ride.status}: its driver and vehicle can no longer change.`,
      { reason: 'RIDE_FINISHED' },
    );
  }
}

export function refuseInactiveDriver(
  driver: DriverRow | null | undefined,
): asserts driver is DriverRow {
  if (!driver) throw notFound('Driver');
  if (!driver.is_active) {
    throw badUserInput(
      `Driver ${driver.first_name} ${driver.last_name} is not active.`,
      'driverId',
    );
  }
}

/** Decision 59: the vehicle must be of the ride's vehicle type and seat its passengers. */
export function refuseUnfit(ride: DispatchRideRow, vehicle: FleetVehicleRow) {
  if (!vehicle.is_active) {
    throw badUserInput(`Vehicle ${vehicle.license_plate} is out of service.`, 'fleetVehicleId');
  }
  if (vehicle.vehicle_type_id !== ride.vehicle_type_id) {
    throw badUserInput(
      `Vehicle ${vehicle.license_plate} is a ${vehicle.vehicle_type_name}; ride #${ride.confirmation_number} was booked for a ${ride.vehicle_type_name}.`,
      'fleetVehicleId',
    );
  }
  if (vehicle.passenger_capacity < ride.passenger_count) {
    throw badUserInput(
      `Vehicle ${vehicle.license_plate} seats ${vehicle.passenger_capacity}; ride #${ride.confirmation_number} has ${ride.passenger_count} passengers.`,
      'fleetVehicleId',
    );
  }
}

/** The refusal naming the ride the driver (or vehicle) is already busy with. */
export async function clashError(
  ctx: DispatchDeps,
  company: CompanyRow,
  ride: DispatchRideRow,
  constraint: string | undefined,
  driver: DriverRow,
  vehicle: FleetVehicleRow,
) {
  const isVehicle = constraint === 'reservation_vehicle_no_overlap';
  const who = isVehicle
    ? `Vehicle ${vehicle.license_plate}`
    : `Driver ${driver.first_name} ${driver.last_name}`;
  const clash = await findClash(
    ctx.db,
    company.id,
    ride.id,
    isVehicle ? 'fleet_vehicle_id' : 'driver_id',
    isVehicle ? vehicle.id : driver.id,
  );
  const reason = isVehicle ? 'VEHICLE_BUSY' : 'DRIVER_BUSY';
  if (!clash) {
    return appError('CONFLICT', `${who} was just assigned an overlapping ride; try again.`, {
      reason,
    });
  }
  const at = (date: Date) => formatClockTime(new Date(date), company.time_zone);
  return appError(
    'CONFLICT',
    `${who} already has ride ${clash.confirmation_number} from ${at(clash.busy_from)} to ${at(clash.busy_until)} (estimated drop-off plus the dispatch buffer).`,
    {
      reason,
      field: isVehicle ? 'fleetVehicleId' : 'driverId',
      clashingRide: clash.confirmation_number,
      busyFrom: new Date(clash.busy_from).toISOString(),
      busyUntil: new Date(clash.busy_until).toISOString(),
    },
  );
}

/** What the API shows of a ride's assignment. */
interface AssignedRide {
  id: string;
  confirmation_number: string;
  status: string;
  busy_from: Date | null;
  busy_until: Date | null;
}

/** The assignment as the API shows it, from rows already read. */
export function assignmentView(
  ride: AssignedRide,
  driver: Pick<DriverRow, 'id' | 'first_name' | 'last_name' | 'email'> | null | undefined,
  vehicle: FleetVehicleRow | null,
) {
  return {
    reservationId: ride.id,
    confirmationNumber: ride.confirmation_number,
    status: ride.status,
    driver: driver
      ? {
          id: driver.id,
          firstName: driver.first_name,
          lastName: driver.last_name,
          email: driver.email,
        }
      : null,
    fleetVehicle: vehicle ? toFleetVehicle(vehicle) : null,
    busyFrom: ride.busy_from ? new Date(ride.busy_from).toISOString() : null,
    busyUntil: ride.busy_until ? new Date(ride.busy_until).toISOString() : null,
  };
}

/** The ride's assignment as the API shows it. */
export async function rideAssignmentOf(ctx: DispatchDeps, staff: StaffViewer, id: string) {
  const ride = await requireRide(ctx, staff, id);
  const driver = ride.driver_id ? await findDriver(ctx.db, staff.companyId, ride.driver_id) : null;
  const vehicle = ride.fleet_vehicle_id
    ? await requireFleetVehicle(ctx.db, staff.companyId, ride.fleet_vehicle_id)
    : null;
  return assignmentView(ride, driver, vehicle);
}

export const rideFacts = (ride: DispatchRideRow) => ({
  confirmationNumber: ride.confirmation_number,
  pickupAt: new Date(ride.scheduled_pickup_at),
  route: ride.route,
});
