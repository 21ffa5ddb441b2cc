import type { Db } from '../../db/database.ts';

export function listStates(db: Db, countryCode: string) {
  return db
    .selectFrom('state')
    .select(['code as stateCode', 'name as stateName', 'country_code as countryCode'])
    .where('country_code', '=', countryCode)
    .orderBy('name')
    .execute();
}

export function listCountries(db: Db) {
  return db.selectFrom('country').select(['code as countryCode', 'name as countryName']).orderBy('name').execute();
}
