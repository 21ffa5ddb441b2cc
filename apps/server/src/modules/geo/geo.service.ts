import type { Db } from '../../db/database.ts';
import { badUserInput } from '../../core/errors.ts';
import { requireActiveCompany } from '../company/index.ts';
import { listCountries, listStates } from './geo.repository.ts';

/** The states of a country (the company's own when none is named), in the order riders read them. */
export async function statesFor(db: Db, coid: string, countryCode: string | null) {
  const company = await requireActiveCompany(db, coid);
  const code = (countryCode ?? company.country_code).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code))
    throw badUserInput('countryCode must be an ISO 3166 alpha-2 code', 'countryCode');
  return listStates(db, code);
}

/** Every country, for a company's forms. */
export async function countriesFor(db: Db, coid: string) {
  await requireActiveCompany(db, coid);
  return listCountries(db);
}
