import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import {
  DEMO_RIDER,
  graphqlOperations,
  refreshCode,
  revokeByApi,
  signInNewRider,
  submitSignIn,
  type Tokens,
} from './auth-support.ts';
import { choosePickup, choosePlace, demoDate } from './booking-flow.ts';
import { usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const MINUTE = 60_000;
const greeting = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).waitFor();

/** Through the booking steps to the vehicles, where the app asks for the rider's id. */
async function toVehicleStep(page: Page): Promise<void> {
  await page.goto('/book/routing');
  await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
  await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await choosePickup(page, demoDate(1), '10:00 AM');
  await page.waitForURL('**/book/vehicleSelection');
}

/** The idle timestamp every tab shares, as if the rider's last activity was `minutesAgo` ago. */
async function lastActiveMinutesAgo(page: Page, minutesAgo: number): Promise<void> {
  await page.evaluate(
    (at) => localStorage.setItem('lastActivityAt', String(at)),
    Date.now() - minutesAgo * MINUTE,
  );
}

describe('token refresh (spec part 1 §4, §7)', () => {
  it('refreshes a rejected access token once and replays the call with the new one', async () => {
    const { page, errors } = await newPage(context());
    const signedIn = await signInNewRider(page);
    // The server answers the rider's next call as it answers an access token that has expired.
    let rejected = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (rejected || body.operationName !== 'bookingPassenger') return route.continue();
      rejected = true;
      return route.fulfill({
        status: 401,
        json: {
          errors: [
            {
              message: 'StatusText: Unauthorized, Status: 401',
              extensions: { code: 'UNAUTHENTICATED' },
            },
          ],
        },
      });
    });
    const calls = graphqlOperations(page);
    await toVehicleStep(page);

    const accountCalls = () =>
      calls.filter((c) => ['bookingPassenger', 'refreshAuthToken'].includes(c.name));
    await expect.poll(() => accountCalls().length).toBe(3);
    const stored = (await storedJson(page, 'local', 'authData')) as Tokens;
    expect(stored.accessToken).not.toBe(signedIn.accessToken);
    expect(stored.refreshToken).not.toBe(signedIn.refreshToken);
    expect(accountCalls()).toEqual([
      { name: 'bookingPassenger', bearer: `Bearer ${signedIn.accessToken}` },
      { name: 'refreshAuthToken', bearer: null },
      { name: 'bookingPassenger', bearer: `Bearer ${stored.accessToken}` },
    ]);
    await greeting(page, 'Hey Dana');
    expect(errors).toEqual([]);
  });

  it('clears the auth data when the refresh is refused', async () => {
    const { page: signingIn } = await newPage(context());
    const tokens = await signInNewRider(signingIn);
    // Signed out on another device: the server refuses the access and the refresh token now.
    await revokeByApi(tokens.refreshToken);
    // The rider comes back in a new page: the one that signed in, closed now, cannot refresh
    // in the background of this one (its refresh would be cut off by the navigation).
    await signingIn.close();
    const { page } = await newPage(context());
    const calls = graphqlOperations(page);
    await toVehicleStep(page);
    await page.waitForFunction(() => localStorage.getItem('authData') === null);
    await greeting(page, 'Hello');
    expect(calls.filter((c) => c.name === 'refreshAuthToken')).toEqual([
      { name: 'refreshAuthToken', bearer: null },
    ]);
  });
});

describe('idle logout (spec part 1 §4)', () => {
  it('logs out on load when the stored idle timestamp is older than 15 minutes, and revokes the session', async () => {
    const { page, errors } = await newPage(context());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const tokens = await signInNewRider(page);
    await lastActiveMinutesAgo(page, 16);
    await page.reload();
    await greeting(page, 'Hello');
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    // The app's logout call revokes the session on the server. It is watched by its effect: once
    // the service worker controls the page, its requests are not always reported as the page's.
    // On a loaded machine the call may go through the client's retries (up to 5, backing off
    // from half a second), hence the long wait; the page's errors say why when it never lands.
    await expect
      .poll(() => refreshCode(tokens.refreshToken), {
        timeout: 30_000,
        interval: 250,
        message: `the session was not revoked; the page reported: ${JSON.stringify(errors)}`,
      })
      .toBe('UNAUTHENTICATED');
  });

  it('reuses the saved session when the stored idle timestamp is younger than 15 minutes', async () => {
    const { page } = await newPage(context());
    const tokens = await signInNewRider(page);
    await lastActiveMinutesAgo(page, 14);
    await page.reload();
    await greeting(page, 'Hey Dana');
    expect(await storedJson(page, 'local', 'authData')).toMatchObject({
      refreshToken: tokens.refreshToken,
    });
  });

  it('shares activity across tabs, and logs every tab out to /book after 15 idle minutes', async () => {
    // One clock for the whole browser context() (both tabs), installed before the first load.
    const start = Date.now();
    await context().clock.install({ time: start });
    const bothForward = (minutes: number) => context().clock.fastForward(minutes * MINUTE);
    const tabA = await context().newPage();
    const tabB = await context().newPage();

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
