import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClientOptions } from './client.ts';
import { clientOn } from './client.test-helpers.ts';
import { COMPANY_DISABLED_MESSAGE, idempotentContext, safeToRetryContext } from './errors.ts';

const query = gql`
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
    }
  }
`;
const mutation = gql`
  mutation addCard($input: String!) {
    addCard(input: $input)
  }
`;

interface Call {
  headers: Record<string, string>;
  body: { operationName?: string };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(
  answers: ((call: Call) => Response | Promise<Response>)[],
  overrides: Partial<GraphqlClientOptions> = {},
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const call = { headers, body: JSON.parse(String(init?.body)) as Call['body'] };
    calls.push(call);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    return answer(call);
  });
  return { ...clientOn(fetchMock, 'stored-token', overrides), calls };
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = (call: Call) =>
  jsonResponse({
    data:
      call.body.operationName === 'addCard'
        ? { addCard: 'ok' }
        : { getCompanyData: { coid: 'demo' } },
  });

/** Runs a promise to completion while letting the retry back-off timers fire. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const tracked = promise.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(1_000);
  return tracked;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('GraphQL client: retries (spec part 1 §7)', () => {
  it('retries a query that fails on the network 5 times, then reports the failure', async () => {
    const { client, calls, hooks } = setup([networkDown]);
    const result = await settle(client.query(query, { coid: 'demo' }).toPromise());
    expect(calls).toHaveLength(6);
    expect(result.error?.networkError).toBeDefined();
    expect(hooks.onNetworkOutcome).toHaveBeenCalledWith(true);
  });

  it('stops retrying as soon as the network answers', async () => {
    const { client, calls, hooks } = setup([networkDown, networkDown, ok]);
    const result = await settle(client.query(query, { coid: 'demo' }).toPromise());
    expect(calls).toHaveLength(3);
    expect(result.data).toEqual({ getCompanyData: { coid: 'demo' } });
    expect(hooks.onNetworkOutcome).toHaveBeenLastCalledWith(false);
  });

  it('never retries a GraphQL error', async () => {
    const { client, calls } = setup([
      () => jsonResponse({ errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
    ]);
    const result = await settle(client.query(query, { coid: 'demo' }).toPromise());
    expect(calls).toHaveLength(1);
    expect(result.error?.graphQLErrors[0]?.message).toBe('Bad');
  });

  it('does not retry a mutation without an idempotency key', async () => {
    const { client, calls } = setup([networkDown]);
    await settle(client.mutation(mutation, { input: 'x' }).toPromise());
    expect(calls).toHaveLength(1);
  });

  it('retries a mutation carrying an Idempotency-Key, with the same key every time', async () => {
    const { client, calls } = setup([networkDown, networkDown, ok]);
    const result = await settle(
      client
        .mutation(mutation, { input: 'x' }, idempotentContext('key-0123456789abcdef'))
        .toPromise(),
    );
    expect(result.data).toEqual({ addCard: 'ok' });
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(
      Array(3).fill('key-0123456789abcdef'),
    );
  });

  it('retries a mutation that changes nothing, without a key', async () => {
    const { client, calls } = setup([networkDown, ok]);
    const result = await settle(
      client.mutation(mutation, { input: 'x' }, safeToRetryContext()).toPromise(),
    );
    expect(result.data).toEqual({ addCard: 'ok' });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('GraphQL client: authorization', () => {
  it('sends the stored token as a bearer header, or none when signed out', async () => {
    const { client, calls, setToken } = setup([ok]);
    await settle(client.query(query, { coid: 'a' }).toPromise());
    setToken(null);
    await settle(client.query(query, { coid: 'b' }).toPromise());
    expect(calls[0]?.headers.authorization).toBe('Bearer stored-token');
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });

  it('lets one operation override the token', async () => {
    const { client, calls } = setup([ok]);
    await settle(client.query(query, { coid: 'a' }, { authToken: 'other-token' }).toPromise());
    expect(calls[0]?.headers.authorization).toBe('Bearer other-token');
  });

  it('refreshes once on UNAUTHENTICATED and runs the operation again with the new token', async () => {
    const unauthenticated = () =>
      jsonResponse(
        {
          errors: [
            {
              message: 'StatusText: Unauthorized, Status: 401',
              extensions: { code: 'UNAUTHENTICATED' },
            },
          ],
        },
        401,
      );
    const { client, calls, setToken, setRefresher } = setup([unauthenticated, ok]);
    const refresh = vi.fn(async () => {
      setToken('fresh-token');
      return true;
    });
    setRefresher(refresh);
    const result = await settle(client.query(query, { coid: 'a' }).toPromise());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual([
      'Bearer stored-token',
      'Bearer fresh-token',
    ]);
    expect(result.data).toEqual({ getCompanyData: { coid: 'demo' } });
  });

  it('refreshes one at a time when several calls fail together', async () => {
    const { client, calls, setToken, setRefresher } = setup([
      (call) =>
        call.headers.authorization === 'Bearer fresh-token'
          ? ok(call)
          : jsonResponse(
              { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] },
              401,
            ),
    ]);
    let release: (ok: boolean) => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((done) => {
          release = (result) => {
            setToken('fresh-token');
            done(result);
          };
        }),
    );
    setRefresher(refresh);
    const both = Promise.all([
      client.query(query, { coid: 'a' }).toPromise(),
      client.query(query, { coid: 'b' }).toPromise(),
    ]);
    await vi.advanceTimersByTimeAsync(10);
    release(true);
    const results = await settle(both);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data)).toEqual([
      { getCompanyData: { coid: 'demo' } },
      { getCompanyData: { coid: 'demo' } },
    ]);
    expect(calls).toHaveLength(4);
  });

  it('does not refresh after a failed sign-in', async () => {
    const signIn = gql`
      mutation signIn($u: String!) {
        signIn(username: $u)
      }
    `;
    const { client, calls, setRefresher } = setup([
      () =>
        jsonResponse({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    ]);
    const refresh = vi.fn(async () => true);
    setRefresher(refresh);
    await settle(client.mutation(signIn, { u: 'a' }).toPromise());
    expect(refresh).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('reports a failed refresh so the auth data can be cleared, then runs the call signed out', async () => {
    const unauthenticated = () =>
      jsonResponse({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    const { client, calls, hooks, setToken, setRefresher } = setup([unauthenticated]);
    hooks.onRefreshFailed.mockImplementation(() => setToken(null));
    setRefresher(async () => false);
    const result = await settle(client.query(query, { coid: 'a' }).toPromise());
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer stored-token', undefined]);
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL client: the rider’s language (decision 98)', () => {
  it('sends the language shown as Accept-Language, following a change without a new client', async () => {
    let language = 'fr';
    const { client, calls } = setup([ok], { getLanguage: () => language });
    await client.query(query, { coid: 'demo' }, { requestPolicy: 'network-only' }).toPromise();
    language = 'ar';
    await client.query(query, { coid: 'demo' }, { requestPolicy: 'network-only' }).toPromise();
    expect(calls.map((call) => call.headers['accept-language'])).toEqual(['fr', 'ar']);
    // Beside the bearer token.
    expect(calls[1]?.headers.authorization).toBe('Bearer stored-token');
  });

  it('keeps an operation’s own headers, and the same language on its retries', async () => {
    const { client, calls } = setup([networkDown, ok], { getLanguage: () => 'de' });
    const result = await settle(
      client
        .mutation(mutation, { input: 'x' }, idempotentContext('key-0123456789abcdef'))
        .toPromise(),
    );
    expect(result.data).toEqual({ addCard: 'ok' });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers['accept-language']).toBe('de');
      expect(call.headers['idempotency-key']).toBe('key-0123456789abcdef');
    }
  });
});

describe('GraphQL client: disabled company (spec part 1 §8)', () => {
  it('flags the company disabled on the 403 message', async () => {
    const { client, hooks } = setup([
      () =>
        jsonResponse(
          { errors: [{ message: COMPANY_DISABLED_MESSAGE, extensions: { code: 'FORBIDDEN' } }] },
          403,
        ),
    ]);
    await settle(client.query(query, { coid: 'closed' }).toPromise());
    expect(hooks.onCompanyDisabled).toHaveBeenCalledTimes(1);
  });

  it('does not flag it for other errors', async () => {
    const { client, hooks } = setup([
      () =>
        jsonResponse({
          errors: [{ message: 'Company not found', extensions: { code: 'NOT_FOUND' } }],
        }),
    ]);
    await settle(client.query(query, { coid: 'x' }).toPromise());
    expect(hooks.onCompanyDisabled).not.toHaveBeenCalled();
  });
});

describe('idempotency keys', () => {
  it('makes a new key each time, in the shape the server accepts', () => {
    const first = idempotentContext();
    const second = idempotentContext();
    const key = (context: ReturnType<typeof idempotentContext>) =>
      (context.fetchOptions as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(key(first)).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(key(first)).not.toBe(key(second));
  });
});
