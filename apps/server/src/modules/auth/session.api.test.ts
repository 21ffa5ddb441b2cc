import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  PROFILE,
  REFRESH,
  signInAs,
  type Tokens,
} from './auth.test-helpers.ts';
import { tokenHash } from './tokens.ts';

const LOGOUT = /* GraphQL */ `
  mutation logout($refreshToken: String!) {
    logout(input: { refreshToken: $refreshToken })
  }
`;

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const refresh = (refreshToken: string) =>
    api.gql<{ refreshAuthToken: Tokens }>(REFRESH, { refreshToken });
  const profileWith = (accessToken: string) =>
    api.gql<{ getUserProfile: { email: string } }>(PROFILE, {}, bearer(accessToken));
  /** Moves the moment a refresh token was used back by `seconds`. */
  const ageUse = (refreshToken: string, seconds: number) =>
    api.db
      .updateTable('refresh_token')
      .set({ used_at: sql`used_at - make_interval(secs => ${seconds})` })
      .where('token_hash', '=', tokenHash(refreshToken))
      .execute();

  describe('refreshAuthToken', () => {
    it('refuses an empty refresh token with BAD_USER_INPUT', async () => {
      const res = await refresh('  ');
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'refreshToken',
      });
    });

    it.each([
      ['a malformed token', 'not-a-token'],
      ['an unknown token', 'A'.repeat(43)],
    ])('answers %s with 401 UNAUTHENTICATED', async (_, token) => {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(res.errors?.[0]).toMatchObject({
        message: 'StatusText: Unauthorized, Status: 401',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('rotates: each refresh returns new tokens and the new access token works', async () => {
      const first = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const res = await refresh(first.refreshToken);
      expect(res.errors).toBeUndefined();
      const second = res.data!.refreshAuthToken;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.expiresIn).toBe(900);
      expect((await profileWith(second.accessToken)).data?.getUserProfile.email).toBe(
        DEMO_RIDER.email,
      );
      const third = await refresh(second.refreshToken);
      expect(third.data?.refreshAuthToken.refreshToken).not.toBe(second.refreshToken);
    });

    it('gives a retry within the leeway the same successor, not a revocation', async () => {
      const first = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const a = await refresh(first.refreshToken);
      await ageUse(first.refreshToken, 25);
      const b = await refresh(first.refreshToken);
      expect(b.errors).toBeUndefined();
      expect(b.data!.refreshAuthToken.refreshToken).toBe(a.data!.refreshAuthToken.refreshToken);
      // The session lives on: the successor still rotates.
      expect((await refresh(b.data!.refreshAuthToken.refreshToken)).errors).toBeUndefined();
    });

    it('gives two simultaneous refreshes of one token the same successor', async () => {
      const first = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(a.data!.refreshAuthToken.refreshToken).toBe(b.data!.refreshAuthToken.refreshToken);
      const rows = await api.db
        .selectFrom('refresh_token')
        .select('id')
        .where('token_hash', '=', tokenHash(a.data!.refreshAuthToken.refreshToken))
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('revokes the whole family when a used token comes back after the leeway', async () => {
      const first = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const second = (await refresh(first.refreshToken)).data!.refreshAuthToken;
      await ageUse(first.refreshToken, 31);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The successor and the access tokens of the family stop working too.
      expect((await refresh(second.refreshToken)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await profileWith(second.accessToken)).status).toBe(401);
      expect((await profileWith(first.accessToken)).status).toBe(401);
    });

    it('treats a used token as reuse, even within the leeway, once its successor has been used', async () => {
      const first = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const second = (await refresh(first.refreshToken)).data!.refreshAuthToken;
      const third = (await refresh(second.refreshToken)).data!.refreshAuthToken;
      expect((await refresh(first.refreshToken)).status).toBe(401);
      expect((await refresh(third.refreshToken)).status).toBe(401);
    });

    it('leaves other sessions of the same rider alone when one family is revoked', async () => {
      const phone = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const laptop = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      await refresh(phone.refreshToken);
      await ageUse(phone.refreshToken, 60);
      await refresh(phone.refreshToken);
      expect((await refresh(laptop.refreshToken)).errors).toBeUndefined();
    });

    it('refuses an expired refresh token', async () => {
      const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      await api.db
        .updateTable('refresh_token')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where('token_hash', '=', tokenHash(tokens.refreshToken))
        .execute();
      expect((await refresh(tokens.refreshToken)).status).toBe(401);
    });

    it('answers the disabled-company 403 when the company has been disabled since sign-in', async () => {
      const demo = await api.db
        .selectFrom('company')
        .selectAll()
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('company')
        .values({
          ...demo,
          id: 'soon-closed',
          domain_name: null,
          privacy_policy: JSON.stringify(demo.privacy_policy),
          terms_and_conditions: JSON.stringify(demo.terms_and_conditions),
          rental_agreement: JSON.stringify(demo.rental_agreement),
          service_area_polygon: null,
          cancellation_fee_rule: null,
        })
        .execute();
      const built = await buildRider(api, { companyId: 'soon-closed' });
      const tokens = await signInAs(api, built.email, built.password, 'soon-closed');
      await api.db
        .updateTable('company')
        .set({ is_disabled: true })
        .where('id', '=', 'soon-closed')
        .execute();
      const res = await refresh(tokens.refreshToken);
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.message).toBe('Status: 403, Message: Specified company is disabled.');
      const profile = await profileWith(tokens.accessToken);
      expect(profile.status).toBe(403);
      expect(profile.errors?.[0]?.message).toBe(
        'Status: 403, Message: Specified company is disabled.',
      );
    });
  });

  describe('logout', () => {
    it('refuses an empty refresh token with BAD_USER_INPUT', async () => {
      expect((await api.gql(LOGOUT, { refreshToken: '' })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    });

    it('answers true for an unknown token without revealing anything', async () => {
      const res = await api.gql<{ logout: boolean }>(LOGOUT, { refreshToken: 'B'.repeat(43) });
      expect(res.data?.logout).toBe(true);
    });

    it('ends the session: its refresh and access tokens stop working', async () => {
      const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const next = (await refresh(tokens.refreshToken)).data!.refreshAuthToken;
      // Signing out with an already-rotated token still ends the whole family.
      expect(
        (await api.gql<{ logout: boolean }>(LOGOUT, { refreshToken: tokens.refreshToken })).data
          ?.logout,
      ).toBe(true);
      expect((await refresh(next.refreshToken)).status).toBe(401);
      expect((await profileWith(next.accessToken)).status).toBe(401);
    });
  });
});
