/**
 * What an attacker tries against the built server: a development server as `npm start` runs it
 * (PGlite) and a production one (PostgreSQL when reachable). Each attack here was either found to
 * work once and fixed, or held and must keep holding.
 */
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../scripts/lib/servers.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** An HTTP request with exactly the headers given (fetch would not send Host or bad bytes). */
function send(
  base: string,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = request(
      `${base}${options.path ?? '/graphql'}`,
      {
        method: options.method ?? 'POST',
        agent: false,
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return send(base, {
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

const errorsOf = (answer: Answer) =>
  (
    JSON.parse(answer.text) as {
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    }
  ).errors ?? [];
const codeOf = (answer: Answer) => errorsOf(answer)[0]?.extensions?.code;

const LOGIN = `mutation ($input: LoginInfoInput!) { login(input: $input) { accessToken refreshToken } }`;
const PROFILE = `query ($coid: String) { getUserProfile(coid: $coid) { email } }`;
const RESET = `mutation ($input: ResetAccountUserPasswordInput!) { resetPassword(input: $input) { isSuccessful } }`;
const RIDER = { email: 'rider@demo.test', password: 'Demo!Rider2026' };
const login = (email: string, password: string, companyId = 'demo') => ({
  input: { username: email, password, companyId, typeOfUser: 'ACCOUNT_USER' },
});

let development: RunningServer;
let production: RunningServer;

beforeAll(async () => {
  // Behind one trusted proxy, as behind a load balancer: X-Forwarded-For names the client.
  const env = { TRUST_PROXY_HOPS: '1' };
  development = (await startAppServer('pglite', { mode: 'development', env }))!;
  production =
    (await startAppServer('postgres', { env })) ?? (await startAppServer('pglite', { env }))!;
});
afterAll(async () => {
  await development?.stop();
  await production?.stop();
});

const servers = () =>
  [
    ['development', development.url],
    ['production', production.url],
  ] as const;

describe('attacks that once worked', () => {
  it('cannot point a reset link at another site with a forged Host header', async () => {
    const forged = await send(development.url, {
      headers: { ...JSON_HEADERS, host: 'evil.example' },
      body: JSON.stringify({
        query: RESET,
        variables: { input: { email: RIDER.email, companyId: 'demo' } },
      }),
    });
    expect(forged.status).toBe(200);
    let page = '';
    for (let i = 0; i < 50 && !page.includes('reset-password?token='); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      page = (await send(development.url, { method: 'GET', path: '/dev/outbox?coid=demo' })).text;
    }
    expect(page).toContain('reset-password?token=');
    expect(page).not.toContain('evil.example');
  });

  it('cannot read the development outbox from another machine, another company, or in production', async () => {
    const remote = await send(development.url, {
      method: 'GET',
      path: '/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(remote.text).not.toContain('Outbox of');
    const acme = await send(development.url, { method: 'GET', path: '/dev/outbox?coid=acme' });
    expect(acme.text).toContain('Outbox of acme');
    expect(acme.text).not.toContain(RIDER.email);
    const live = await send(production.url, { method: 'GET', path: '/dev/outbox' });
    expect(live.text).not.toContain('Outbox of');
  });

  it.each(['development', 'production'] as const)(
    'cannot lock a rider out from one address (%s)',
    async (mode) => {
      const base = mode === 'development' ? development.url : production.url;
      for (let i = 0; i < 25; i += 1) {
        await graphql(base, LOGIN, login(RIDER.email, `Wrong!Guess${i}x`), {
          'x-forwarded-for': '198.51.100.66',
        });
      }
      const owner = await graphql(base, LOGIN, login(RIDER.email, RIDER.password), {
        'x-forwarded-for': '203.0.113.77',
      });
      expect(errorsOf(owner)).toEqual([]);
    },
  );

  it('opens no sessions for aliased sign-ins, and takes no batches', async () => {
    for (const [, base] of servers()) {
      const aliases = Array.from(
        { length: 30 },
        (_, i) => `a${i}: login(input: $input) { accessToken }`,
      );
      const aliased = await graphql(
        base,
        `mutation ($input: LoginInfoInput!) { ${aliases.join(' ')} }`,
        login(RIDER.email, RIDER.password),
      );
      expect(errorsOf(aliased)[0]?.message).toBe(
        'Only one sign-in or token operation can be sent in a request',
      );
      expect(aliased.text).not.toContain('accessToken');
      const batch = await send(base, {
        headers: JSON_HEADERS,
        body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      });
      expect(batch.status).toBeGreaterThanOrEqual(400);
      expect(batch.status).toBeLessThan(500);
    }
  });

  it('refuses form posts and requests from other sites', async () => {
    for (const [, base] of servers()) {
      const form = await send(base, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
        body: `query=${encodeURIComponent(`mutation { resetPassword(input: {email: "${RIDER.email}", companyId: "demo"}) { isSuccessful } }`)}`,
      });
      expect(form.status).toBe(403);
      const plainForm = await send(base, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'query=%7B__typename%7D',
      });
      expect(plainForm.status).toBe(415);
      const crossSite = await graphql(
        base,
        '{ __typename }',
        {},
        { origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(codeOf(crossSite)).toBe('FORBIDDEN');
      const sameSite = await graphql(base, '{ __typename }', {}, { origin: base });
      expect(sameSite.status).toBe(200);
    }
  });

  it('answers bad input with 4xx, never 500, and echoes nothing back in production', async () => {
    for (const [mode, base] of servers()) {
      // A subscription may select one field of its root, never an introspection field.
      const subscription = await graphql(base, 'subscription { __typename }');
      expect(subscription.status).toBeLessThan(500);
      expect(codeOf(subscription)).toBe('GRAPHQL_VALIDATION_FAILED');
      const getVariables = await send(base, {
        method: 'GET',
        path: '/graphql?query=%7B__typename%7D&variables=not-json',
      });
      expect(getVariables.status).toBe(400);
      const cookie = await send(base, {
        method: 'GET',
        path: '/book',
        headers: { cookie: 'coid=%E0' },
      });
      expect(cookie.status).toBe(200);
      const invalid = await send(base, {
        headers: JSON_HEADERS,
        body: '{"query": "secret-looking text',
      });
      expect(invalid.status).toBeLessThan(500);
      if (mode === 'production') expect(invalid.text).not.toContain('secret-looking');
    }
  });

  it('prices no route that leaves the company’s service area', async () => {
    const settings = JSON.parse(
      (
        await graphql(
          development.url,
          'query { getAllSystemSetting(coid: "demo") { defaultServiceTypes { id code } } }',
        )
      ).text,
    ) as { data: { getAllSystemSetting: { defaultServiceTypes: { id: number; code: string }[] } } };
    const pointToPoint = settings.data.getAllSystemSetting.defaultServiceTypes.find(
      (type) => type.code === 'PTP',
    );
    const answer = await graphql(
      development.url,
      'mutation ($input: LookupRatesInput!) { lookupRates(input: $input) { vehicles { amount } } }',
      {
        input: {
          coid: 'demo',
          serviceTypeId: pointToPoint?.id,
          scheduledPickupTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          totalPassengers: 1,
          totalLuggage: 0,
          route: [
            {
              type: 'POI',
              address: {
                name: 'The Plaza',
                coordinates: { latitude: 40.7646, longitude: -73.9743 },
              },
            },
            {
              type: 'ADDRESS',
              address: { name: 'Indian Ocean', coordinates: { latitude: -20, longitude: 80 } },
            },
          ],
        },
      },
    );
    expect(errorsOf(answer)[0]).toMatchObject({
      message: expect.stringContaining('The drop-off (Indian Ocean) is outside the area'),
      extensions: { code: 'BAD_USER_INPUT', field: 'route.1' },
    });
    expect(answer.text).not.toContain('amount');
  });

  it('serves brand files or 404, reads only UTF-8, and lets the tag manager load only where set', async () => {
    for (const [, base] of servers()) {
      for (const name of ['Nothing', 'a_b', '..%2F..%2Fetc%2Fpasswd', '']) {
        const brand = await send(base, { method: 'GET', path: `/demo/brand/${name}` });
        expect(brand.status).toBe(404);
      }
      const latin1 = await send(base, {
        headers: { 'content-type': 'application/json; charset=latin1' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(latin1.status).toBe(415);
      const page = await send(base, { method: 'GET', path: '/book' });
      expect(String(page.headers['content-security-policy'])).not.toContain('googletagmanager');
    }
  });
});

describe('attacks that held and must keep holding', () => {
  /** A token signed as ours would be, with the given header and secret. */
  function forgedToken(
    header: Record<string, unknown>,
    secret: string,
    claims: Record<string, unknown>,
  ) {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part(header)}.${part(claims)}`;
    const signature = createHmac('sha256', secret).update(body).digest('base64url');
    return `${body}.${header.alg === 'none' ? '' : signature}`;
  }

  it('refuses forged, foreign and stale tokens with 401', async () => {
    for (const [, base] of servers()) {
      const signedIn = JSON.parse(
        (
          await graphql(base, LOGIN, login(RIDER.email, RIDER.password), {
            'x-forwarded-for': '192.0.2.50',
          })
        ).text,
      ) as { data: { login: { accessToken: string; refreshToken: string } } };
      const { accessToken, refreshToken } = signedIn.data.login;
      const claims = JSON.parse(
        Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      const forgeries = [
        forgedToken({ alg: 'none', typ: 'JWT' }, '', claims),
        forgedToken({ alg: 'HS256', typ: 'JWT' }, 'guessed-secret-'.repeat(3), claims),
        forgedToken({ alg: 'HS256', typ: 'JWT' }, 'guessed-secret-'.repeat(3), {
          ...claims,
          exp: 4102444800,
        }),
        `${accessToken.split('.').slice(0, 2).join('.')}.`,
        'not.a.token',
      ];
      for (const token of forgeries) {
        const answer = await graphql(
          base,
          PROFILE,
          { coid: 'demo' },
          { authorization: `Bearer ${token}` },
        );
        expect(answer.status).toBe(401);
      }
      // demo's token is nobody at acme.
      const foreign = await graphql(
        base,
        PROFILE,
        { coid: 'acme' },
        { authorization: `Bearer ${accessToken}` },
      );
      expect(foreign.status).toBe(401);
      // A refresh token that was never issued.
      const refresh = await graphql(
        base,
        'mutation ($input: RefreshAuthTokenInput!) { refreshAuthToken(input: $input) { accessToken } }',
        { input: { refreshToken: `${refreshToken.slice(0, -2)}AA` } },
      );
      expect(codeOf(refresh)).toBe('UNAUTHENTICATED');
    }
  });

  it('ends the session when a spent refresh token is played again', async () => {
    const REFRESH =
      'mutation ($input: RefreshAuthTokenInput!) { refreshAuthToken(input: $input) { accessToken refreshToken } }';
    const refresh = async (base: string, refreshToken: string) => {
      const answer = await graphql(base, REFRESH, { input: { refreshToken } });
      return JSON.parse(answer.text) as {
        data?: { refreshAuthToken: { accessToken: string; refreshToken: string } };
        errors?: { extensions?: { code?: string } }[];
      };
    };
    for (const [, base] of servers()) {
      const signedIn = JSON.parse(
        (
          await graphql(base, LOGIN, login(RIDER.email, RIDER.password), {
            'x-forwarded-for': '192.0.2.51',
          })
        ).text,
      ) as { data: { login: { refreshToken: string } } };
      const first = signedIn.data.login.refreshToken;
      const second = (await refresh(base, first)).data!.refreshAuthToken.refreshToken;
      const third = (await refresh(base, second)).data!.refreshAuthToken;
      // The stolen first token, played after its successor was spent: refused, and the thief's
      // play ends the whole session, so the latest tokens stop working too.
      expect((await refresh(base, first)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await refresh(base, third.refreshToken)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it("cannot see or delete another rider's card by its id, nor reach cards through another company", async () => {
    const CARDS = `query ($input: SavedPaymentOptionsInput!) { getSavedPaymentOptions(input: $input) { nodes { id lastDigits } } }`;
    const DELETE = `mutation ($input: DeleteSavedPaymentInput!) { deleteSavedPayment(input: $input) }`;
    const REGISTER = `mutation ($input: createNewAccountUserInput!) { createNewAccountUser(input: $input) { id } }`;
    for (const [name, base] of servers()) {
      const tokenOf = async (email: string, password: string, companyId: string, ip: string) =>
        (
          JSON.parse(
            (
              await graphql(base, LOGIN, login(email, password, companyId), {
                'x-forwarded-for': ip,
              })
            ).text,
          ) as { data: { login: { accessToken: string } } }
        ).data.login.accessToken;
      const owner = await tokenOf(RIDER.email, RIDER.password, 'demo', '192.0.2.60');
      const listed = JSON.parse(
        (
          await graphql(
            base,
            CARDS,
            { input: { coid: 'demo', first: 20, after: 0 } },
            { authorization: `Bearer ${owner}` },
          )
        ).text,
      ) as { data: { getSavedPaymentOptions: { nodes: { id: string }[] } } };
      const cardId = listed.data.getSavedPaymentOptions.nodes[0]!.id;

      // An attacker with an account of their own at the same company (acme allows no sign-ups;
      // the API tests hold acme's riders to the same rule).
      const password = 'Attacker!Pass2026';
      const email = `attacker-${name}-${Date.now()}@example.test`;
      const registered = await graphql(
        base,
        REGISTER,
        { input: { firstName: 'Eve', lastName: 'Attacker', email, password, companyId: 'demo' } },
        { 'x-forwarded-for': '192.0.2.61' },
      );
      expect(errorsOf(registered)).toEqual([]);
      const auth = {
        authorization: `Bearer ${await tokenOf(email, password, 'demo', '192.0.2.61')}`,
      };
      const theirs = JSON.parse(
        (await graphql(base, CARDS, { input: { first: 20, after: 0 } }, auth)).text,
      ) as { data: { getSavedPaymentOptions: { nodes: { id: string }[] } } };
      expect(theirs.data.getSavedPaymentOptions.nodes).toEqual([]);
      const deleted = await graphql(base, DELETE, { input: { id: cardId } }, auth);
      expect(codeOf(deleted)).toBe('NOT_FOUND');
      // The owner's own token, sent to another company, is nobody there.
      for (const token of [auth.authorization, `Bearer ${owner}`]) {
        const elsewhere = await graphql(
          base,
          CARDS,
          { input: { coid: 'acme', first: 20, after: 0 } },
          { authorization: token },
        );
        expect(elsewhere.status).toBe(401);
        expect(elsewhere.text).not.toContain(cardId);
      }
      const still = await graphql(
        base,
        CARDS,
        { input: { coid: 'demo', first: 20, after: 0 } },
        { authorization: `Bearer ${owner}` },
      );
      expect(still.text).toContain(cardId);
    }
  });

  it('refuses oversized bodies, path traversal and undecodable input without a 500', async () => {
    for (const [, base] of servers()) {
      const huge = await send(base, {
        headers: JSON_HEADERS,
        body: JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(200_000) } }),
      });
      expect(huge.status).toBe(413);
      for (const path of [
        '/../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/assets/..%2f..%2fpackage.json',
        '/%E0%A4%A',
      ]) {
        const answer = await send(base, { method: 'GET', path });
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toContain('root:x:0:0');
        expect(answer.text).not.toContain('"workspaces"');
      }
      const badBytes = await send(base, {
        headers: JSON_HEADERS,
        body: Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0xff, 0xfe, 0x7d]),
      });
      expect(badBytes.status).toBeLessThan(500);
      const badUnicode = await graphql(base, `{ getCompanyData(coid: "\uD800") { coid } }`);
      expect(badUnicode.status).toBeLessThan(500);
    }
  });
});
