import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the rides list (getTripHistory): a rider's trips of one status in pickup order
 * (the Past tab), and a rider's trips by confirmation-number prefix (the search box). With the
 * (company, rider, pickup) index of 0030 (the Upcoming tab), a page reads only the rider's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservation_rider_status_pickup')
    .on('reservation')
    .columns(['company_id', 'account_user_id', 'status', 'scheduled_pickup_at', 'id'])
    .execute();
  // text_pattern_ops lets LIKE 'digits%' use the index whatever the database's collation.
  await sql`create index reservation_rider_confirmation_number on reservation
    (company_id, account_user_id, confirmation_number text_pattern_ops)`.execute(db);
}
