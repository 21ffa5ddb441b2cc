// Over 300 lines: assigning, unassigning and suggesting drivers share the ride, driver and vehicle checks; to be split by action.
import { isExclusionViolation } from '../../../db/errors.ts';
import { formatClockTime, isTerminalStatus } from '@ride/domain';
import { z } from 'zod';
import { greatCircleMeters } from '../../../adapters/maps/geo.ts';
import { enqueueMail, outboxRow } from '../../../adapters/mail/outbox.repository.ts';
import type { GraphQLContext, StaffViewer } from '../../../graphql/context.ts';
import { appError, badUserInput, notFound } from '../../../core/errors.ts';
import { requireStaff } from '../../auth/index.ts';
import { type CompanyRow, requireActiveCompany } from '../../company/index.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { positionStoreOf } from '../../tracking/index.ts';
import { recordAudit } from '../index.ts';
import {
  findAssignmentParts,
  findClash,
  findDriver,
  findRideForDispatch,
  lockRideAssignment,
  activeDrivers,
  freeDrivers,
  freeVehiclesFor,
  recentRidesOf,
  vehicleTypesOf,
  writeAssignment,
  type DispatchRideRow,
  type DriverRow,
  type FleetVehicleRow,
} from './dispatch.repository.ts';
import { driverAssignmentMail, riderAssignmentMail } from './dispatch-mail.ts';
import { requireFleetVehicle, toFleetVehicle } from './fleet-vehicles.service.ts';

export type DispatchContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'logger' | 'staff' | 'request' | 'live' | 'jobs' | 'rideChanges'
>;

const isUuid = (id: string) => z.uuid().safeParse(id).success;

const assignSchema = z.object({
  reservationId: z.string().max(100),
  driverId: z.string().max(100),
  fleetVehicleId: z.string().max(100),
});

const suggestSchema = z.object({
  first: z.number().int().min(1, 'first must be 1 to 50').max(50, 'first must be 1 to 50'),
});

async function requireRide(ctx: DispatchContext, staff: StaffViewer, id: string) {
  const ride = isUuid(id) ? await findRideForDispatch(ctx.db, staff.companyId, id) : undefined;
  if (!ride) throw notFound('Ride');
  return ride;
}

function refuseFinished(ride: DispatchRideRow) {
  if (isTerminalStatus(ride.status)) {
    throw appError(
      'CONFLICT',
      `Ride #${ride.confirmation_number} is ${ride.status}: its driver and vehicle can no longer change.`,
      { reason: 'RIDE_FINISHED' },
    );
  }
}

function refuseInactiveDriver(driver: DriverRow | null | undefined): asserts driver is DriverRow {
  if (!driver) throw notFound('Driver');
  if (!driver.is_active) {
    throw badUserInput(
      `Driver ${driver.first_name} ${driver.last_name} is not active.`,
      'driverId',
    );
  }
}

