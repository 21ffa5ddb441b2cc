import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { markRowFailedAttempt, type QueueTable } from './queue.repository.ts';

/** How often a failure that could not be written is tried again while the database is away. */
const RETRY_MS = 1_000;
/** The job runner's lease (job-runner.ts): once it has run out, the row is due anyway. */
const LEASE_MS = 120_000;

/**
 * Records a failed attempt of work a request carried out itself (a hold release, a capture, a
 * fee) so the row is due again after its backoff. When the database went away with the work, the
 * failure is written once it is back (tried every second, never longer than the lease), so the
 * row is retried then rather than when its lease runs out. Never throws: the row is durable.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  table: QueueTable,
  id: string,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  const giveUpAt = Date.now() + LEASE_MS;
  const attempt = (): Promise<void> =>
    markRowFailedAttempt(db, table, id, error, nextAttemptAt).catch(() => {
      if (Date.now() + RETRY_MS < giveUpAt) setTimeout(() => void attempt(), RETRY_MS).unref();
    });
  await attempt();
}
