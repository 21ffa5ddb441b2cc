import { sql, type Kysely } from 'kysely';

/**
 * The language of a ride's messages (issue 34, decision 97): `reservation.language`, the language
 * the rider booked in (the app's choice, else Accept-Language, among the company's offered
 * languages, else its default). A guest's messages are in it; a signed-in rider's follow their
 * account's language when they have one. Rides booked before take their company's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es', 'fr', 'de', 'ar')`),
    )
    .execute();
  await sql`
    update reservation r set language = c.default_language
    from company c
    where c.id = r.company_id and c.default_language <> 'en'
  `.execute(db);
}
