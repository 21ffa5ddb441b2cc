import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import { signAccessToken } from './access-token.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  decodeClaims,
  DEMO_RIDER,
  PROFILE,
  signInAs,
} from './auth.test-helpers.ts';

interface Profile {
  id: string;
  companyId: string;
  firstName: string;
  email: string;
  [key: string]: unknown;
}

describe.each(databaseKinds())('getUserProfile on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const profile = (headers: Record<string, string>, coid?: string) =>
    api.gql<{ getUserProfile: Profile }>(PROFILE, coid === undefined ? {} : { coid }, headers);

  function expectUnauthorized(res: Awaited<ReturnType<typeof profile>>) {
    expect(res.status).toBe(401);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'StatusText: Unauthorized, Status: 401',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }

  /** A token with the given claims, correctly signed with the server's own secret. */
  const forge = (claims: { sub: string; coid: string; sid: string }, at = new Date()) =>
    signAccessToken(api.services.config.jwtSecret, claims, at);

  it('answers 401 without a token', async () => {
    expectUnauthorized(await profile({}));
  });

  it.each([
    ['a token that is not a JWT', 'Bearer abc'],
    ['another scheme', 'Basic cmlkZXI6cGFzcw=='],
    ['a token signed with another secret', null],
    ['an unsigned "alg: none" token', 'none'],
  ])('answers 401 for %s', async (_, header) => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const [, payload] = tokens.accessToken.split('.');
    let authorization = header ?? '';
    if (header === null) {
      const head = tokens.accessToken.split('.').slice(0, 2).join('.');
      authorization = `Bearer ${head}.${createHmac('sha256', 'another-secret'.padEnd(48, 'y')).update(head).digest('base64url')}`;
    } else if (header === 'none') {
      authorization = `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    }
    expectUnauthorized(await profile({ authorization }));
  });

  it('answers 401 for an expired access token', async () => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const claims = decodeClaims(tokens.accessToken) as { sub: string; coid: string; sid: string };
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    expectUnauthorized(await profile(bearer(await forge(claims, sixteenMinutesAgo))));
    // The same claims signed now work, so the expiry alone made the difference.
    expect((await profile(bearer(await forge(claims)))).data?.getUserProfile.email).toBe(
      DEMO_RIDER.email,
    );
  });

  it('returns the signed-in rider their own profile', async () => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const res = await profile(bearer(tokens.accessToken));
    expect(res.errors).toBeUndefined();
    expect(res.data!.getUserProfile).toMatchObject({
      companyId: 'demo',
      firstName: 'Dana',
      lastName: 'Rider',
      email: 'rider@demo.test',
      phone: '+1 212 555 0142',
      defaultCreditCardId: null,
      defaultPaymentTypeId: null,
      address: {
        line1: '350 5th Avenue',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10118',
        countryCode: 'US',
      },
    });
  });

  it('never shows one rider the profile of another', async () => {
    const other = await buildRider(api, { firstName: 'Olive' });
    const dana = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const olive = await signInAs(api, other.email, other.password);
    expect((await profile(bearer(dana.accessToken))).data?.getUserProfile.firstName).toBe('Dana');
    expect((await profile(bearer(olive.accessToken))).data?.getUserProfile).toMatchObject({
      id: other.id,
      firstName: 'Olive',
    });
    // Dana's session with Olive's id in a correctly signed token is no sign-in at all.
    const danaClaims = decodeClaims(dana.accessToken) as { sub: string; coid: string; sid: string };
    expectUnauthorized(await profile(bearer(await forge({ ...danaClaims, sub: other.id }))));
  });

  it('refuses a token of demo used for acme', async () => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    expect((await profile(bearer(tokens.accessToken), 'demo')).data?.getUserProfile.email).toBe(
      DEMO_RIDER.email,
    );
    expectUnauthorized(await profile(bearer(tokens.accessToken), 'acme'));
    // Re-signing the token's claims for acme does not make it an acme sign-in either.
    const claims = decodeClaims(tokens.accessToken) as { sub: string; coid: string; sid: string };
    expectUnauthorized(await profile(bearer(await forge({ ...claims, coid: 'acme' }))));
  });

  it('lets an acme rider in at acme only', async () => {
    const acmeRider = await buildRider(api, { companyId: 'acme' });
    const tokens = await signInAs(api, acmeRider.email, acmeRider.password, 'acme');
    expect((await profile(bearer(tokens.accessToken), 'acme')).data?.getUserProfile.companyId).toBe(
      'acme',
    );
    expectUnauthorized(await profile(bearer(tokens.accessToken), 'demo'));
  });

  it('refuses the token of a rider whose account has been deleted', async () => {
    const rider = await buildRider(api);
    const tokens = await signInAs(api, rider.email, rider.password);
    await api.db.deleteFrom('account_user').where('id', '=', rider.id).execute();
    expectUnauthorized(await profile(bearer(tokens.accessToken)));
  });

  it('treats a malformed coid like another company', async () => {
    const tokens = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    expectUnauthorized(await profile(bearer(tokens.accessToken), '../demo'));
  });
});
