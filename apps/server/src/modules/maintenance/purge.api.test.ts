import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, DEMO_RIDER, PROFILE, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { purgeExpired, RETENTION } from './purge.ts';

const DAY = 24 * 3600_000;

describe.each(databaseKinds())('purgeExpired on %s', (kind) => {
  const api = useTestApi(kind);

  it('deletes expired sessions, tokens, keys and windows, and keeps live ones', async () => {
    const live = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const stale = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const now = new Date();
    const staleSession = await api.db
      .selectFrom('auth_session')
      .select('id')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('auth_session')
      .set({ expires_at: new Date(now.getTime() - 1000) })
      .where('id', '=', staleSession.id)
      .execute();
    await api.db
      .insertInto('idempotency_key')
      .values([
        {
          key: 'old-key-000000000001',
          request_hash: 'x',
          response: null,
          created_at: new Date(now.getTime() - RETENTION.idempotencyKeys - 1000),
        },
        { key: 'new-key-000000000001', request_hash: 'x', response: null },
      ])
      .execute();

    const counts = await purgeExpired(api.db, now);

    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.idempotencyKeys).toBe(1);
    const keys = await api.db
      .selectFrom('idempotency_key')
      .select('key')
      .where('key', 'like', '%-key-000000000001')
      .execute();
    expect(keys.map((k) => k.key)).toEqual(['new-key-000000000001']);
    // The live session still works; the purged one is gone with its refresh tokens.
    const profile = await api.gql(PROFILE, {}, bearer(live.accessToken));
    expect(profile.errors).toBeUndefined();
    const staleProfile = await api.gql(PROFILE, {}, bearer(stale.accessToken));
    expect(staleProfile.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const orphanTokens = await api.db
      .selectFrom('refresh_token')
      .select('id')
      .where('session_id', '=', staleSession.id)
      .execute();
    expect(orphanTokens).toEqual([]);
  });

  it('keeps a revoked session until its tokens could no longer be reused', async () => {
    await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const session = await api.db
      .selectFrom('auth_session')
      .select('id')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await api.db
      .updateTable('auth_session')
      .set({ revoked_at: new Date(now.getTime() - DAY) })
      .where('id', '=', session.id)
      .execute();
    await purgeExpired(api.db, now);
    expect(
      await api.db.selectFrom('auth_session').select('id').where('id', '=', session.id).execute(),
    ).toHaveLength(1);
    await purgeExpired(api.db, new Date(now.getTime() + RETENTION.revokedSessions));
    expect(
      await api.db.selectFrom('auth_session').select('id').where('id', '=', session.id).execute(),
    ).toHaveLength(0);
  });

  it('forgets the sandbox gateway’s expired keys and unused cards, and spent human checks', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 1000);
    const later = new Date(now.getTime() + 60_000);
    const gateway = await api.db
      .selectFrom('payment_gateway')
      .select('id')
      .where('company_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('sandbox_auth_key')
      .values(
        [
          ['purge-old-key', past],
          ['purge-live-key', later],
        ].map(([key_hash, expires_at]) => ({
          key_hash: key_hash as string,
          company_id: 'demo',
          payment_gateway_id: gateway.id,
          anti_forgery_token: 'a'.repeat(20),
          expires_at: expires_at as Date,
        })),
      )
      .execute();
    await api.db
      .insertInto('human_check_spent')
      .values([
        { id: 'purge-old-check', expires_at: past },
        { id: 'purge-live-check', expires_at: later },
      ])
      .execute();
    const card = (token: string, created_at: Date) => ({
      token,
      company_id: 'demo',
      payment_gateway_id: gateway.id,
      card_type: 'visa',
      last_digits: '1111',
      expiry_month: 1,
      expiry_year: now.getUTCFullYear() + 2,
      behaviour: 'approve',
      anti_forgery_token: 'a'.repeat(20),
      created_at,
    });
    const old = new Date(now.getTime() - 2 * DAY);
    await api.db
      .insertInto('sandbox_card')
      .values([card('purge-unused-old', old), card('purge-unused-new', now)])
      .execute();
    // The demo rider's saved card is older than a day and stays.
    const saved = await api.db
      .selectFrom('saved_card')
      .select('token')
      .where('company_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('sandbox_card')
      .set({ created_at: old })
      .where('token', '=', saved.token)
      .execute();

    const counts = await purgeExpired(api.db, now);

    expect(counts).toMatchObject({ sandboxAuthKeys: 1, humanChecks: 1, sandboxCards: 1 });
    const tokens = await api.db.selectFrom('sandbox_card').select('token').execute();
    expect(tokens.map((row) => row.token)).toEqual(
      expect.arrayContaining(['purge-unused-new', saved.token]),
    );
    expect(tokens.map((row) => row.token)).not.toContain('purge-unused-old');
    const keys = await api.db.selectFrom('sandbox_auth_key').select('key_hash').execute();
    expect(keys.map((row) => row.key_hash)).toContain('purge-live-key');
  });

  it('forgets old hold releases once done, and keeps one still to release however old', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - RETENTION.releasedHolds - 1000);
    const release = (reference: string, status: 'pending' | 'done', created_at: Date) => ({
      company_id: 'demo',
      payment_gateway_id: 1,
      gateway: 'fs',
      reference,
      status,
      created_at,
    });
    await api.db
      .insertInto('hold_release')
      .values([
        release('purge-old-done', 'done', old),
        release('purge-old-pending', 'pending', old),
        release('purge-recent-done', 'done', now),
      ])
      .execute();
    await purgeExpired(api.db, now);
    const left = await api.db
      .selectFrom('hold_release')
      .select('reference')
      .where('reference', 'like', 'purge-%')
      .execute();
    expect(left.map((row) => row.reference).sort()).toEqual([
      'purge-old-pending',
      'purge-recent-done',
    ]);
  });

  it('forgets automatic captures done long ago, keeps the rest, and never queues their rides again', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - RETENTION.autoCaptures - 1000);
    await api.db
      .updateTable('company')
      .set({ auto_capture_minutes: 0 })
      .where('id', '=', 'demo')
      .execute();
    const rides: { id: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const ride = await buildReservation(api, { status: 'COMPLETED' });
      // Trigger ride_auto_capture_on_completion queues each ride's capture.
      await api.db
        .insertInto('reservation_status_change')
        .values({
          company_id: 'demo',
          reservation_id: ride.id,
          from_status: 'IN_PROGRESS',
          to_status: 'COMPLETED',
        })
        .execute();
      rides.push(ride);
    }
    await api.db
      .updateTable('company')
      .set({ auto_capture_minutes: null })
      .where('id', '=', 'demo')
      .execute();
    const [doneLongAgo, doneRecently, stillDue, givenUp] = rides.map((ride) => ride.id) as [
      string,
      string,
      string,
      string,
    ];
    const set = (id: string, row: { status: 'done' | 'failed'; done_at: Date | null }) =>
      api.db.updateTable('ride_auto_capture').set(row).where('reservation_id', '=', id).execute();
    await set(doneLongAgo, { status: 'done', done_at: old });
    await set(doneRecently, { status: 'done', done_at: now });
    await set(givenUp, { status: 'failed', done_at: null });
    await api.db
      .updateTable('ride_auto_capture')
      .set({ created_at: old })
      .where('reservation_id', 'in', [doneRecently, stillDue, givenUp])
      .execute();

    const counts = await purgeExpired(api.db, now);

    expect(counts.autoCaptures).toBeGreaterThanOrEqual(1);
    const queued = async () =>
      (
        await api.db
          .selectFrom('ride_auto_capture')
          .select('reservation_id')
          .where(
            'reservation_id',
            'in',
            rides.map((ride) => ride.id),
          )
          .execute()
      )
        .map((row) => row.reservation_id)
        .sort();
    expect(await queued()).toEqual([doneRecently, stillDue, givenUp].sort());
    // The purged ride closed later, with the setting on again, is not captured a second time.
    await api.db
      .updateTable('company')
      .set({ auto_capture_minutes: 0 })
      .where('id', '=', 'demo')
      .execute();
    try {
      await api.db
        .insertInto('reservation_status_change')
        .values({
          company_id: 'demo',
          reservation_id: doneLongAgo,
          from_status: 'COMPLETED',
          to_status: 'CLOSED',
        })
        .execute();
    } finally {
      await api.db
        .updateTable('company')
        .set({ auto_capture_minutes: null })
        .where('id', '=', 'demo')
        .execute();
    }
    expect(await queued()).toEqual([doneRecently, stillDue, givenUp].sort());
  });

  it('forgets drivers’ positions older than a day and keeps recent ones', async () => {
    const now = new Date();
    const driver = await api.db
      .selectFrom('staff_user')
      .select('id')
      .where('company_id', '=', 'demo')
      .where('role', '=', 'driver')
      .executeTakeFirstOrThrow();
    const old = await buildReservation(api, { status: 'DRIVING_PASSENGER' });
    const recent = await buildReservation(api, { status: 'DRIVING_PASSENGER' });
    const position = (reservationId: string, recordedAt: Date) => ({
      company_id: 'demo',
      reservation_id: reservationId,
      staff_user_id: driver.id,
      latitude: 40.75,
      longitude: -73.98,
      heading: null,
      speed: null,
      recorded_at: recordedAt,
      eta_seconds: null,
      eta_computed_at: null,
    });
    await api.db
      .insertInto('driver_position')
      .values([
        position(old.id, new Date(now.getTime() - DAY - 60_000)),
        position(recent.id, new Date(now.getTime() - DAY + 60_000)),
      ])
      .execute();

    const counts = await purgeExpired(api.db, now);

    expect(counts.driverPositions).toBe(1);
    const kept = await api.db
      .selectFrom('driver_position')
      .select('reservation_id')
      .where('reservation_id', 'in', [old.id, recent.id])
      .execute();
    expect(kept.map((row) => row.reservation_id)).toEqual([recent.id]);
  });

  it('deletes dispatch events written over a day ago, and keeps recent ones', async () => {
    const now = new Date();
    const old = await buildReservation(api);
    const recent = await buildReservation(api);
    // The reservation trigger wrote one event each; the first is made a day and a minute old.
    await api.db
      .updateTable('dispatch_event')
      .set({ created_at: new Date(now.getTime() - RETENTION.dispatchEvents - 60_000) } as never)
      .where('reservation_id', '=', old.id)
      .execute();

    const counts = await purgeExpired(api.db, now);

    expect(counts.dispatchEvents).toBeGreaterThanOrEqual(1);
    const kept = await api.db
      .selectFrom('dispatch_event')
      .select('reservation_id')
      .where('reservation_id', 'in', [old.id, recent.id])
      .execute();
    expect(kept.map((row) => row.reservation_id)).toEqual([recent.id]);
  });
});
