import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** How long rows stay after they stop mattering, so support can still look at recent ones. */
export const RETENTION = {
  /** A revoked session's refresh tokens expire within 7 days; until then reuse must be detectable. */
  revokedSessions: 7 * DAY,
  expiredTokens: DAY,
  idempotencyKeys: DAY,
  sentMail: 30 * DAY,
} as const;

export type PurgeCounts = Record<string, number>;

/**
 * Deletes what has expired: sessions (and with them their refresh tokens), refresh and reset
 * tokens, idempotency keys, rate-limit windows, maps cache entries and old outbox mail. Nothing a
 * live session, a pending retry or a reuse check still needs is touched.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const deletions = {
    sessions: db
      .deleteFrom('auth_session')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now),
          eb('revoked_at', '<', before(RETENTION.revokedSessions)),
        ]),
      ),
    refreshTokens: db
      .deleteFrom('refresh_token')
      .where('expires_at', '<', before(RETENTION.expiredTokens)),
    resetTokens: db
      .deleteFrom('password_reset_token')
      .where('expires_at', '<', before(RETENTION.expiredTokens)),
    idempotencyKeys: db
      .deleteFrom('idempotency_key')
      .where('created_at', '<', before(RETENTION.idempotencyKeys)),
    rateLimits: db.deleteFrom('rate_limit').where('expires_at', '<', now),
    mapsCache: db.deleteFrom('maps_cache').where('expires_at', '<=', now),
    outbox: db.deleteFrom('mail_outbox').where('created_at', '<', before(RETENTION.sentMail)),
  };
  const counts: PurgeCounts = {};
  // In order: sessions first, so their refresh tokens go with them by cascade.
  for (const [name, deletion] of Object.entries(deletions)) {
    const result = await deletion.executeTakeFirst();
    counts[name] = Number(result.numDeletedRows);
  }
  return counts;
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
