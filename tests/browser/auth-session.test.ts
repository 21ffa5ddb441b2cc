import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import {
  DEMO_RIDER,
  graphqlOperations,
  refreshCode,
  signInByApi,
  submitSignIn,
  type Tokens,
} from './auth-support.ts';
import { phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext;

beforeEach(async () => {
  context = await phoneContext(browser());
});
afterEach(async () => {
  await context.close();
});

const MINUTE = 60_000;
const greeting = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).waitFor();

async function storeAuth(page: Page, authData: Tokens, lastActivityAt?: number): Promise<void> {
  await page.goto('/book');
  await page.evaluate(
    ([auth, at]) => {
      localStorage.clear();
      localStorage.setItem('authData', JSON.stringify(auth));
      if (at !== null) localStorage.setItem('lastActivityAt', String(at));
    },
    [authData, lastActivityAt ?? null] as const,
  );
}

describe('token refresh (spec part 1 §4, §7)', () => {
  it('refreshes a rejected access token once and replays the call with the new one', async () => {
    const tokens = await signInByApi(DEMO_RIDER.email, DEMO_RIDER.password);
    const { page, errors } = await newPage(context);
    // A token the server rejects, as an expired one is, beside a good refresh token; no
    // session values, so the app asks for the profile.
    await storeAuth(page, { ...tokens, accessToken: 'expired-access-token' });
    const calls = graphqlOperations(page);
    await page.reload();
    await greeting(page, 'Hey Dana');

    const stored = (await storedJson(page, 'local', 'authData')) as Tokens;
    expect(stored.accessToken).not.toBe('expired-access-token');
    expect(stored.refreshToken).not.toBe(tokens.refreshToken);
    const accountCalls = calls.filter((c) =>
      ['getUserProfile', 'refreshAuthToken'].includes(c.name),
    );
    expect(accountCalls).toEqual([
      { name: 'getUserProfile', bearer: 'Bearer expired-access-token' },
      { name: 'refreshAuthToken', bearer: null },
      { name: 'getUserProfile', bearer: `Bearer ${stored.accessToken}` },
    ]);
    expect(errors).toEqual([]);
  });

  it('clears the auth data when the refresh is refused', async () => {
    const { page } = await newPage(context);
    await storeAuth(page, {
      accessToken: 'expired-access-token',
      refreshToken: 'not-a-refresh-token',
      expiresIn: 900,
    });
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('authData') === null);
    await greeting(page, 'Hello');
  });
});

describe('idle logout (spec part 1 §4)', () => {
  it('logs out on load when the stored idle timestamp is older than 15 minutes, and revokes the session', async () => {
    const tokens = await signInByApi(DEMO_RIDER.email, DEMO_RIDER.password);
    const { page } = await newPage(context);
    await storeAuth(page, tokens, Date.now() - 16 * MINUTE);
    const logout = page.waitForRequest((r) => r.postData()?.includes('"logout"') === true);
    await page.reload();
    await greeting(page, 'Hello');
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    await (await logout).response();
    expect(await refreshCode(tokens.refreshToken)).toBe('UNAUTHENTICATED');
  });

  it('reuses the saved session when the stored idle timestamp is younger than 15 minutes', async () => {
    const tokens = await signInByApi(DEMO_RIDER.email, DEMO_RIDER.password);
    const { page } = await newPage(context);
    await storeAuth(page, tokens, Date.now() - 14 * MINUTE);
    await page.reload();
    await greeting(page, 'Hey Dana');
    expect(await storedJson(page, 'local', 'authData')).toMatchObject({
      refreshToken: tokens.refreshToken,
    });
  });

  it('shares activity across tabs, and logs every tab out to /book after 15 idle minutes', async () => {
    // One clock for the whole browser context (both tabs), installed before the first load.
    const start = Date.now();
    await context.clock.install({ time: start });
    const bothForward = (minutes: number) => context.clock.fastForward(minutes * MINUTE);
    const tabA = await context.newPage();
    const tabB = await context.newPage();

    await tabA.goto('/login');
    await submitSignIn(tabA, DEMO_RIDER.email, DEMO_RIDER.password);
    await tabA.waitForURL('**/book');
    await greeting(tabA, 'Hey Dana');
    await tabB.goto('/help');
    await greeting(tabB, 'Hey Dana');

    // Ten minutes on, the rider does something in tab A only.
    await bothForward(10);
    await tabA.keyboard.press('Shift');
    await tabB.waitForFunction(
      (since) => Number(localStorage.getItem('lastActivityAt')) >= since,
      start + 10 * MINUTE,
    );

    // Twenty minutes after tab B last saw activity of its own, it is still signed in.
    await bothForward(10);
    await greeting(tabB, 'Hey Dana');
    await greeting(tabA, 'Hey Dana');
    expect(await storedJson(tabB, 'local', 'authData')).not.toBeNull();

    // Fifteen minutes after the last activity anywhere, both tabs are logged out to /book.
    await bothForward(6);
    for (const tab of [tabA, tabB]) {
      await tab.waitForURL('**/book');
      await greeting(tab, 'Hello');
    }
    expect(await storedJson(tabA, 'local', 'authData')).toBeNull();
    expect(await tabB.evaluate(() => localStorage.getItem('lastActivityAt'))).toBeNull();
  });
});
