import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { deleteExpiredRows, type PurgeCounts } from './maintenance.repository.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** How long rows stay after they stop mattering, so support can still look at recent ones. */
export const RETENTION = {
  /** A revoked session's refresh tokens expire within 7 days; until then reuse must be detectable. */
  revokedSessions: 7 * DAY,
  expiredTokens: DAY,
  idempotencyKeys: DAY,
  sentMail: 30 * DAY,
  releasedHolds: 30 * DAY,
  driverPositions: DAY,
  /** A board's catch-up after a reconnect reaches back this far (decision 62). */
  dispatchEvents: DAY,
  /** A done automatic capture's row, kept as long as sent mail (decision 90). */
  autoCaptures: 30 * DAY,
} as const;

export type { PurgeCounts } from './maintenance.repository.ts';

/**
 * Deletes what has expired: sessions (and with them their refresh tokens), refresh and reset
 * tokens, idempotency keys, rate-limit windows, maps cache entries, old outbox mail, old hold
 * releases, done automatic captures, the sandbox gateway's expired keys and unused cards, spent human
 * checks, and drivers' positions and dispatch events older than a day. Nothing a live session, a pending retry or a reuse check still
 * needs is touched.
 */
export function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  return deleteExpiredRows(db, now, RETENTION);
}

/** Runs the purge now and then every hour; errors are logged and the next run tries again. */
export function schedulePurge(db: Db, logger: Logger, everyMs = HOUR): () => void {
  const run = () => {
    purgeExpired(db, new Date()).then(
      (counts) => logger.info('Purged expired rows', counts),
      (error: unknown) => logger.error('Purging expired rows failed', { error: String(error) }),
    );
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
