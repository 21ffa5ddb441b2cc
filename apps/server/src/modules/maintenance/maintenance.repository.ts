import type { Db } from '../../db/database.ts';

export type PurgeCounts = Record<string, number>;

/** Milliseconds each kind of row is kept after it stops mattering. */
export interface Retention {
  revokedSessions: number;
  expiredTokens: number;
  idempotencyKeys: number;
  sentMail: number;
  releasedHolds: number;
  driverPositions: number;
  dispatchEvents: number;
  autoCaptures: number;
}

/** Deletes expired rows of every kind, returning how many of each went. */
export async function deleteExpiredRows(
  db: Db,
  now: Date,
  retention: Retention,
): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const deletions = {
    sessions: db
      .deleteFrom('auth_session')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now),
          eb('revoked_at', '<', before(retention.revokedSessions)),
        ]),
      ),
    refreshTokens: db
      .deleteFrom('refresh_token')
      .where('expires_at', '<', before(retention.expiredTokens)),
    resetTokens: db
      .deleteFrom('password_reset_token')
      .where('expires_at', '<', before(retention.expiredTokens)),
    idempotencyKeys: db
      .deleteFrom('idempotency_key')
      .where('created_at', '<', before(retention.idempotencyKeys)),
    rateLimits: db.deleteFrom('rate_limiter').where('expire', '<', now.getTime()),
    mapsCache: db.deleteFrom('maps_cache').where('expires_at', '<=', now),
    // Mail still waiting to be sent stays, however old.
    outbox: db
      .deleteFrom('mail_outbox')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before(retention.sentMail)),
    // A ride's notices and their messages go with the sent mail; what is still to go stays.
    rideNotices: db
      .deleteFrom('ride_notice')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before(retention.sentMail))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notice_delivery')
              .select('notice_delivery.id')
              .whereRef('notice_delivery.notice_id', '=', 'ride_notice.id')
              .where('notice_delivery.status', '=', 'pending'),
          ),
        ),
      ),
    noticeDeliveries: db
      .deleteFrom('notice_delivery')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before(retention.sentMail)),
    // A hold still to be released stays, however old.
    holdReleases: db
      .deleteFrom('hold_release')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before(retention.releasedHolds)),
    // An automatic capture still due, or given up on (the operator's to look at), stays; a done
    // one cannot come back: the trigger queues a ride only on its first completion (migration 0062).
    autoCaptures: db
      .deleteFrom('ride_auto_capture')
      .where('status', '=', 'done')
      .where('done_at', '<', before(retention.autoCaptures)),
    resetRequests: db
      .deleteFrom('password_reset_request')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before(retention.expiredTokens)),
    sandboxAuthKeys: db.deleteFrom('sandbox_auth_key').where('expires_at', '<', now),
    humanChecks: db.deleteFrom('human_check_spent').where('expires_at', '<', now),
    // A ride's latest position is of no use a day on (decision 46); Redis expires its own.
    driverPositions: db
      .deleteFrom('driver_position')
      .where('recorded_at', '<', before(retention.driverPositions)),
    // A board away longer than this reloads rather than catches up (decision 62).
    dispatchEvents: db
      .deleteFrom('dispatch_event')
      .where('created_at', '<', before(retention.dispatchEvents)),
    guestCustomers: db.deleteFrom('guest_gateway_customer').where('expires_at', '<', now),
    // The sandbox gateway's vault forgets a card nobody saved or booked with within a day.
    sandboxCards: db
      .deleteFrom('sandbox_card')
      .where('created_at', '<', before(retention.expiredTokens))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('saved_card')
              .select('saved_card.id')
              .whereRef('saved_card.company_id', '=', 'sandbox_card.company_id')
              .whereRef('saved_card.token', '=', 'sandbox_card.token'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reservation')
              .select('reservation.id')
              .whereRef('reservation.company_id', '=', 'sandbox_card.company_id')
              .whereRef('reservation.card_token', '=', 'sandbox_card.token'),
          ),
        ),
      ),
  };
  const counts: PurgeCounts = {};
  // In order: sessions first, so their refresh tokens go with them by cascade.
  for (const [name, deletion] of Object.entries(deletions)) {
    const result = await deletion.executeTakeFirst();
    counts[name] = Number(result.numDeletedRows);
  }
  return counts;
}

/** Whether the database answers a query (GET /healthz). */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  await db.selectFrom('company').select('id').limit(1).execute();
  return true;
}
