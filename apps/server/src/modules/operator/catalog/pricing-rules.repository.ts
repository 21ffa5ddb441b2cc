import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;
/** The console's pricing tables: each row belongs to one company, and every query says which. */
export type PricingTable = 'pricing_zone' | 'zone_fare' | 'price_surcharge';
type Columns<T extends PricingTable> = Omit<Insertable<Database[T]>, 'id' | 'company_id'>;

export function listPricingRows<T extends PricingTable>(db: Executor, table: T, companyId: string) {
  return db
    .selectFrom(table as PricingTable)
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

/** One row of the company, held until the transaction ends; another company's is not found. */
export function lockPricingRow(db: Executor, table: PricingTable, companyId: string, id: number) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertPricingRow<T extends PricingTable>(
  db: Executor,
  table: T,
  companyId: string,
  values: Columns<T>,
) {
  return db
    .insertInto(table as PricingTable)
    .values({ ...values, company_id: companyId } as Insertable<Database[PricingTable]>)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePricingRow<T extends PricingTable>(
  db: Executor,
  table: T,
  companyId: string,
  id: number,
  values: Columns<T>,
) {
  return db
    .updateTable(table as PricingTable)
    .set({ ...values, updated_at: new Date() } as never)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePricingRow(
  db: Executor,
  table: PricingTable,
  companyId: string,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(table)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The vehicle type and zones a fare names, when all are the company's. */
export async function fareTargetsExist(
  db: Executor,
  companyId: string,
  fare: { vehicleTypeId: number; fromZoneId: number; toZoneId: number },
): Promise<{ vehicle: boolean; from: boolean; to: boolean }> {
  const [vehicle, zones] = await Promise.all([
    db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', fare.vehicleTypeId)
      .executeTakeFirst(),
    db
      .selectFrom('pricing_zone')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', [fare.fromZoneId, fare.toZoneId])
      .execute(),
  ]);
  const ids = new Set(zones.map((zone) => zone.id));
  return {
    vehicle: vehicle !== undefined,
    from: ids.has(fare.fromZoneId),
    to: ids.has(fare.toZoneId),
  };
}
