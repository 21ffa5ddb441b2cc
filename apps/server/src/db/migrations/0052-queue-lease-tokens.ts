import type { Kysely } from 'kysely';

const QUEUES = [
  'mail_outbox',
  'password_reset_request',
  'hold_release',
  'cancellation_fee_capture',
  'payment_instruction',
] as const;

/**
 * Which claim of the background worker leased a queue row: a claim whose answer the database
 * connection lost on its way back (the claim itself committed) is ended by its token once the
 * database answers again, so its rows are due then rather than when their lease runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of QUEUES) {
    await db.schema.alterTable(table).addColumn('lease_token', 'uuid').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of QUEUES) {
    await db.schema.alterTable(table).dropColumn('lease_token').execute();
  }
}
