import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import { listOutboxMessages } from '../../adapters/mail/outbox.repository.ts';
import { signAccessToken } from './access-token.ts';
import {
  bearer,
  LOGIN,
  loginInput,
  REFRESH,
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

const UPDATE = /* GraphQL */ `
  mutation updateUserAccount($input: UpdateAccountUserInput!) {
    updateUserAccount(input: $input) {
      id
      firstName
      lastName
      email
      phone
      address {
        line1
        line2
        city
        stateCode
        postalCode
        countryCode
      }
    }
  }
`;

describe.each(databaseKinds())('updateUserAccount on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const update = (token: string | null, input: Record<string, unknown>) =>
    api.gql<{ updateUserAccount: Profile }>(UPDATE, { input }, token ? bearer(token) : {});
  const rowOf = (id: string) =>
    api.db.selectFrom('account_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A new rider and a session of theirs. */
  async function riderWithToken(overrides: Parameters<typeof buildRider>[1] = {}) {
    const rider = await buildRider(api, overrides);
    const tokens = await signInAs(api, rider.email, rider.password, rider.companyId);
    return { ...rider, tokens, token: tokens.accessToken };
  }
  const firstError = (res: { errors?: { message: string; extensions?: object }[] }) =>
    res.errors?.[0];

  it('answers 401 without a token and changes nothing', async () => {
    const res = await update(null, { firstName: 'Mallory' });
    expect(res.status).toBe(401);
    expect(firstError(res)?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Please enter first name'],
    ['a last name of 256 characters', { lastName: 'R'.repeat(256) }, 'lastName', 'Too long'],
    ['a malformed email', { email: 'rider-at-demo' }, 'email', 'Not a valid email'],
    ['an invalid phone number', { phone: '12345' }, 'phone', 'Not a valid phone number'],
    [
      'a phone of 41 characters',
      { phone: '+1 '.padEnd(41, '2') },
      'phone',
      'phone must be at most 40 characters',
    ],
    [
      'an address line 1 of 256 characters',
      { address: { line1: 'a'.repeat(256) } },
      'address.line1',
      'address.line1 must be at most 255 characters',
    ],
    [
      'an address line 2 of 256 characters',
      { address: { line2: 'b'.repeat(256) } },
      'address.line2',
      'address.line2 must be at most 255 characters',
    ],
    [
      'a city of 256 characters',
      { address: { city: 'c'.repeat(256) } },
      'address.city',
      'address.city must be at most 255 characters',
    ],
    [
      'a postal code of 11 characters',
      { address: { postalCode: '12345678901' } },
      'address.postalCode',
      'address.postalCode must be at most 10 characters',
    ],
    [
      'a three-letter country code',
      { address: { countryCode: 'USA' } },
      'address.countryCode',
      'countryCode must be an ISO 3166 alpha-2 code',
    ],
  ])(
    'refuses %s with BAD_USER_INPUT naming the field, and writes nothing',
    async (_, input, field, message) => {
      const rider = await riderWithToken();
      const before = await rowOf(rider.id);
      const res = await update(rider.token, { firstName: 'Changed', ...input });
      expect(res.data).toBeNull();
      expect(firstError(res)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      expect(await rowOf(rider.id)).toEqual(before);
    },
  );

  it('changes the names, phone and address that are sent, and only those', async () => {
    const rider = await riderWithToken();
    const res = await update(rider.token, {
      firstName: ' Olive ',
      phone: ' 212 555 0199 ',
      address: {
        line1: '1 Main St',
        city: 'Springfield',
        stateCode: 'il',
        postalCode: '62701',
        countryCode: 'us',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUserAccount).toMatchObject({
      id: rider.id,
      firstName: 'Olive',
      lastName: 'Rider',
      email: rider.email,
      phone: '212 555 0199',
      address: {
        line1: '1 Main St',
        line2: '',
        city: 'Springfield',
        stateCode: 'IL',
        postalCode: '62701',
        countryCode: 'US',
      },
    });
    const again = await api.gql<{ getUserProfile: Profile }>(PROFILE, {}, bearer(rider.token));
    expect(again.data!.getUserProfile).toMatchObject({ firstName: 'Olive', phone: '212 555 0199' });
    expect((await update(rider.token, { phone: '' })).data!.updateUserAccount.phone).toBe('');
  });

  it('reads a phone number without a + prefix in the address country', async () => {
    const rider = await riderWithToken();
    const london = {
      phone: '020 7946 0958',
      address: { countryCode: 'GB', postalCode: 'SW1A 1AA' },
    };
    expect(firstError(await update(rider.token, { phone: london.phone }))?.message).toBe(
      'Not a valid phone number',
    );
    expect((await update(rider.token, london)).errors).toBeUndefined();
    // Stored in GB now, so the number alone is read there too.
    expect((await update(rider.token, { phone: london.phone })).errors).toBeUndefined();
    expect((await update(rider.token, { phone: '+1 212 555 0142' })).errors).toBeUndefined();
  });

  it("changes only the account of the token, in the token's company", async () => {
    const olive = await riderWithToken({ firstName: 'Olive' });
    const other = await buildRider(api, { firstName: 'Other' });
    const acme = await buildRider(api, {
      companyId: 'acme',
      email: olive.email,
      firstName: 'Acme',
    });
    const res = await update(olive.token, { firstName: 'Changed', id: other.id } as never);
    // An id is no field of the input: the call is refused rather than aimed elsewhere.
    expect(firstError(res)?.message).toMatch(/"id" is not defined/);
    expect((await update(olive.token, { firstName: 'Changed' })).data!.updateUserAccount.id).toBe(
      olive.id,
    );
    expect((await rowOf(olive.id)).first_name).toBe('Changed');
    expect((await rowOf(other.id)).first_name).toBe('Other');
    expect((await rowOf(acme.id)).first_name).toBe('Acme');
    // Olive's session with another rider's id in a correctly signed token is no sign-in.
    const claims = decodeClaims(olive.token) as { sub: string; coid: string; sid: string };
    const forged = await signAccessToken(
      api.services.config.jwtSecret,
      { ...claims, sub: other.id },
      new Date(),
    );
    expect((await update(forged, { firstName: 'Mallory' })).status).toBe(401);
    const toAcme = await signAccessToken(
      api.services.config.jwtSecret,
      { ...claims, coid: 'acme' },
      new Date(),
    );
    expect((await update(toAcme, { firstName: 'Mallory' })).status).toBe(401);
    expect((await rowOf(other.id)).first_name).toBe('Other');
    expect((await rowOf(acme.id)).first_name).toBe('Acme');
  });

  describe('changing the email', () => {
    it('asks for the current password and changes nothing without it', async () => {
      const rider = await riderWithToken();
      const res = await update(rider.token, {
        firstName: 'Changed',
        email: 'new-address@example.test',
      });
      expect(firstError(res)).toMatchObject({
        message: 'Enter your current password to change your email',
        extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
      });
      expect(await rowOf(rider.id)).toMatchObject({ email: rider.email, first_name: 'Built' });
    });

    it('refuses a wrong password, counting it as a failed sign-in', async () => {
      const rider = await riderWithToken();
      const wrong = () =>
        update(rider.token, {
          email: 'new-address@example.test',
          currentPassword: 'Wrong!Password1',
        });
      for (let i = 0; i < 5; i += 1) {
        expect(firstError(await wrong())).toMatchObject({
          message: 'Your current password is not correct',
          extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
        });
      }
      const limited = await wrong();
      expect(limited.status).toBe(429);
      expect(firstError(limited)?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // The same limit guards the sign-in form: this address may not guess there either.
      const login = await api.gql(LOGIN, loginInput(rider.email, rider.password));
      expect(login.status).toBe(429);
      expect((await rowOf(rider.id)).email).toBe(rider.email);
    });

    it('refuses an address another account of the company has, in any case, only after the password', async () => {
      const rider = await riderWithToken();
      const taken = await buildRider(api);
      const withoutPassword = await update(rider.token, { email: taken.email.toUpperCase() });
      expect(firstError(withoutPassword)?.message).toBe(
        'Enter your current password to change your email',
      );
      const res = await update(rider.token, {
        email: taken.email.toUpperCase(),
        currentPassword: rider.password,
      });
      expect(firstError(res)).toMatchObject({
        message: 'Account with this email already exists',
        extensions: { code: 'CONFLICT' },
      });
      expect((await rowOf(rider.id)).email).toBe(rider.email);
    });

    it('takes an address only another company uses', async () => {
      const rider = await riderWithToken();
      const acme = await buildRider(api, { companyId: 'acme' });
      const res = await update(rider.token, { email: acme.email, currentPassword: rider.password });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateUserAccount.email).toBe(acme.email);
    });

    it('changes the letter case without a password', async () => {
      const rider = await riderWithToken();
      const res = await update(rider.token, { email: ` ${rider.email.toUpperCase()} ` });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateUserAccount.email).toBe(rider.email.toUpperCase());
      expect(await listOutboxMessages(api.db, { companyId: 'demo', limit: 5 })).not.toContainEqual(
        expect.objectContaining({ to_address: rider.email }),
      );
    });

    it('with the password: signs in with the new address, mails the old one and ends the other sessions', async () => {
      const rider = await riderWithToken();
      const otherDevice = await signInAs(api, rider.email, rider.password);
      const newEmail = `Moved-${rider.id.slice(0, 8)}@Example.test`;
      const res = await update(rider.token, {
        email: ` ${newEmail} `,
        currentPassword: rider.password,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateUserAccount.email).toBe(newEmail);

      const [mail] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
      expect(mail).toMatchObject({ to_address: rider.email });
      expect(mail!.text_body).toContain(`was changed to ${newEmail}`);

      // This session goes on; the other device's access and refresh tokens no longer work.
      expect((await api.gql(PROFILE, {}, bearer(rider.token))).status).toBe(200);
      expect((await api.gql(PROFILE, {}, bearer(otherDevice.accessToken))).status).toBe(401);
      const refreshed = await api.gql(REFRESH, { refreshToken: otherDevice.refreshToken });
      expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      await clearRateLimits(api);
      expect(
        (await signInAs(api, newEmail.toLowerCase(), rider.password)).accessToken,
      ).toBeTruthy();
      const old = await api.gql(LOGIN, loginInput(rider.email, rider.password));
      expect(old.errors?.[0]?.message).toBe('Invalid email and/or password');
    });

    it('tells the old address in the rider’s language: the one they choose, else the app’s', async () => {
      const rider = await riderWithToken({ firstName: 'Lucía' });
      const moved = `Mudada-${rider.id.slice(0, 8)}@example.test`;
      const res = await api.gql(
        UPDATE,
        { input: { email: moved, currentPassword: rider.password } },
        { ...bearer(rider.token), 'accept-language': 'es-ES' },
      );
      expect(res.errors).toBeUndefined();
      const [spanish] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
      expect(spanish).toMatchObject({
        to_address: rider.email,
        subject: 'Se cambió tu correo electrónico de Demo Limousine',
      });
      expect(spanish!.text_body).toMatch(/^Hola, Lucía:/);
      // The same change naming French as the rider's own language: French, whatever the header.
      const again = await api.gql(
        UPDATE,
        { input: { email: rider.email, currentPassword: rider.password, language: 'fr' } },
        { ...bearer(rider.token), 'accept-language': 'es-ES' },
      );
      expect(again.errors).toBeUndefined();
      const [french] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
      expect(french).toMatchObject({
        to_address: moved,
        subject: 'Votre adresse e-mail Demo Limousine a été modifiée',
      });
    });
  });
});
