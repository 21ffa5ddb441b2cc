import type { Db } from '../database.ts';
import { seedCompanies } from './companies.ts';
import { seedRiders } from './riders.ts';
import { seedRates } from './rates.ts';
import { seedPlaces } from './places.ts';
import { seedRides } from './rides.ts';
import { seedStaff } from './staff.ts';

/** Each later module adds its own demo data here, in dependency order. */
const seeders: ((db: Db) => Promise<void>)[] = [
  seedCompanies,
  seedRiders,
  seedRates,
  seedPlaces,
  seedRides,
  seedStaff,
];

/** Demo data goes only into an empty database and never in production. */
export async function seedDemoData(db: Db, options: { isProduction: boolean }): Promise<boolean> {
  if (options.isProduction) return false;
  const existing = await db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
  });
  return true;
}
