import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { enqueueMail, outboxRow } from '../../../adapters/mail/outbox.repository.ts';
import { appError, notFound } from '../../../core/errors.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { isExclusionViolation } from '../../../db/errors.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { requireActiveCompany, type CompanyRow } from '../../company/index.ts';
import { recordAudit } from '../index.ts';
import {
  assignmentView,
  clashError,
  isUuid,
  refuseFinished,
  refuseInactiveDriver,
  refuseUnfit,
  requireRide,
  rideAssignmentOf,
  rideFacts,
  type DispatchDeps,
} from './assignment.service.ts';
import { driverAssignmentMail } from './dispatch-mail.ts';
import {
  clearAssignment,
  findAssignmentParts,
  lockRideAssignment,
  writeAssignment,
} from './dispatch.repository.ts';

const assignSchema = z.object({
  reservationId: z.string().max(100),
  driverId: z.string().max(100),
  fleetVehicleId: z.string().max(100),
});

/** How often an assignment is tried again when the ride changed between its read and its write. */
const ASSIGN_ATTEMPTS = 3;

/**
 * The ride, driver and vehicle of an assignment, read in one round trip, refused in the order a
 * dispatcher fixes them: the ride, then the driver, then the vehicle and its fit.
 */
async function readAssignment(
  ctx: DispatchDeps,
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

/** The mails of an assignment: to the driver, and to the driver it releases (the rider gets a notice). */
async function assignmentMails(
  ctx: DispatchDeps,
  company: CompanyRow,
  { ride, driver, vehicle, currentDriver }: Awaited<ReturnType<typeof readAssignment>>,
) {
  const plate = {
    color: vehicle.color,
    make: vehicle.make,
    model: vehicle.model,
    plate: vehicle.license_plate,
  };
  const common = {
    company,
    mailFrom: ctx.config.mailFrom,
    publicUrl: ctx.config.publicUrl,
    ride: rideFacts(ride),
  };
  const mails = [
    await driverAssignmentMail({
      ...common,
      to: driver.email,
      firstName: driver.first_name,
      language: driver.language,
      vehicle: plate,
    }),
  ];
  if (currentDriver && ride.driver_id !== driver.id) {
    mails.push(
      await driverAssignmentMail({
        ...common,
        to: currentDriver.email,
        firstName: currentDriver.first_name,
        language: currentDriver.language,
        vehicle: null,
        released: true,
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
export async function assignRide(ctx: DispatchDeps, staff: StaffViewer, rawInput: unknown) {
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
        mails: (await assignmentMails(ctx, company, parts)).map(outboxRow),
        notice: {
          companyId: company.id,
          reservationId: ride.id,
          kind: 'driver_assigned',
          // Each assignment is a change of its own (reassigning the same driver later tells again).
          changeKey: `driver_assigned:${randomUUID()}`,
        },
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
export async function unassignRide(ctx: DispatchDeps, staff: StaffViewer, reservationId: string) {
  const company = await requireActiveCompany(ctx.db, staff.companyId);
  const ride = await requireRide(ctx, staff, reservationId);
  if (!ride.driver_id && !ride.fleet_vehicle_id) return rideAssignmentOf(ctx, staff, ride.id);
  refuseFinished(ride);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockRideAssignment(trx, company.id, ride.id);
    if (!current.driver_id && !current.fleet_vehicle_id) return;
    refuseFinished({ ...ride, status: current.status });
    // Fires the assignment-period and board-event triggers (clearAssignment).
    await clearAssignment(trx, company.id, ride.id);
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
        await driverAssignmentMail({
          company,
          mailFrom: ctx.config.mailFrom,
          publicUrl: ctx.config.publicUrl,
          ride: rideFacts(ride),
          to: previous.email,
          firstName: previous.first_name,
          language: previous.language,
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
