import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from './0067-operator-texts-by-language.ts';

/** The columns the migration reads, as the migrations before it left them. */
const BEFORE = [
  `create table company (
     id text primary key,
     default_language text not null default 'en',
     privacy_policy text not null default '',
     terms_and_conditions text not null default '',
     rental_agreement text not null default ''
   )`,
  `create table service_type (
     id serial primary key,
     company_id text not null references company (id),
     rental_agreement text not null default ''
   )`,
  `create table company_notice_setting (
     company_id text not null references company (id),
     kind text not null,
     short_text text,
     primary key (company_id, kind)
   )`,
];

describe('migration 0067: operators’ texts by language', () => {
  let pglite: PGlite;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely({ dialect: new PGliteDialect(pglite) });
    for (const statement of BEFORE) await sql.raw(statement).execute(db);
    await sql`
      insert into company values
        ('english', 'en', 'Privacy', 'Terms', ''),
        ('spanish', 'es', 'Privacidad', '', 'Contrato')
    `.execute(db);
    await sql`
      insert into service_type (company_id, rental_agreement) values
        ('english', 'Airport terms'), ('english', ''), ('spanish', 'Aeropuerto')
    `.execute(db);
    await sql`
      insert into company_notice_setting values
        ('english', 'booked', 'Booked!'), ('english', 'arrived', null), ('spanish', 'booked', 'Listo')
    `.execute(db);
    await up(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('keeps each company text as its default language’s, an empty one as none', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select id, privacy_policy, terms_and_conditions, rental_agreement from company order by id
    `.execute(db);
    expect(rows).toEqual([
      {
        id: 'english',
        privacy_policy: { en: 'Privacy' },
        terms_and_conditions: { en: 'Terms' },
        rental_agreement: {},
      },
      {
        id: 'spanish',
        privacy_policy: { es: 'Privacidad' },
        terms_and_conditions: {},
        rental_agreement: { es: 'Contrato' },
      },
    ]);
  });

  it('keeps service types’ agreements and notices’ sentences in their company’s default', async () => {
    const types = await sql<{ rental_agreement: unknown }>`
      select rental_agreement from service_type order by id
    `.execute(db);
    expect(types.rows.map((row) => row.rental_agreement)).toEqual([
      { en: 'Airport terms' },
      {},
      { es: 'Aeropuerto' },
    ]);
    const notices = await sql<{ company_id: string; kind: string; short_text: unknown }>`
      select company_id, kind, short_text from company_notice_setting order by company_id, kind
    `.execute(db);
    expect(notices.rows).toEqual([
      { company_id: 'english', kind: 'arrived', short_text: {} },
      { company_id: 'english', kind: 'booked', short_text: { en: 'Booked!' } },
      { company_id: 'spanish', kind: 'booked', short_text: { es: 'Listo' } },
    ]);
  });

  it.each([
    ['a language the apps do not speak', `{"pt": "Termos"}`],
    ['a text that is not a string', `{"en": 1}`],
    ['a list instead of an object', `["Terms"]`],
  ])('refuses %s', async (_, value) => {
    await expect(
      sql`update company set terms_and_conditions = ${value}::jsonb where id = 'english'`.execute(
        db,
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('starts new rows with no text written', async () => {
    await sql`insert into company (id) values ('new')`.execute(db);
    const { rows } = await sql<{ terms_and_conditions: unknown }>`
      select terms_and_conditions from company where id = 'new'
    `.execute(db);
    expect(rows[0]?.terms_and_conditions).toEqual({});
  });
});
