import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PromoCodeTable } from '../../rates/index.ts';

type Executor = Kysely<Database>;
type PromoColumns = Omit<Insertable<PromoCodeTable>, 'company_id'>;

/** The company's promo codes: active ones first, then by code. */
export function listPromoCodeRows(db: Executor, companyId: string) {
  return db
    .selectFrom('promo_code')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('is_active', 'desc')
    .orderBy('code')
    .execute();
}

/** A new promo code; a code the company already has is refused by the unique index. */
export function insertPromoCode(db: Executor, companyId: string, values: PromoColumns) {
  return db
    .insertInto('promo_code')
    .values({ company_id: companyId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A promo code of the company, locked for the transaction. */
export function lockPromoCode(db: Executor, companyId: string, id: number) {
  return db
    .selectFrom('promo_code')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePromoCodeRow(
  db: Executor,
  companyId: string,
  id: number,
  values: Updateable<PromoCodeTable>,
) {
  return db
    .updateTable('promo_code')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
