import { sql, type Kysely } from 'kysely';

/**
 * Each company serves an area: a radius around its base (its latitude and longitude). Stops
 * outside it are refused before anything is priced (decision 26).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('service_radius_km', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(200)
        .check(sql`service_radius_km between 1 and 5000`),
    )
    .execute();
}
