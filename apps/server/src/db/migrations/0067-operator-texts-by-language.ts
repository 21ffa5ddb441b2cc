import { sql, type Kysely } from 'kysely';

const TEXTS = sql.raw(`array['en', 'es', 'fr', 'de', 'ar']::text[]`);

/** A check that a column holds an object of texts keyed by the apps' languages. */
const textsByLanguage = (column: string) => {
  const ref = sql.ref(column);
  return sql`jsonb_typeof(${ref}) = 'object'
    and ${ref} - ${TEXTS} = '{}'::jsonb
    and not jsonb_path_exists(${ref}, '$.* ? (@.type() != "string")')`;
};

/**
 * Operators' own texts per language (issue 34, decision 100): the company's terms and conditions,
 * rental agreement and privacy policy, each service type's rental agreement, and each notice's
 * opening sentence become objects of texts keyed by language ({"en": "…", "es": "…"}); a
 * language absent reads the company's default language's. Each text written so far becomes the
 * company's default language's; an empty one (none written) becomes {}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['terms_and_conditions', 'rental_agreement', 'privacy_policy']) {
    const ref = sql.ref(column);
    await sql`
      alter table company
        alter column ${ref} drop default,
        alter column ${ref} type jsonb using (
          case when ${ref} = '' then '{}'::jsonb
          else jsonb_build_object(default_language, ${ref}) end
        ),
        alter column ${ref} set default '{}'::jsonb,
        add constraint ${sql.ref(`company_${column}_by_language`)} check (${textsByLanguage(column)})
    `.execute(db);
  }

  // A column's new type cannot read another table: a new column, filled, takes the old's place.
  await sql`alter table service_type add column rental_agreements jsonb not null default '{}'::jsonb`.execute(
    db,
  );
  await sql`
    update service_type t
    set rental_agreements = jsonb_build_object(c.default_language, t.rental_agreement)
    from company c
    where c.id = t.company_id and t.rental_agreement <> ''
  `.execute(db);
  await sql`
    alter table service_type
      drop column rental_agreement,
      add constraint service_type_rental_agreements_by_language
        check (${textsByLanguage('rental_agreements')})
  `.execute(db);
  await sql`alter table service_type rename column rental_agreements to rental_agreement`.execute(
    db,
  );

  await sql`alter table company_notice_setting add column short_texts jsonb not null default '{}'::jsonb`.execute(
    db,
  );
  await sql`
    update company_notice_setting s
    set short_texts = jsonb_build_object(c.default_language, s.short_text)
    from company c
    where c.id = s.company_id and coalesce(s.short_text, '') <> ''
  `.execute(db);
  await sql`
    alter table company_notice_setting
      drop column short_text,
      add constraint company_notice_setting_short_texts_by_language
        check (${textsByLanguage('short_texts')})
  `.execute(db);
  await sql`alter table company_notice_setting rename column short_texts to short_text`.execute(db);
}
