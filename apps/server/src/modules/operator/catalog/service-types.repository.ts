import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;

const COLUMNS = ['id', 'name', 'code', 'sort_order'] as const;

export interface ServiceTypeColumns {
  name: string;
  code: string;
  sort_order: number;
}

/** The company's service types in the order riders see them. */
export function listServiceTypeRows(db: Executor, companyId: string) {
  return db
    .selectFrom('service_type')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A new service type; a name the company already has is refused by the unique index. */
export function insertServiceType(db: Executor, companyId: string, values: ServiceTypeColumns) {
  return db
    .insertInto('service_type')
    .values({ company_id: companyId, ...values })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A service type of the company, locked for the transaction. */
export function lockServiceType(db: Executor, companyId: string, id: number) {
  return db
    .selectFrom('service_type')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateServiceTypeRow(
  db: Executor,
  companyId: string,
  id: number,
  values: ServiceTypeColumns,
) {
  return db
    .updateTable('service_type')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Removes a service type; undefined when the company has none with this id. One that rides were
 * booked with is refused by their foreign key.
 */
export function deleteServiceType(db: Executor, companyId: string, id: number) {
  return db
    .deleteFrom('service_type')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}
