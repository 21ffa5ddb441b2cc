import { sql, type Kysely } from 'kysely';

/**
 * Places the offline maps provider knows per company (hotels, stations, venues), saved places of
 * a company (user_id null) or of one rider, and the per-company cache of remote maps answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_place')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'char(2)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addCheckConstraint(
      'known_place_coordinates',
      sql`latitude between -90 and 90 and longitude between -180 and 180`,
    )
    .execute();
  await db.schema
    .createIndex('known_place_company')
    .on('known_place')
    .column('company_id')
    .execute();

  await db.schema
    .createTable('saved_place')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    // Null for the company's own places, offered to every rider of that company.
    .addColumn('user_id', 'uuid')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('OTHER'))
    .addColumn('line1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'saved_place_account_user',
      ['company_id', 'user_id'],
      'account_user',
      ['company_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('saved_place_type', sql`type in ('HOME', 'WORK', 'OTHER')`)
    .addCheckConstraint(
      'saved_place_coordinates',
      sql`latitude between -90 and 90 and longitude between -180 and 180`,
    )
    .execute();
  await db.schema
    .createIndex('saved_place_owner')
    .on('saved_place')
    .columns(['company_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('maps_cache')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('company.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    // sha256 of the normalised request, so long addresses make short keys.
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('maps_cache_pk', [
      'company_id',
      'provider',
      'operation',
      'request_key',
    ])
    .execute();
  await db.schema.createIndex('maps_cache_expiry').on('maps_cache').column('expires_at').execute();
}
