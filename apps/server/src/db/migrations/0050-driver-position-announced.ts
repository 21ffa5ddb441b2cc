import type { Kysely } from 'kysely';

/**
 * When the live maps were last told of a ride's driver: the time taken of the latest position
 * announced (decision 70). A position taken less than a second after it is stored but not
 * announced, whichever process receives it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('driver_position')
    .addColumn('announced_recorded_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('driver_position').dropColumn('announced_recorded_at').execute();
}
