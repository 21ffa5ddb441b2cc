import type { Db } from '../../db/database.ts';

export function findCompany(db: Db, coid: string) {
  return db.selectFrom('company').selectAll().where('id', '=', coid).executeTakeFirst();
}

export function findCompanyIdByDomain(db: Db, host: string) {
  return db
    .selectFrom('company')
    .select('id')
    .where(({ fn }) => fn('lower', ['domain_name']), '=', host.toLowerCase())
    .executeTakeFirst();
}

export function listServiceTypes(db: Db, coid: string) {
  return db
    .selectFrom('service_type')
    .select(['id', 'name', 'code', 'rental_agreement'])
    .where('company_id', '=', coid)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listPaymentGateways(db: Db, coid: string, gatewayId?: number) {
  let query = db.selectFrom('payment_gateway').selectAll().where('company_id', '=', coid);
  if (gatewayId !== undefined) query = query.where('id', '=', gatewayId);
  return query.orderBy('is_default', 'desc').orderBy('id').execute();
}

/** One of the company's payment gateways. */
export function findPaymentGateway(db: Db, coid: string, gatewayId: number) {
  return db
    .selectFrom('payment_gateway')
    .selectAll()
    .where('company_id', '=', coid)
    .where('id', '=', gatewayId)
    .executeTakeFirst();
}

export function findDefaultGatewayId(db: Db, coid: string) {
  return db
    .selectFrom('payment_gateway')
    .select('id')
    .where('company_id', '=', coid)
    .where('is_default', '=', true)
    .executeTakeFirst();
}

export function findAsset(db: Db, coid: string, name: string) {
  return db
    .selectFrom('company_asset')
    .select(['content_type', 'body', 'updated_at'])
    .where('company_id', '=', coid)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The company's default gateway with its sealed credentials (never sent to riders as such). */
export function findDefaultGateway(db: Db, coid: string) {
  return db
    .selectFrom('payment_gateway')
    .select(['id', 'gateway', 'parameter1', 'credentials'])
    .where('company_id', '=', coid)
    .where('is_default', '=', true)
    .executeTakeFirst();
}
