import { isExclusionViolation } from '../../db/errors.ts';
import {
  DRIVER_STATUSES,
  isDriverStep,
  nextDriverStatuses,
  reservationStatusView,
  UPCOMING_STATUSES,
} from '@ride/domain';
import { z } from 'zod';
import type { StaffViewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { appError, forbidden, notFound } from '../../core/errors.ts';
import type { RequestInfo } from '../../core/request.ts';
import { requireActiveCompany } from '../company/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import {
  claimOpenRide,
  type DriverRideRow,
  findDriverRide,
  findRideByConfirmationNumber,
  listDriverRides,
  moveRideStatus,
} from './driver.repository.ts';
import { toDriverRide } from './driver-ride.ts';

export type DriverDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'rideChanges'> &
  Pick<RequestInfo, 'clientIp'>;

/** Statuses in which a ride still has a step for its driver: scheduled, or under way. */
const UNFINISHED_STATUSES = [...new Set([...UPCOMING_STATUSES, ...DRIVER_STATUSES])].filter(
  (status) => nextDriverStatuses(status).length > 0,
);

/** A driver may still take a ride whose pickup time passed this long ago (running late). */
const ACCEPT_AFTER_PICKUP_MS = 60 * 60_000;

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * One of the driver's own rides, or NOT_FOUND: an unknown id, another driver's ride and another
 * company's ride answer alike.
 */
export async function findOwnRide(
  ctx: Pick<DriverDeps, 'db'>,
  driver: StaffViewer,
  id: string,
): Promise<DriverRideRow> {
  const row = isUuid(id) ? await findDriverRide(ctx.db, driver.companyId, id) : undefined;
  if (!row || row.driver_id !== driver.userId) throw notFound('Ride');
  return row;
}

/** driverRides: the signed-in driver's unfinished rides, earliest pickup first. */
export async function driverRides(ctx: DriverDeps, driver: StaffViewer, now: Date) {
  const company = await requireActiveCompany(ctx.db, driver.companyId);
  const rows = await listDriverRides(ctx.db, company.id, driver.userId, UNFINISHED_STATUSES);
  return rows.map((row) => toDriverRide(row, company, now));
}

const statusSchema = z.object({
  reservationId: z.string().max(100),
  status: z.string().trim().min(1, 'status must name a status').max(64),
});

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
 * updateRideStatus: moves the driver's ride one step along the status table's driver rows. Asking
 * for the status the ride is in already (a retry, or a double tap that lost the race) answers the
 * ride as it is; the change and its history row are written once.
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
  const move = {
    companyId: company.id,
    reservationId: ride.id,
    driverId: driver.userId,
    staffUserId: driver.userId,
    from: ride.status,
    to: input.status,
    now,
  };
  await ctx.db.transaction().execute((trx) => moveRideStatus(trx, move));
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
  if (!company.drivers_may_accept_rides) {
    throw forbidden(
      `${company.name} assigns its rides through dispatch; drivers cannot take them.`,
    );
  }
  if (ride.driver_id !== null) throw takenByAnother(ride);
  const pickupFrom = new Date(now.getTime() - ACCEPT_AFTER_PICKUP_MS);
  const isOpen =
    UPCOMING_STATUSES.includes(ride.status) && new Date(ride.scheduled_pickup_at) >= pickupFrom;
  if (!isOpen) throw notOpen(ride);
  try {
    await claimOpenRide(ctx.db, {
      companyId: company.id,
      reservationId: ride.id,
      driverId: driver.userId,
      openStatuses: UPCOMING_STATUSES,
      pickupFrom,
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
