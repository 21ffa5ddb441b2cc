import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { listOutboxMessages } from '../adapters/mail/outbox.repository.ts';
import { DEMO_RIDER } from '../db/seed/riders.ts';
import { createLogger } from '../logger.ts';
import { LOGIN, loginInput } from '../modules/auth/auth.test-helpers.ts';
import { settleBackgroundWork } from '../modules/auth/background.ts';
import { databaseKinds, openTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/api.ts';
import { plainParams, regularMediaType, requestUrl } from './http-handler.ts';
import { createGraphQLHandler } from './yoga.ts';

const URQL_ACCEPT =
  'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';
const COUNTRIES = '{ getAllCountries(company_alias: "demo") { countries { countryCode } } }';
const COMPANY = 'query ($coid: String!) { getCompanyData(coid: $coid) { coid name } }';
const PROFILE = '{ getUserProfile(coid: "demo") { email } }';

interface Case {
  name: string;
  body: string;
  headers?: Record<string, string>;
}

const json = (value: unknown) => JSON.stringify(value);

const cases: Case[] = [
  { name: 'a query, no Accept', body: json({ query: COUNTRIES }) },
  {
    name: "a query, the web client's Accept",
    body: json({ query: COUNTRIES }),
    headers: { accept: URQL_ACCEPT },
  },
  {
    name: 'a query, Accept application/json',
    body: json({ query: COUNTRIES }),
    headers: { accept: 'application/json' },
  },
  {
    name: 'variables and an operation name',
    body: json({ query: `${COMPANY}`, variables: { coid: 'acme' }, operationName: null }),
  },
  {
    name: 'an unknown company',
    body: json({ query: COMPANY, variables: { coid: 'ghost' } }),
    headers: { accept: URQL_ACCEPT },
  },
  {
    name: 'a disabled company',
    body: json({ query: COMPANY, variables: { coid: 'closed' } }),
    headers: { accept: URQL_ACCEPT },
  },
  { name: 'no sign-in', body: json({ query: PROFILE }), headers: { accept: URQL_ACCEPT } },
  {
    name: 'a validation error',
    body: json({ query: '{ nope }' }),
    headers: { accept: URQL_ACCEPT },
  },
  {
    name: 'a validation error as application/json',
    body: json({ query: '{ nope }' }),
    headers: { accept: 'application/json' },
  },
  { name: 'a syntax error', body: json({ query: '{ getAllCountries(' }) },
  { name: 'a missing variable', body: json({ query: COMPANY }) },
  { name: 'invalid JSON', body: '{"query": ' },
  { name: 'a batch', body: json([{ query: COUNTRIES }]) },
  { name: 'variables that are a list', body: json({ query: COMPANY, variables: ['demo'] }) },
  { name: 'an unexpected parameter', body: json({ query: COUNTRIES, extra: 1 }) },
  { name: 'no query', body: json({ variables: {} }) },
  { name: 'an empty body', body: '' },
  {
    name: 'text/plain',
    body: json({ query: COUNTRIES }),
    headers: { 'content-type': 'text/plain' },
  },
  {
    name: 'an event stream only',
    body: json({ query: COUNTRIES }),
    headers: { accept: 'text/event-stream' },
  },
  {
    name: 'an unacceptable Accept',
    body: json({ query: COUNTRIES }),
    headers: { accept: 'image/png' },
  },
];

describe('regularMediaType', () => {
  it('chooses as yoga chooses', () => {
    expect(regularMediaType(undefined)).toBe('application/json');
    expect(regularMediaType('*/*')).toBe('application/json');
    expect(regularMediaType(URQL_ACCEPT)).toBe('application/graphql-response+json');
    expect(regularMediaType('application/json, application/graphql-response+json')).toBe(
      'application/json',
    );
    expect(regularMediaType('application/graphql-response+json; charset=latin1')).toBeNull();
    expect(regularMediaType('text/event-stream')).toBeNull();
    expect(regularMediaType('image/png')).toBeNull();
  });

  it('chooses the same when asked again, also after many different Accept headers', () => {
    for (let i = 0; i < 250; i += 1) {
      expect(regularMediaType(`application/x-${i}`)).toBeNull();
      expect(regularMediaType(`application/x-${i}, application/json`)).toBe('application/json');
      expect(regularMediaType(URQL_ACCEPT)).toBe('application/graphql-response+json');
    }
  });

  it('takes only plain parameters', () => {
    expect(plainParams(json({ query: '{ a }', variables: null }))).toEqual({
      query: '{ a }',
      variables: null,
    });
    expect(plainParams(json({ query: '{ a }', variables: [] }))).toBeNull();
    expect(plainParams(json({ query: 1 }))).toBeNull();
    expect(plainParams(json({ query: '{ a }', operationName: 3 }))).toBeNull();
    expect(plainParams(json({ query: '{ a }', extensions: 'x' }))).toBeNull();
    expect(plainParams(json({ query: '{ a }', other: 1 }))).toBeNull();
    expect(plainParams('[]')).toBeNull();
    expect(plainParams('nope')).toBeNull();
  });
});

describe.each(databaseKinds())('POST /graphql over HTTP on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Server;
  let base: string;
  let reference: ReturnType<typeof createGraphQLHandler>;
  const loggedErrors: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html></html>');
    const services = {
      config: { ...testConfig(), webDistDir },
      db: handle.db,
      logger: { ...createLogger('silent'), error: (message: string) => loggedErrors.push(message) },
    };
    server = createAppServer(services);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // yoga handling the same request whole, through its own fetch adapter.
    reference = createGraphQLHandler(services);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  async function both(testCase: Case) {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testCase.headers },
      body: testCase.body,
    };
    const read = async (response: Response) => ({
      status: response.status,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    });
    const overHttp = await read(await fetch(`${base}/graphql`, init));
    const byYoga = await read(await reference.fetch('http://localhost/graphql', init));
    return { overHttp, byYoga };
  }

  it.each(cases)('answers $name exactly as yoga does', async (testCase) => {
    const { overHttp, byYoga } = await both(testCase);
    expect(overHttp).toEqual(byYoga);
  });

  it('lets a client go away mid-body without an error and keeps serving', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"query":',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { overHttp } = await both(cases[0]!);
    expect(overHttp.status).toBe(200);
    expect(loggedErrors).toEqual([]);
  });

  it('gives resolvers the origin the request came to (the base of mailed links)', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({
        query:
          'mutation ($input: ResetAccountUserPasswordInput!) { resetPassword(input: $input) { isSuccessful } }',
        variables: { input: { email: DEMO_RIDER.email, companyId: 'demo' } },
      }),
    });
    expect((await response.json()).data.resetPassword.isSuccessful).toBe(true);
    await settleBackgroundWork();
    const [mail] = await listOutboxMessages(handle.db, { companyId: 'demo', limit: 1 });
    expect(mail?.text_body).toContain(`${base}/reset-password?token=`);
  });

  it('takes a Host header that is no host name as localhost', () => {
    const at = (host: string | undefined, url = '/graphql') =>
      requestUrl({ headers: host === undefined ? {} : { host }, url, socket: {} } as never);
    expect(at('rides.example.com')).toBe('http://rides.example.com/graphql');
    expect(at('127.0.0.1:8080', '/graphql?x=1')).toBe('http://127.0.0.1:8080/graphql?x=1');
    expect(at('[::1]:8080')).toBe('http://[::1]:8080/graphql');
    expect(at('evil.example/@x')).toBe('http://localhost/graphql');
    expect(at(undefined)).toBe('http://localhost/graphql');
    expect(at('host', 'http://elsewhere/graphql')).toBe('http://host/graphql');
  });

  it('runs a retried sign-up with the same Idempotency-Key once and replays its answer', async () => {
    const email = `retry.${Date.now()}@example.test`;
    const key = `sign-up-retry-${Date.now()}`;
    const signUp = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: json({
          query:
            'mutation ($input: createNewAccountUserInput!) { createNewAccountUser(input: $input) { id } }',
          variables: {
            input: {
              firstName: 'Sam',
              lastName: 'Retry',
              email,
              password: 'Welcome!Ride2026',
              companyId: 'demo',
            },
          },
        }),
      }).then((response) => response.json());
    const first = await signUp();
    const second = await signUp();
    expect(first.data.createNewAccountUser.id).toEqual(expect.any(String));
    expect(second).toEqual(first);
    const rows = await handle.db
      .selectFrom('account_user')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the sign-in limit exactly as yoga does', async () => {
    const limitedCase = {
      name: 'limited',
      body: json({ query: LOGIN, variables: loginInput(DEMO_RIDER.email, 'Wrong!Pass1') }),
      headers: { accept: URQL_ACCEPT },
    };
    let limited = false;
    for (let i = 0; i < 12 && !limited; i += 1) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: URQL_ACCEPT },
        body: limitedCase.body,
      });
      limited = (await response.text()).includes('TOO_MANY_REQUESTS');
    }
    expect(limited).toBe(true);
    const { overHttp, byYoga } = await both(limitedCase);
    // The wait left may have ticked by a second between the two answers.
    const steady = (answer: typeof overHttp) => ({
      ...answer,
      body: answer.body.replace(/"retryAfterSeconds":\d+/, '"retryAfterSeconds":0'),
    });
    expect(overHttp.status).toBe(429);
    expect(steady(overHttp)).toEqual(steady(byYoga));
  });
});
