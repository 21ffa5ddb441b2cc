import { sql, type Kysely } from 'kysely';

/**
 * The dispatch board's indexes (decision 61). The board lists a company's days unassigned rides
 * first, then by pickup time: one index per half, each in (pickup, id) order, so a page is one
 * range scan of each half that stops at the page's end, whatever the table holds. The status and
 * vehicle type ride along, so a filter on them is checked in the index (an index-only scan): a
 * rare status reads the days' index entries, not their rows. A driver's filter uses 0035's
 * (company, driver, pickup) index.
 *
 * NO_SHOW needs no change of 0042's trigger: it keeps a ride's busy period only for the scheduled
 * and under-way statuses it lists, so a no-show frees its driver and vehicle like a cancellation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index reservation_board_unassigned on reservation
    (company_id, scheduled_pickup_at, id) include (status, vehicle_type_id)
    where driver_id is null`.execute(db);
  await sql`create index reservation_board_assigned on reservation
    (company_id, scheduled_pickup_at, id) include (status, vehicle_type_id)
    where driver_id is not null`.execute(db);
}
