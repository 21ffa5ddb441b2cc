import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { appError, badUserInput, notFound } from '../../../core/errors.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { recordAudit } from '../index.ts';
import {
  findFleetVehicle,
  hasVehicleType,
  insertFleetVehicle,
  listFleetVehicles,
  updateFleetVehicleRow,
  type FleetVehicleColumns,
  type FleetVehicleRow,
} from './dispatch.repository.ts';

const text = (field: string, max: number) =>
  z.string().trim().min(1, `${field} must not be empty`).max(max, `${field} is too long`);

export const fleetVehicleSchema = z.object({
  licensePlate: text('licensePlate', 16)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      'licensePlate may hold letters, digits, spaces and dashes',
    )
    .transform((plate) => plate.toUpperCase().replace(/\s+/g, ' ')),
  make: text('make', 60),
  model: text('model', 60),
  color: text('color', 40),
  vehicleTypeId: z.number().int().positive('vehicleTypeId must name a vehicle type'),
  passengerCapacity: z
    .number()
    .int()
    .min(1, 'passengerCapacity must be 1 to 60')
    .max(60, 'passengerCapacity must be 1 to 60'),
});

const idSchema = z.uuid();

export const toFleetVehicle = (row: FleetVehicleRow) => ({
  id: row.id,
  licensePlate: row.license_plate,
  make: row.make,
  model: row.model,
  color: row.color,
  vehicleTypeId: row.vehicle_type_id,
  vehicleTypeName: row.vehicle_type_name,
  passengerCapacity: row.passenger_capacity,
  isActive: row.is_active,
});

const auditValues = (row: FleetVehicleRow) => ({
  licensePlate: row.license_plate,
  make: row.make,
  model: row.model,
  color: row.color,
  vehicleTypeId: row.vehicle_type_id,
  passengerCapacity: row.passenger_capacity,
  isActive: row.is_active,
});

/** One of the company's fleet vehicles, or NOT_FOUND (another company's answers alike). */
export async function requireFleetVehicle(db: Db, companyId: string, id: string) {
  const row = idSchema.safeParse(id).success
    ? await findFleetVehicle(db, companyId, id)
    : undefined;
  if (!row) throw notFound('Fleet vehicle');
  return row;
}

export async function fleetVehicles(db: Db, staff: StaffViewer, includeInactive: boolean) {
  const rows = await listFleetVehicles(db, staff.companyId, includeInactive);
  return rows.map(toFleetVehicle);
}

const columnsOf = (input: z.infer<typeof fleetVehicleSchema>): FleetVehicleColumns => ({
  vehicle_type_id: input.vehicleTypeId,
  license_plate: input.licensePlate,
  make: input.make,
  model: input.model,
  color: input.color,
  passenger_capacity: input.passengerCapacity,
});

async function requireVehicleType(db: Db, companyId: string, id: number) {
  if (!(await hasVehicleType(db, companyId, id)))
    throw badUserInput('vehicleTypeId must name a vehicle type of the company', 'vehicleTypeId');
}

async function refusingDuplicatePlate<T>(plate: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw appError('CONFLICT', `Another vehicle of the fleet has the plate ${plate}.`, {
        field: 'licensePlate',
      });
    }
    throw error;
  }
}

export async function createFleetVehicle(db: Db, staff: StaffViewer, rawInput: unknown) {
  const input = parseOrRefuse(fleetVehicleSchema, rawInput);
  await requireVehicleType(db, staff.companyId, input.vehicleTypeId);
  const id = await refusingDuplicatePlate(input.licensePlate, () =>
    db.transaction().execute(async (trx) => {
      const id = await insertFleetVehicle(trx, staff.companyId, columnsOf(input));
      await recordAudit(trx, staff.companyId, staff, {
        action: 'fleet.create',
        target: input.licensePlate,
        after: { ...input, isActive: true },
      });
      return id;
    }),
  );
  return toFleetVehicle(await requireFleetVehicle(db, staff.companyId, id));
}

export async function updateFleetVehicle(
  db: Db,
  staff: StaffViewer,
  id: string,
  rawInput: unknown,
) {
  const before = await requireFleetVehicle(db, staff.companyId, id);
  const input = parseOrRefuse(fleetVehicleSchema, rawInput);
  await requireVehicleType(db, staff.companyId, input.vehicleTypeId);
  await refusingDuplicatePlate(input.licensePlate, () =>
    db.transaction().execute(async (trx) => {
      await updateFleetVehicleRow(trx, staff.companyId, before.id, columnsOf(input));
      await recordAudit(trx, staff.companyId, staff, {
        action: 'fleet.update',
        target: input.licensePlate,
        before: auditValues(before),
        after: { ...input, isActive: before.is_active },
      });
    }),
  );
  return toFleetVehicle(await requireFleetVehicle(db, staff.companyId, before.id));
}

/** Takes a vehicle out of service; already inactive: nothing changes. */
export async function deactivateFleetVehicle(db: Db, staff: StaffViewer, id: string) {
  const before = await requireFleetVehicle(db, staff.companyId, id);
  if (!before.is_active) return toFleetVehicle(before);
  await db.transaction().execute(async (trx) => {
    await updateFleetVehicleRow(trx, staff.companyId, before.id, { is_active: false });
    await recordAudit(trx, staff.companyId, staff, {
      action: 'fleet.deactivate',
      target: before.license_plate,
      before: { isActive: true },
      after: { isActive: false },
    });
  });
  return toFleetVehicle(await requireFleetVehicle(db, staff.companyId, before.id));
}
