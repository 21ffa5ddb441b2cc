import { sql, type Kysely } from 'kysely';

/**
 * Saved places a rider adds from My Places (0006 made the table): what kind of place the maps port
 * said it was, the airport code when it is an airport, and the port's id of the place it was
 * saved from, so the booking form reuses it as the place it was (an airport keeps its flight step).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('saved_place')
    .addColumn('place_kind', 'text', (c) => c.notNull().defaultTo('address'))
    .addColumn('airport_code', 'text')
    .addColumn('source_place_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`alter table saved_place add constraint saved_place_kind
    check (place_kind in ('address', 'airport', 'poi'))`.execute(db);
}
