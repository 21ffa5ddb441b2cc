import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, DEMO_RIDER, PROFILE, signInAs } from '../auth/auth.test-helpers.ts';
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
});
