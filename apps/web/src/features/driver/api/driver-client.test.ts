import type { AuthUtilities } from '@urql/exchange-auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** localStorage for one origin, kept in a Map. */
const items = new Map<string, string>();
const local = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};

beforeAll(() => vi.stubGlobal('window', { localStorage: local, sessionStorage: local }));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  items.clear();
  vi.resetModules();
});

const pair = (name: string) => ({
  accessToken: `${name}-access`,
  refreshToken: `${name}-refresh`,
  expiresIn: 900,
});

/** The refresher and the driver's token store, loaded over what is stored now. */
async function load() {
  const client = await import('./driver-client.ts');
  const auth = await import('../lib/driver-auth.ts');
  return { refresh: client.refreshDriverTokens, auth };
}

type Mutate = AuthUtilities['mutate'];

/** A `mutate` that answers refreshAuthToken with `answer` and records what it was sent. */
function mutateAnswering(answer: () => Promise<unknown>) {
  const sent: { variables: unknown; context: unknown }[] = [];
  const mutate = (async (_query: unknown, variables: unknown, context: unknown) => {
    sent.push({ variables, context });
    return answer();
  }) as unknown as Mutate;
  return { mutate, sent };
}

describe('the driver’s token refresher', () => {
  it('trades the driver’s refresh token for a new pair and stores it apart from the rider’s', async () => {
    items.set('authData', JSON.stringify(pair('rider')));
    items.set('driverAuthData', JSON.stringify(pair('driver')));
    const { refresh, auth } = await load();
    const { mutate, sent } = mutateAnswering(async () => ({
      data: { refreshAuthToken: pair('driver-2') },
    }));

    expect(await refresh(mutate)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ input: { refreshToken: 'driver-refresh' } });
    // Sent with no access token, and with a key so a lost answer may be asked for again.
    expect(sent[0]?.context).toMatchObject({
      authToken: '',
      fetchOptions: { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) } },
    });
    expect(auth.driverAccessToken()).toBe('driver-2-access');
    expect(JSON.parse(items.get('driverAuthData') ?? 'null')).toEqual(pair('driver-2'));
    expect(JSON.parse(items.get('authData') ?? 'null')).toEqual(pair('rider'));
  });

  it('asks nothing without a driver signed in', async () => {
    items.set('authData', JSON.stringify(pair('rider')));
    const { refresh } = await load();
    const { mutate, sent } = mutateAnswering(async () => ({ data: null }));
    expect(await refresh(mutate)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('fails when the server refuses, keeping the stored pair for the caller to clear', async () => {
    items.set('driverAuthData', JSON.stringify(pair('driver')));
    const { refresh, auth } = await load();
    const error = console.error;
    console.error = () => undefined;
    try {
      const { mutate } = mutateAnswering(async () => ({ data: null, error: new Error('refused') }));
      expect(await refresh(mutate)).toBe(false);
    } finally {
      console.error = error;
    }
    expect(auth.driverAccessToken()).toBe('driver-access');
  });

  it('keeps a pair another tab stored meanwhile, and stays signed out after a sign-out', async () => {
    items.set('driverAuthData', JSON.stringify(pair('driver')));
    const { refresh, auth } = await load();
    const newer = mutateAnswering(async () => {
      auth.saveDriverAuth(pair('other-tab'));
      return { data: { refreshAuthToken: pair('driver-2') } };
    });
    expect(await refresh(newer.mutate)).toBe(true);
    expect(auth.driverAccessToken()).toBe('other-tab-access');

    const signedOut = mutateAnswering(async () => {
      auth.clearDriverAuth();
      return { data: { refreshAuthToken: pair('driver-3') } };
    });
    expect(await refresh(signedOut.mutate)).toBe(false);
    expect(auth.driverAccessToken()).toBeNull();
    expect(items.has('driverAuthData')).toBe(false);
  });
});
