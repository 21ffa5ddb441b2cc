import { sql, type Kysely } from 'kysely';

/**
 * The Upcoming tab's index: a rider's trips in (pickup, id) order, their status alongside, so the
 * ids of a page are read from the index alone and the scan stops at the page's end (0031's status
 * index does the same for the Past tab). It extends 0030's (company, rider, pickup), which goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index reservation_rider_pickup_id on reservation
    (company_id, account_user_id, scheduled_pickup_at, id) include (status)`.execute(db);
  await db.schema.dropIndex('reservation_rider_pickup').execute();
}
