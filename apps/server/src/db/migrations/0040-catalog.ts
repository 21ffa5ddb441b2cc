import { sql, type Kysely } from 'kysely';

/**
 * The console's catalog (decision 56): a reservation's service type is kept by a foreign key, so
 * one in use cannot be removed; promo codes get a usage limit and a count of uses, taken
 * atomically by each booking that applies the code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_type')
    .addUniqueConstraint('service_type_company_id_id', ['company_id', 'id'])
    .execute();
  await db.schema
    .alterTable('reservation')
    .addForeignKeyConstraint(
      'reservation_service_type',
      ['company_id', 'service_type_id'],
      'service_type',
      ['company_id', 'id'],
    )
    .execute();

  await db.schema
    .alterTable('promo_code')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update promo_code p set used_count = (
      select count(*) from reservation r where r.company_id = p.company_id and r.promo_code = p.code
    )`.execute(db);
  await db.schema
    .alterTable('promo_code')
    .addCheckConstraint(
      'promo_code_usage',
      sql`used_count >= 0 and (usage_limit is null or (usage_limit > 0 and used_count <= usage_limit))`,
    )
    .execute();
}
