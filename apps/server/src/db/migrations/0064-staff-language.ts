import { sql, type Kysely } from 'kysely';

/**
 * The console's language (issue 34, decision 96): `staff_user.language`, the language a staff
 * member chose for the console; null until they choose (the console then follows the browser's
 * languages, else English). Staff are not limited to the languages the company offers its riders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_user')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'es', 'fr', 'de', 'ar')`))
    .execute();
}
