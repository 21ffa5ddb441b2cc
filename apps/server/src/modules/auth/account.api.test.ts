import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  PROFILE,
  signInAs,
} from './auth.test-helpers.ts';

const CREATE = /* GraphQL */ `
  mutation createAccount($input: createNewAccountUserInput!) {
    createNewAccountUser(input: $input) {
      id
    }
  }
`;

const DUPLICATE = /* GraphQL */ `
  query checkDuplicateEmail($coid: String!, $email: String!) {
    checkDuplicateEmail(coid: $coid, email: $email) {
      duplicateCheck
    }
  }
`;

const SIGN_UP_PASSWORD_MESSAGE =
  'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.';

let counter = 0;
function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Sam',
    lastName: 'Newrider',
    email: `sam.${Date.now()}.${counter}@example.test`,
    password: 'Welcome!Ride2026',
    companyId: 'demo',
    ...overrides,
  };
}

describe.each(databaseKinds())('accounts on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  describe('createNewAccountUser', () => {
    it.each([
      ['firstName', '', 'Please enter first name'],
      ['firstName', '42', 'Please enter first name'],
      ['lastName', ' ', 'Please enter last name'],
      ['email', '', 'Required'],
      ['email', 'sam@', 'Not a valid email'],
      ['password', 'short!A1', SIGN_UP_PASSWORD_MESSAGE],
      ['password', 'nouppercase!2026', SIGN_UP_PASSWORD_MESSAGE],
      ['password', 'Welcome!Ride2026€', 'Contains invalid character(s): €'],
    ])('refuses %s %j with the form message and creates nothing', async (field, value, message) => {
      const input = newAccount({ [field]: value });
      const res = await api.gql(CREATE, { input });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      const rows = await api.db
        .selectFrom('account_user')
        .select('id')
        .where('email', '=', input.email)
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('refuses account creation at acme, which does not allow it', async () => {
      const res = await api.gql(CREATE, { input: newAccount({ companyId: 'acme' }) });
      expect(res.status).toBe(403);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Account creation is not allowed for this company',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('answers the disabled-company 403 for a disabled company', async () => {
      const res = await api.gql(CREATE, { input: newAccount({ companyId: 'closed' }) });
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.message).toBe('Status: 403, Message: Specified company is disabled.');
    });

    it('creates an ACCOUNT_USER who can sign in and read their profile', async () => {
      const input = newAccount();
      const res = await api.gql<{ createNewAccountUser: { id: string } }>(CREATE, { input });
      expect(res.errors).toBeUndefined();
      const { id } = res.data!.createNewAccountUser;
      const row = await api.db
        .selectFrom('account_user')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        company_id: 'demo',
        user_type: 'ACCOUNT_USER',
        email: input.email,
        first_name: 'Sam',
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const tokens = await signInAs(api, input.email, input.password);
      const profile = await api.gql<{ getUserProfile: { id: string } }>(
        PROFILE,
        {},
        bearer(tokens.accessToken),
      );
      expect(profile.data?.getUserProfile.id).toBe(id);
    });

    it('answers "Duplicate Email" (CONFLICT) for an address already used, in any letter case', async () => {
      const res = await api.gql(CREATE, { input: newAccount({ email: 'Rider@DEMO.test' }) });
      expect(res.errors?.[0]?.message).toContain('Duplicate Email');
      expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it('lets two racing sign-ups with one address create one account', async () => {
      const input = newAccount();
      const results = await Promise.all([
        api.gql(CREATE, { input }),
        api.gql(CREATE, { input: { ...input, email: input.email.toUpperCase() } }),
      ]);
      expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
      expect(results.find((r) => r.errors)?.errors?.[0]?.message).toContain('Duplicate Email');
    });

    it('runs a sign-up retried with the same Idempotency-Key once and replays its answer', async () => {
      const input = newAccount();
      const key = `sign-up-retry-${input.email}`.replace(/[^A-Za-z0-9_-]/g, '-');
      const headers = { 'idempotency-key': key };
      const attempts = await Promise.all([
        api.gql(CREATE, { input }, headers),
        api.gql(CREATE, { input }, headers),
      ]);
      const again = await api.gql(CREATE, { input }, headers);
      expect(attempts[0]?.errors).toBeUndefined();
      expect(attempts[1]).toEqual(attempts[0]);
      expect(again).toEqual(attempts[0]);
      const rows = await api.db
        .selectFrom('account_user')
        .select('id')
        .where('email', '=', input.email)
        .execute();
      expect(rows).toHaveLength(1);
      const other = await api.gql(CREATE, { input: newAccount() }, headers);
      expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it('allows the same address in another company', async () => {
      const rider = await buildRider(api, { companyId: 'acme', email: 'twin@example.test' });
      const res = await api.gql(CREATE, { input: newAccount({ email: 'twin@example.test' }) });
      expect(res.errors).toBeUndefined();
      expect(rider.companyId).toBe('acme');
    });

    it('is rate limited per client address', async () => {
      for (let i = 0; i < 10; i += 1)
        await api.gql(CREATE, { input: newAccount({ password: 'weak' }) });
      // Invalid input is refused before counting: ten of those leave the limit untouched.
      expect((await api.gql(CREATE, { input: newAccount() })).errors).toBeUndefined();
      const aliases = Array.from(
        { length: 10 },
        (_, i) => `a${i}: createNewAccountUser(input: $input${i}) { id }`,
      );
      const variables = Object.fromEntries(aliases.map((_, i) => [`input${i}`, newAccount()]));
      const params = aliases.map((_, i) => `$input${i}: createNewAccountUserInput!`).join(', ');
      const res = await api.gql(`mutation (${params}) { ${aliases.join('\n')} }`, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      const created = await api.db
        .selectFrom('account_user')
        .select('email')
        .where('first_name', '=', 'Sam')
        .execute();
      // One plus nine aliased sign-ups fit in the minute's ten; the tenth alias was refused.
      expect(
        created.filter((r) =>
          Object.values(variables).some((v) => (v as { email: string }).email === r.email),
        ),
      ).toHaveLength(9);
    });
  });

  describe('checkDuplicateEmail', () => {
    it.each([
      ['', 'Required'],
      ['nope', 'Not a valid email'],
    ])('refuses email %j with BAD_USER_INPUT', async (email, message) => {
      const res = await api.gql(DUPLICATE, { coid: 'demo', email });
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      });
    });

    it('answers NOT_FOUND for an unknown company and 403 for a disabled one', async () => {
      expect(
        (await api.gql(DUPLICATE, { coid: 'ghost', email: DEMO_RIDER.email })).errors?.[0]
          ?.extensions?.code,
      ).toBe('NOT_FOUND');
      expect((await api.gql(DUPLICATE, { coid: 'closed', email: DEMO_RIDER.email })).status).toBe(
        403,
      );
    });

    it('is true for an existing address in any case and false otherwise', async () => {
      const check = async (coid: string, email: string) =>
        (
          await api.gql<{ checkDuplicateEmail: { duplicateCheck: boolean } }>(DUPLICATE, {
            coid,
            email,
          })
        ).data?.checkDuplicateEmail.duplicateCheck;
      expect(await check('demo', 'RIDER@demo.test')).toBe(true);
      expect(await check('demo', 'someone.else@demo.test')).toBe(false);
      // The demo rider has no account at acme.
      expect(await check('acme', DEMO_RIDER.email)).toBe(false);
    });

    it('counts every aliased check in one request and then answers TOO_MANY_REQUESTS', async () => {
      const aliases = Array.from(
        { length: 25 },
        (_, i) =>
          `c${i}: checkDuplicateEmail(coid: "demo", email: "x${i}@example.test") { duplicateCheck }`,
      );
      const res = await api.gql(`query { ${aliases.join('\n')} }`);
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      // 20 a minute were allowed; the refused ones counted nothing. (The answer leaves at the
      // first refusal; the other aliases finish just after it.)
      const minutePoints = () =>
        api.db
          .selectFrom('rate_limiter')
          .select('points')
          .where('key', 'like', 'duplicate-check:address:minute:%')
          .executeTakeFirstOrThrow()
          .then((row) => row.points);
      await expect.poll(minutePoints, { timeout: 3_000 }).toBe(20);
      const next = await api.gql(DUPLICATE, { coid: 'demo', email: DEMO_RIDER.email });
      expect(next.status).toBe(429);
    });
  });
});