/** Decision 59: the vehicle must be of the ride's vehicle type and seat its passengers. */
function refuseUnfit(ride: DispatchRideRow, vehicle: FleetVehicleRow) {
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
async function clashError(
  ctx: DispatchContext,
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
function assignmentView(
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
export async function rideAssignmentOf(ctx: DispatchContext, staff: StaffViewer, id: string) {
  const ride = await requireRide(ctx, staff, id);
  const driver = ride.driver_id ? await findDriver(ctx.db, staff.companyId, ride.driver_id) : null;
  const vehicle = ride.fleet_vehicle_id
    ? await requireFleetVehicle(ctx.db, staff.companyId, ride.fleet_vehicle_id)
    : null;
  return assignmentView(ride, driver, vehicle);
}

const rideFacts = (ride: DispatchRideRow) => ({
  confirmationNumber: ride.confirmation_number,
  pickupAt: new Date(ride.scheduled_pickup_at),
  route: ride.route,
});

/** How often an assignment is tried again when the ride changed between its read and its write. */
const ASSIGN_ATTEMPTS = 3;

/**
 * The ride, driver and vehicle of an assignment, read in one round trip, refused in the order a
 * dispatcher fixes them: the ride, then the driver, then the vehicle and its fit.
 */
async function readAssignment(
  ctx: DispatchContext,
  staff: StaffViewer,
  input: z.infer<typeof assignSchema>,
) {
  const parts = isUuid(input.reservationId)
    ? await findAssignmentParts(ctx.db, staff.companyId, {
        rideId: input.reservationId,
        driverId: isUuid(input.driverId) ? input.driverId : null,
        vehicleId: isUuid(input.fleetVehicleId) ? input.fleetVehicleId : null,
      })
    : undefined;
  if (!parts) throw notFound('Ride');
  const { driver, vehicle, current_driver, ...ride } = parts;
  refuseInactiveDriver(driver);
  if (!vehicle) throw notFound('Fleet vehicle');
  refuseFinished(ride);
  refuseUnfit(ride, vehicle);
  return { ride, driver, vehicle, currentDriver: current_driver };
}

/** The mails of an assignment: to the driver, to the driver it releases, and to the rider. */
function assignmentMails(
  ctx: DispatchContext,
  company: CompanyRow,
  { ride, driver, vehicle, currentDriver }: Awaited<ReturnType<typeof readAssignment>>,
) {
  const plate = {
    color: vehicle.color,
    make: vehicle.make,
    model: vehicle.model,
    plate: vehicle.license_plate,
  };
  const common = { company, mailFrom: ctx.config.mailFrom, ride: rideFacts(ride) };
  const mails = [
    driverAssignmentMail({
      ...common,
      to: driver.email,
      firstName: driver.first_name,
      vehicle: plate,
    }),
  ];
  if (currentDriver && ride.driver_id !== driver.id) {
    mails.push(
      driverAssignmentMail({
        ...common,
        to: currentDriver.email,
        firstName: currentDriver.first_name,
        vehicle: null,
        released: true,
      }),
    );
  }
  if (ride.passenger_email) {
    mails.push(
      riderAssignmentMail({
        ...common,
        to: ride.passenger_email,
        firstName: ride.passenger_first_name,
        driverFirstName: driver.first_name,
        vehicle: plate,
        rideLink: `${ctx.config.publicUrl.replace(/\/$/, '')}/tracking?id=${ride.id}&td=${ride.share_hash}`,
      }),
    );
  }
  return mails;
}

/**
 * assignRide: one statement writes the assignment with its audit row and mails, only while the
 * ride is as it was read (a ride changed in between is read again); the exclusion constraints of
 * migration 0042 refuse a driver or vehicle already busy, however many dispatchers assign at once.
 * Assigning what the ride has already changes nothing and sends nothing.
 */
export async function assignRide(ctx: DispatchContext, rawInput: unknown) {
  const staff = requireStaffForDispatch(ctx);
  const input = parseOrRefuse(assignSchema, rawInput);
  const company = await requireActiveCompany(ctx.db, staff.companyId);
  for (let attempt = 1; ; attempt += 1) {
    const parts = await readAssignment(ctx, staff, input);
    const { ride, driver, vehicle } = parts;
    if (ride.driver_id === driver.id && ride.fleet_vehicle_id === vehicle.id) {
      return assignmentView(ride, driver, vehicle);
    }
    let assigned: Awaited<ReturnType<typeof writeAssignment>>;
    try {
      assigned = await writeAssignment(ctx.db, {
        companyId: company.id,
        rideId: ride.id,
        was: { status: ride.status, driverId: ride.driver_id, vehicleId: ride.fleet_vehicle_id },
        driverId: driver.id,
        vehicleId: vehicle.id,
        actor: staff,
        audit: {
          action: ride.driver_id || ride.fleet_vehicle_id ? 'dispatch.reassign' : 'dispatch.assign',
          target: ride.confirmation_number,
          before: { driverId: ride.driver_id, fleetVehicleId: ride.fleet_vehicle_id },
          after: { driverId: driver.id, fleetVehicleId: vehicle.id },
        },
        mails: assignmentMails(ctx, company, parts).map(outboxRow),
      });
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw await clashError(ctx, company, ride, error.constraint, driver, vehicle);
      }
      throw error;
    }
    if (assigned) {
      ctx.jobs?.wake();
      await ctx.rideChanges?.rideChanged(company.id, ride.id);
      // The answer from what was read and written: the driver and vehicle are the ones just checked.
      return assignmentView({ ...ride, ...assigned }, driver, vehicle);
    }
    if (attempt === ASSIGN_ATTEMPTS) {
      throw appError(
        'CONFLICT',
        `Ride #${ride.confirmation_number} kept changing while it was being assigned; try again.`,
        { reason: 'RIDE_CHANGED' },
      );
    }
  }
}

/** unassignRide: removes the driver and vehicle (freeing their period); the driver is told. */
export async function unassignRide(ctx: DispatchContext, reservationId: string) {
  const staff = requireStaffForDispatch(ctx);
  const company = await requireActiveCompany(ctx.db, staff.companyId);
  const ride = await requireRide(ctx, staff, reservationId);
  if (!ride.driver_id && !ride.fleet_vehicle_id) return rideAssignmentOf(ctx, staff, ride.id);
  refuseFinished(ride);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockRideAssignment(trx, company.id, ride.id);
    if (!current.driver_id && !current.fleet_vehicle_id) return;
    refuseFinished({ ...ride, status: current.status });
    // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in
    // step; dispatch_event_reservation_update writes a board event when a board column changes.
    await trx
      .updateTable('reservation')
      .set({ driver_id: null, fleet_vehicle_id: null })
      .where('company_id', '=', company.id)
      .where('id', '=', ride.id)
      .execute();
    await recordAudit(trx, company.id, staff, {
      action: 'dispatch.unassign',
      target: ride.confirmation_number,
      before: { driverId: current.driver_id, fleetVehicleId: current.fleet_vehicle_id },
      after: { driverId: null, fleetVehicleId: null },
    });
    const previous = current.driver;
    if (previous) {
      await enqueueMail(
        trx,
        driverAssignmentMail({
          company,
          mailFrom: ctx.config.mailFrom,
          ride: rideFacts(ride),
          to: previous.email,
          firstName: previous.first_name,
          vehicle: null,
          released: true,
        }),
      );
    }
  });
  ctx.jobs?.wake();
  await ctx.rideChanges?.rideChanged(company.id, ride.id);
  return rideAssignmentOf(ctx, staff, ride.id);
}

