import { sql, type Kysely } from 'kysely';

/**
 * A rental agreement of its own per service type (the /terms pages of spec part 2 §2); empty means
 * the company's default rental agreement applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_type')
    .addColumn('rental_agreement', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
}
