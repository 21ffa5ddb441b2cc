import type { OperatorTexts } from '@ride/domain';
import type { Db } from '../../../db/database.ts';

type Executor = Pick<Db, 'selectFrom'>;

/** The company's default and offered languages, or undefined for no such company. */
export function findCompanyLanguages(db: Executor, companyId: string) {
  return db
    .selectFrom('company')
    .select(['default_language', 'offered_languages'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** A service type's rental agreement by language, of the company's own service types only. */
export function findServiceTypeAgreement(
  db: Executor,
  companyId: string,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('service_type')
    .select('rental_agreement')
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateServiceTypeAgreement(
  db: Pick<Db, 'updateTable'>,
  companyId: string,
  id: number,
  texts: OperatorTexts,
): Promise<void> {
  await db
    .updateTable('service_type')
    .set({ rental_agreement: JSON.stringify(texts) })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
