import { sql, type Kysely } from 'kysely';

/**
 * Distances (issue 34, decision 95): `company.distance_unit`, 'mi' or 'km', the unit the rider
 * app writes distances in. Null until an admin chooses: the company's country decides then (miles
 * in the United States, the United Kingdom, Liberia and Myanmar; kilometres elsewhere), so a
 * company created later in either kind of country starts right without a default here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('distance_unit', 'text', (c) => c.check(sql`distance_unit in ('mi', 'km')`))
    .execute();
}
