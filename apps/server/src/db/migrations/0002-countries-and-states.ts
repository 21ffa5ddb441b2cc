import { type Kysely } from 'kysely';
import { countryRows, stateRows } from '../reference-data.ts';

/** Reference data every deployment needs, production included: ISO 3166 countries and regions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('code', 'char(2)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('state')
    .addColumn('country_code', 'char(2)', (c) => c.notNull().references('country.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('state_pk', ['country_code', 'code'])
    .execute();

  const typed = db as Kysely<{
    country: { code: string; name: string };
    state: { country_code: string; code: string; name: string };
  }>;
  await typed.insertInto('country').values(countryRows()).execute();
  const states = stateRows();
  for (let i = 0; i < states.length; i += 1000) {
    await typed
      .insertInto('state')
      .values(states.slice(i, i + 1000))
      .execute();
  }
}
