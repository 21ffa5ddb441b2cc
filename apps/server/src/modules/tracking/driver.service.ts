import { isExclusionViolation } from '../../db/errors.ts';
import {
  DRIVER_STATUSES,
  isDriverStep,
  nextDriverStatuses,
  noticeOfStatusMove,
  reservationStatusView,
  UPCOMING_STATUSES,
} from '@ride/domain';
import { z } from 'zod';
import { coordinateFields } from './coordinates.ts';
import type { StaffViewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { appError, badUserInput, notFound } from '../../core/errors.ts';
import type { RequestInfo } from '../../core/request.ts';
import type { LatLng } from '../../adapters/maps/index.ts';
import { requireActiveCompany, type CompanyRow } from '../company/index.ts';
import { raiseRideNotice } from '../notifications/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import {
  claimOpenRide,
  type DriverRideRow,
  findDriverRide,
  findRideByConfirmationNumber,
  listDriverRides,
} from './driver.repository.ts';
import { ACCEPT_AFTER_PICKUP_MS, requireDriversMayTakeRides } from './driver-open-rides.ts';
import { toDriverRide } from './driver-ride.ts';
import {
  requirePickableVehicle,
  SETTING_OFF,
  vehicleAssigned,
  vehicleBusy,
  vehicleRequired,
} from './driver-vehicle.ts';
import { takeVehicle } from './driver-vehicle.repository.ts';
import { etaToNextPoint } from './next-point-eta.ts';
import { findOwnRide } from './own-ride.ts';
import { finalPriceOf, moveRide } from './ride-move.ts';

export type DriverDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'rideChanges'> &
  Pick<RequestInfo, 'clientIp'>;

/** Statuses in which a ride still has a step for its driver: scheduled, or under way. */
const UNFINISHED_STATUSES = [...new Set([...UPCOMING_STATUSES, ...DRIVER_STATUSES])].filter(
  (status) => nextDriverStatuses(status).length > 0,
);

/** driverRides: the signed-in driver's unfinished rides, earliest pickup first. */
export async function driverRides(ctx: DriverDeps, driver: StaffViewer, now: Date) {
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const rows = await listDriverRides(ctx.db, company.id, driver.userId, UNFINISHED_STATUSES);
  return rows.map((row) => toDriverRide(row, company, now));
}

const statusSchema = z.object({
  reservationId: z.string().max(100),
  status: z.string().trim().min(1, 'status must name a status').max(64),
  fleetVehicleId: z.string().max(100).nullish(),
  position: z.object(coordinateFields).nullish(),
});

/**
 * Minutes to the pickup from where the driver is as they set off, for the rider's "on the way"
 * notice; null without a position or a route (the notice then goes without an ETA).
 */
async function minutesToPickup(
  ctx: DriverDeps,
  company: CompanyRow,
  ride: DriverRideRow,
  position: LatLng | null | undefined,
  now: Date,
): Promise<number | null> {
  if (!position) return null;
  const setOff = { ...position, recordedAt: now, speed: null };
  const { etaSeconds } = await etaToNextPoint(ctx, company, ride, setOff, null, now);
  return etaSeconds === null ? null : Math.max(1, Math.round(etaSeconds / 60));
}

function invalidTransition(from: string, to: string) {
  const allowed = nextDriverStatuses(from);
  const next = allowed.length > 0 ? `it can go to ${allowed.join(' or ')}` : 'it is finished';
  return appError('CONFLICT', `A ride cannot go from ${from} to ${to}: ${next}.`, {
    reason: 'INVALID_TRANSITION',
    from,
    to,
    allowed,
  });
}

/**
 * The vehicle the ride sets off in (decision 83): the one dispatch assigned, else the one the
 * driver picks in the same call, checked; none is CONFLICT (VEHICLE_REQUIRED). Null when the ride
 * keeps what it has.
 */
async function vehicleToTake(
  ctx: DriverDeps,
  ride: DriverRideRow,
  status: string,
  fleetVehicleId: string | null | undefined,
) {
  if (!fleetVehicleId) {
    if (status === SETTING_OFF && ride.fleet_vehicle_id === null) throw vehicleRequired(ride);
    return null;
  }
  if (status !== SETTING_OFF) {
    throw badUserInput(
      `A vehicle is picked only when setting off (${SETTING_OFF}).`,
      'fleetVehicleId',
    );
  }
  if (ride.fleet_vehicle_id !== null) {
    if (ride.fleet_vehicle_id === fleetVehicleId) return null;
    throw vehicleAssigned(ride);
  }
  return requirePickableVehicle(ctx.db, ride, fleetVehicleId);
}

/** Thrown inside the move's transaction to undo a vehicle taken for a move that did not happen. */
class MoveLost extends Error {}

/**
 * updateRideStatus: moves the driver's ride one step along the status table's driver rows. Asking
 * for the status the ride is in already (a retry, or a double tap that lost the race) answers the
 * ride as it is; the change and its history row are written once. Setting off needs a vehicle.
 */
