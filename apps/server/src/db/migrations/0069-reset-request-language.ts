import { sql, type Kysely } from 'kysely';

/**
 * The language a password reset was asked in (issue 34, decision 97): the first of the request's
 * Accept-Language the company offered, kept with the request because its mail is written later,
 * by the job runner. The account's own language, when the rider chose one, still comes first.
 * Requests made before have none: their mail falls back to the company's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('password_reset_request')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'es', 'fr', 'de', 'ar')`))
    .execute();
}