/** How far back a driver's ride may carry the position suggestions start from. */
const POSITION_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * suggestDrivers: active drivers free for the ride, nearest first by great-circle distance from
 * their latest known position (the latest of their rides' positions) to the pickup; drivers
 * without one come last.
 */
export async function suggestDrivers(
  ctx: DispatchContext,
  reservationId: string,
  first: number | null | undefined,
  now: Date,
) {
  const staff = requireStaffForDispatch(ctx);
  const { first: limit } = parseOrRefuse(suggestSchema, { first: first ?? 10 });
  const ride = await requireRide(ctx, staff, reservationId);
  refuseFinished(ride);
  const drivers = await freeDrivers(ctx.db, staff.companyId, ride.id);
  const rides = await recentRidesOf(
    ctx.db,
    staff.companyId,
    drivers.map((d) => d.id),
    new Date(now.getTime() - POSITION_LOOKBACK_MS),
  );
  const store = positionStoreOf(ctx);
  const latest = new Map<string, { latitude: number; longitude: number; recordedAt: Date }>();
  const positions = await Promise.all(rides.map((r) => store.latest(staff.companyId, r.id)));
  for (const position of positions) {
    if (!position) continue;
    const known = latest.get(position.staffUserId);
    if (!known || known.recordedAt < position.recordedAt)
      latest.set(position.staffUserId, position);
  }
  const pickup = ride.route[0];
  const suggestions = drivers.map((d) => {
    const position = latest.get(d.id);
    return {
      driver: { id: d.id, firstName: d.first_name, lastName: d.last_name, email: d.email },
      distanceMeters: position && pickup ? Math.round(greatCircleMeters(position, pickup)) : null,
      positionAgeSeconds: position
        ? Math.max(0, Math.round((now.getTime() - position.recordedAt.getTime()) / 1000))
        : null,
    };
  });
  const rank = (meters: number | null) => meters ?? Number.MAX_SAFE_INTEGER;
  suggestions.sort((a, b) => rank(a.distanceMeters) - rank(b.distanceMeters));
  return suggestions.slice(0, limit);
}

/**
 * assignableVehicles: what a dispatcher may pick for the ride (the admin-only fleet list is not
 * theirs to read): the vehicles assignRide would accept for it now.
 */
export async function assignableVehicles(ctx: DispatchContext, reservationId: string) {
  const staff = requireStaffForDispatch(ctx);
  const ride = await requireRide(ctx, staff, reservationId);
  refuseFinished(ride);
  const rows = await freeVehiclesFor(ctx.db, staff.companyId, ride.id);
  return rows.map(toFleetVehicle);
}

/** The drivers and vehicle types a dispatcher filters the board by. */
export async function dispatchDrivers(ctx: DispatchContext) {
  const staff = requireStaffForDispatch(ctx);
  const rows = await activeDrivers(ctx.db, staff.companyId);
  return rows.map((d) => ({
    id: d.id,
    firstName: d.first_name,
    lastName: d.last_name,
    email: d.email,
  }));
}

export function dispatchVehicleTypes(ctx: DispatchContext) {
  const staff = requireStaffForDispatch(ctx);
  return vehicleTypesOf(ctx.db, staff.companyId);
}

/** Dispatchers and admins assign; a driver is refused (FORBIDDEN), a rider or nobody 401. */
export function requireStaffForDispatch(ctx: DispatchContext): StaffViewer {
  return requireStaff(ctx, ['admin', 'dispatcher']);
}
