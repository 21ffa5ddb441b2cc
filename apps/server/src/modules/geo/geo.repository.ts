import type { Db } from '../../db/database.ts';

// Sorted for people ("Åland Islands" next to "Albania"), whatever the database's collation.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

export async function listStates(db: Db, countryCode: string) {
  const states = await db
    .selectFrom('state')
    .select(['code as stateCode', 'name as stateName', 'country_code as countryCode'])
    .where('country_code', '=', countryCode)
    .execute();
  return states.sort((a, b) => collator.compare(a.stateName, b.stateName));
}

export async function listCountries(db: Db) {
  const countries = await db
    .selectFrom('country')
    .select(['code as countryCode', 'name as countryName'])
    .execute();
  return countries.sort((a, b) => collator.compare(a.countryName, b.countryName));
}
