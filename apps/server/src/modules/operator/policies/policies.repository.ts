import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;

/** The company's booking-rule columns; locked when read inside a save. */
export function findBookingRules(db: Executor, companyId: string, forUpdate = false) {
  const query = db
    .selectFrom('company')
    .select([
      'latitude',
      'longitude',
      'city',
      'service_radius_km',
      'service_area_latitude',
      'service_area_longitude',
      'service_area_polygon',
      'cancellation_fee_rule',
      'reservation_creation_lead_time_minutes',
      'reservation_modification_lead_time_minutes',
      'reservation_cancellation_lead_time_minutes',
      'flight_curbside_minutes',
      'flight_inside_minutes',
      'flight_daily_calls',
    ])
    .where('id', '=', companyId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export type BookingRulesRow = Awaited<ReturnType<typeof findBookingRules>>;

export async function updateBookingRules(
  db: Executor,
  companyId: string,
  values: Updateable<Database['company']>,
): Promise<void> {
  await db.updateTable('company').set(values).where('id', '=', companyId).execute();
}

/** The company's gateways with their sealed credentials (the default first). */
export function listGatewaysForUpdate(db: Executor, companyId: string) {
  return db
    .selectFrom('payment_gateway')
    .select(['id', 'name', 'gateway', 'parameter1', 'is_default', 'credentials'])
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Makes one gateway the company's default (the partial unique index allows one at a time). */
export async function makeDefaultGateway(db: Executor, companyId: string, gatewayId: number) {
  await db
    .updateTable('payment_gateway')
    .set({ is_default: false })
    .where('company_id', '=', companyId)
    .where('id', '!=', gatewayId)
    .where('is_default', '=', true)
    .execute();
  await db
    .updateTable('payment_gateway')
    .set({ is_default: true })
    .where('company_id', '=', companyId)
    .where('id', '=', gatewayId)
    .execute();
}

export async function insertGateway(
  db: Executor,
  companyId: string,
  values: { name: string; gateway: string; parameter1?: string },
) {
  const { id } = await db
    .insertInto('payment_gateway')
    .values({ company_id: companyId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateGatewayCredentials(
  db: Executor,
  companyId: string,
  gatewayId: number,
  credentials: Record<string, string>,
) {
  await db
    .updateTable('payment_gateway')
    .set({ credentials: JSON.stringify(credentials) })
    .where('company_id', '=', companyId)
    .where('id', '=', gatewayId)
    .execute();
}
