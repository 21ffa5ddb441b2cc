import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

describe('the app shell on a phone', () => {
  it('shows /book with the greeting, the branded title and the landmarks', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book');
    await expect(page.title()).resolves.toBe('Demo Limousine - Book a Ride');
    const header = page.getByRole('banner');
    await header.getByText('Hello', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'Where can we take you?',
    );
    expect(await page.getByRole('img', { name: 'Demo Limousine' }).count()).toBe(1);
    expect(await header.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('greets a signed-in rider by first name', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/book');
    await page.getByRole('banner').getByText('Hey Dana', { exact: true }).waitFor();
  });

  it('redirects "/" to /book', async () => {
    const { page } = await newPage(context());
    await page.goto('/');
    await page.waitForURL('**/book');
  });

  it('shows "No Page Found" on an unknown path, then goes to /book', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/no/such/page');
    // The server's skeleton (a busy main) is titled alike: wait for the app's screen.
    await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No Page Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await expectNoAxeViolations(page);
    await page.waitForURL('**/book', { timeout: 6_000 });
    await page.getByRole('heading', { name: 'Where can we take you?' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a signed-out visitor of a protected screen to /book and keeps the redirect URL', async () => {
    const { page } = await newPage(context());
    await page.goto('/my-rides/details?id=42');
    await page.waitForURL('**/book');
    expect(await page.evaluate(() => localStorage.getItem('redirectUrlAfterLogin'))).toBe(
      '/my-rides/details?id=42',
    );
    const state = await page.evaluate(
      () => (history.state as { usr?: { from?: { pathname: string } } }).usr?.from?.pathname,
    );
    expect(state).toBe('/my-rides/details');
  });

  it('lets a signed-in rider open a protected screen', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/my-rides');
    await page.getByRole('heading', { name: 'Rides', level: 1 }).waitFor();
    await page.getByText('There Are No Upcoming Rides').waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-rides');
  });

  it('goes back one step in history, or to /book/routing after a pop', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    await page.getByRole('link', { name: 'Start Booking' }).click();
    await page.waitForURL('**/book/routing');
    await page.getByRole('heading', { name: 'Where To?' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/book');

    await page.goto('/help');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/book/routing');
  });

  it('clears the booking form when going back from the rides list', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/my-rides');
    await page.evaluate(() => {
      const form = JSON.parse(sessionStorage.getItem('bookingForm') ?? '{}') as {
        filters: { passengerCount: number };
      };
      form.filters.passengerCount = 4;
      sessionStorage.setItem('bookingForm', JSON.stringify(form));
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Rides', level: 1 }).waitFor();
    expect(await storedJson(page, 'session', 'bookingForm')).toMatchObject({
      filters: { passengerCount: 4 },
    });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/book/routing');
    expect(await storedJson(page, 'session', 'bookingForm')).toMatchObject({
      filters: { passengerCount: 1 },
    });
  });

  it('signs out on /logout: auth data, session values, booking form and current trip are cleared', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.evaluate(() => {
      sessionStorage.setItem(
        'currentTrip',
        JSON.stringify({
          onTrip: true,
          timeLeft: 12,
          tripEstimationTime: '',
          scheduledPickupOffsetInMins: null,
          id: '7',
        }),
      );
    });
    // The app asks the server for the rider's rides under way and would take the made-up one
    // away; its answer waits until the banner has been read.
    let answerTrips: () => void = () => undefined;
    const tripsHeld = new Promise<void>((resolve) => (answerTrips = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'getCurrentTrips') await tripsHeld;
      return route.continue();
    });
    await page.goto('/book');
    await page.getByRole('link', { name: /Current Trip/ }).waitFor();
    expect(await page.getByRole('link', { name: /Current Trip/ }).textContent()).toContain(
      '12 mins',
    );
    answerTrips();
    await page.goto('/logout');
    await page.waitForURL('**/book');
    await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    expect(await storedJson(page, 'local', 'sessionValues')).toBeNull();
    expect(await storedJson(page, 'session', 'currentTrip')).toMatchObject({ onTrip: false });
    expect(await page.getByRole('link', { name: /Current Trip/ }).count()).toBe(0);
  });

  it('says so when the phone goes offline, and stops saying it when it is back', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    // The app must have drawn the screen (not the page's skeleton of it) before the network goes
    // away, and loaded the GraphQL client it fetches after that.
    await page.getByRole('banner').getByText('Hello', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const status = page.getByRole('status').filter({ hasText: 'You are offline' });
    expect(await status.count()).toBe(0);
    await context().setOffline(true);
    await status.waitFor();
    await expectNoAxeViolations(page);
    await context().setOffline(false);
    await status.waitFor({ state: 'detached' });
  });

  it('shows a way out when a screen cannot be loaded', async () => {
    const { page } = await newPage(context());
    await page.route('**/assets/help-screen-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/book');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Support' }).click();
    await page.getByRole('alert').getByRole('heading', { name: 'Something Went Wrong' }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    // The shell stays usable.
    expect(await menu.isVisible()).toBe(true);
  });

  it('says it is offline when a GraphQL call fails for network reasons', async () => {
    const { page } = await newPage(context());
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.goto('/help');
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
  });
});
