import { describe, expect, it, vi } from 'vitest';
import type { TokenRefresher } from '../../../lib/graphql/auth-exchange.ts';
import { authStore } from '../../../stores/auth.ts';
import { refreshAuthTokens } from './session-calls.ts';

type Mutate = Parameters<TokenRefresher>[0];

/** A server that refuses every refresh once `answer` is called; counts the calls. */
function refusingServer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const mutate = vi.fn(async () => {
    await answered;
    return { data: { refreshAuthToken: null } };
  });
  return { mutate: mutate as unknown as Mutate, calls: mutate, answer };
}

const signedIn = (refreshToken: string) =>
  authStore.set({ authData: { accessToken: 'a', refreshToken, expiresIn: 3600 }, session: null });

describe('refreshAuthTokens (spec part 1 §7)', () => {
  it('spends a refresh token once: refreshes asked for meanwhile and later share its outcome', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn('spent-once');
    const server = refusingServer();
    const first = refreshAuthTokens(server.mutate);
    const second = refreshAuthTokens(server.mutate);
    server.answer();
    expect(await Promise.all([first, second])).toEqual([false, false]);
    expect(await refreshAuthTokens(server.mutate)).toBe(false);
    expect(server.calls).toHaveBeenCalledTimes(1);
  });

  it('asks again with the next refresh token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = refusingServer();
    server.answer();
    signedIn('first-token');
    await refreshAuthTokens(server.mutate);
    signedIn('second-token');
    await refreshAuthTokens(server.mutate);
    expect(server.calls).toHaveBeenCalledTimes(2);
  });
});