export async function updateRideStatus(
  ctx: DriverDeps,
  driver: StaffViewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(statusSchema, rawInput);
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const ride = await findOwnRide(ctx, driver, input.reservationId);
  if (ride.status === input.status) return toDriverRide(ride, company, now);
  if (!isDriverStep(ride.status, input.status)) throw invalidTransition(ride.status, input.status);
  const vehicle = await vehicleToTake(ctx, ride, input.status, input.fleetVehicleId);
  const move = {
    companyId: company.id,
    reservationId: ride.id,
    driverId: driver.userId,
    staffUserId: driver.userId,
    from: ride.status,
    to: input.status,
    now,
  };
  // On the way, arrived, completed: the rider is told, once (decision 78).
  const kind = noticeOfStatusMove(move.from, move.to);
  const facts =
    kind === 'on_the_way'
      ? { etaMinutes: await minutesToPickup(ctx, company, ride, input.position, now) }
      : {};
  // Completing it: the ride's price with its waiting (decision 89), written with the move.
  const finalPrice = await finalPriceOf(ctx.db, company, move);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (vehicle) {
        const take = { companyId: company.id, reservationId: ride.id, driverId: driver.userId };
        if (!(await takeVehicle(trx, { ...take, vehicleId: vehicle.id })))
          throw vehicleAssigned(ride);
      }
      if (!(await moveRide(trx, move, finalPrice))) {
        if (vehicle) throw new MoveLost();
        return;
      }
      if (kind) {
        await raiseRideNotice(trx, { companyId: company.id, reservationId: ride.id, kind, facts });
      }
    });
  } catch (error) {
    // The exclusion constraint of migration 0042: the vehicle has a ride overlapping this one.
    if (vehicle && isExclusionViolation(error)) throw vehicleBusy(ride, vehicle);
    if (!(error instanceof MoveLost)) throw error;
  }
  await ctx.rideChanges?.rideChanged(company.id, ride.id);
  // Whether this request or a concurrent one moved it, the ride now says where it is.
  const current = await findOwnRide(ctx, driver, ride.id);
  if (current.status !== input.status) throw invalidTransition(current.status, input.status);
  return toDriverRide(current, company, now);
}

const acceptSchema = z.object({
  confirmationNumber: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "confirmationNumber must be the ride's number (digits)"),
});

function notOpen(row: DriverRideRow) {
  const { label } = reservationStatusView(row.status);
  return appError(
    'CONFLICT',
    `Ride #${row.confirmation_number} can no longer be taken (${label || row.status}).`,
    { reason: 'RIDE_NOT_OPEN' },
  );
}

const takenByAnother = (row: DriverRideRow) =>
  appError('CONFLICT', `Ride #${row.confirmation_number} is assigned to another driver.`, {
    reason: 'RIDE_TAKEN',
  });

/**
 * acceptRide: the driver takes an unassigned, scheduled ride of their company, where the company
 * lets its drivers do so (decision 47). Their own ride answers as it is; another driver's is
 * CONFLICT; of two drivers taking one ride at once, one gets it.
 */
export async function acceptRide(
  ctx: DriverDeps,
  driver: StaffViewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(acceptSchema, rawInput);
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const ride = await findRideByConfirmationNumber(ctx.db, company.id, input.confirmationNumber);
  if (!ride) throw notFound('Ride');
  if (ride.driver_id === driver.userId) return toDriverRide(ride, company, now);
  requireDriversMayTakeRides(company);
  if (ride.driver_id !== null) throw takenByAnother(ride);
  const pickupFrom = new Date(now.getTime() - ACCEPT_AFTER_PICKUP_MS);
  const isOpen =
    UPCOMING_STATUSES.includes(ride.status) && new Date(ride.scheduled_pickup_at) >= pickupFrom;
  if (!isOpen) throw notOpen(ride);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const claim = {
        companyId: company.id,
        reservationId: ride.id,
        driverId: driver.userId,
        openStatuses: UPCOMING_STATUSES,
        pickupFrom,
      };
      if (!(await claimOpenRide(trx, claim))) return;
      // The rider is told who is coming, as when a dispatcher assigns (decision 78).
      await raiseRideNotice(trx, {
        companyId: company.id,
        reservationId: ride.id,
        kind: 'driver_assigned',
        changeKey: `driver_assigned:${driver.userId}:accepted`,
      });
    });
  } catch (error) {
    // The exclusion constraint of migration 0042: the driver has a ride overlapping this one.
    if (!isExclusionViolation(error)) throw error;
    throw appError(
      'CONFLICT',
      `Ride #${ride.confirmation_number} overlaps a ride you already have.`,
      { reason: 'DRIVER_BUSY' },
    );
  }
  const current = await findDriverRide(ctx.db, company.id, ride.id);
  if (!current) throw notFound('Ride');
  if (current.driver_id === driver.userId) {
    await ctx.rideChanges?.rideChanged(company.id, ride.id);
    return toDriverRide(current, company, now);
  }
  throw current.driver_id === null ? notOpen(current) : takenByAnother(current);
}
