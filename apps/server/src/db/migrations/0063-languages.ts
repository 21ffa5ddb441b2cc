import { sql, type Kysely } from 'kysely';

/**
 * Languages (issue 34, decision 93):
 * - `company.offered_languages`: the languages the company's riders may choose from (every one
 *   the apps are translated into, at first), and `company.default_language`, one of them: what a
 *   rider sees whose own choice and browser languages the company does not offer.
 * - `account_user.language`: the language a signed-in rider chose; null until they choose one.
 * The list of languages is the domain's LANGUAGES; a new one widens these checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('offered_languages', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`array['en', 'es', 'fr', 'de', 'ar']::text[]`),
    )
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await sql`
    alter table company
      add constraint company_offered_languages_known check (
        cardinality(offered_languages) between 1 and 5
        and offered_languages <@ array['en', 'es', 'fr', 'de', 'ar']::text[]
      ),
      add constraint company_default_language_offered check (
        default_language = any (offered_languages)
      )
  `.execute(db);
  await db.schema
    .alterTable('account_user')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'es', 'fr', 'de', 'ar')`))
    .execute();
}
