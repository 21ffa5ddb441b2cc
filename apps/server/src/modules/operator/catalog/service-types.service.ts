import {
  checkServiceTypeInput,
  HOURLY_SERVICE_TYPE_CODE,
  type ServiceTypeInput,
} from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, conflict, notFound } from '../../../core/errors.ts';
import { forgetCached } from '../../company/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { firstProblem, isUniqueViolation, isForeignKeyViolation } from './catalog-errors.ts';
import {
  deleteServiceType,
  insertServiceType,
  listServiceTypeRows,
  lockServiceType,
  updateServiceTypeRow,
  type ServiceTypeColumns,
} from './service-types.repository.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;

interface ServiceTypeRow {
  id: number;
  name: string;
  code: string;
  sort_order: number;
}

export function serviceTypeAnswer(row: ServiceTypeRow) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sortOrder: row.sort_order,
    isHourly: row.code === HOURLY_SERVICE_TYPE_CODE,
  };
}

const audited = (row: ServiceTypeRow | undefined) =>
  row ? { name: row.name, code: row.code, sortOrder: row.sort_order } : null;

function checked(input: ServiceTypeInput): ServiceTypeInput {
  const result = checkServiceTypeInput(input);
  if (!result.ok) throw firstProblem(result.errors);
  return result.value;
}

const columnsOf = (value: ServiceTypeInput): ServiceTypeColumns => ({
  name: value.name,
  code: value.code,
  sort_order: value.sortOrder,
});

function nameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error)) throw badUserInput(`A service type named ${name} exists`, 'name');
  throw error;
}

export async function listCompanyServiceTypes(db: Db, companyId: string) {
  const rows = await listServiceTypeRows(db, companyId);
  return rows.map(serviceTypeAnswer);
}

export async function createServiceType(db: Db, staff: Staff, input: ServiceTypeInput) {
  const value = checked(input);
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'service-type.create', target: value.name },
    async (trx) => {
      const created = await insertServiceType(trx, staff.companyId, columnsOf(value)).catch(
        (error: unknown) => nameTaken(error, value.name),
      );
      return { before: null, after: audited(created), result: created };
    },
  );
  forgetCached(db, `service-types:${staff.companyId}`);
  return serviceTypeAnswer(row);
}

export async function updateServiceType(db: Db, staff: Staff, id: number, input: ServiceTypeInput) {
  const value = checked(input);
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'service-type.update', target: String(id) },
    async (trx) => {
      const before = await lockServiceType(trx, staff.companyId, id);
      if (!before) throw notFound('Service type');
      const after = await updateServiceTypeRow(trx, staff.companyId, id, columnsOf(value)).catch(
        (error: unknown) => nameTaken(error, value.name),
      );
      return { before: audited(before), after: audited(after), result: after };
    },
  );
  forgetCached(db, `service-types:${staff.companyId}`);
  return serviceTypeAnswer(row);
}

/**
 * Removes a service type no reservation uses. One that is used stays (trips keep their service
 * type): CONFLICT, found by the reservations' foreign key, so a booking made meanwhile is safe.
 */
export async function removeServiceType(db: Db, staff: Staff, id: number) {
  await auditedCompanyChange(
    db,
    staff,
    { action: 'service-type.remove', target: String(id) },
    async (trx) => {
      const removed = await deleteServiceType(trx, staff.companyId, id).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) {
          throw conflict(
            'This service type is used by reservations, so it cannot be removed. Rename it instead.',
          );
        }
        throw error;
      });
      if (!removed) throw notFound('Service type');
      return { before: audited(removed), after: null, result: removed };
    },
  );
  forgetCached(db, `service-types:${staff.companyId}`);
  return id;
}
