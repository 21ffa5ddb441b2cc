import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { signIn, signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { bookRideByApi, demoDriver } from './tracking-support.ts';

const { context } = usePhoneContext();

/** The rows of the rides list, each a link named "Ride #…". */
const rideLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Ride #/ });

async function confirmationNumberOf(page: Page, text: string): Promise<string> {
  const row = rideLinks(page).filter({ hasText: text }).first();
  const number = /^Ride #(\d+)/.exec((await row.textContent()) ?? '')?.[1];
  if (!number) throw new Error(`No ride showing ${text}`);
  return number;
}

describe('rides list (/my-rides, spec part 2 §2)', () => {
  it('shows both empty tabs word for word to a rider without rides', async () => {
    const { page, errors } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/my-rides');
    await page.getByRole('heading', { name: 'Rides', level: 1 }).waitFor();
    await page.getByText('There Are No Upcoming Rides', { exact: true }).waitFor();
    await page
      .getByText(
        'As soon as you book a ride, it will be available here for you to view, track, edit, cancel, share details or add to calendar.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByText('Loading rides…').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Past' }).click();
    await page.getByText('There Are No Past Rides', { exact: true }).waitFor();
    await page
      .getByText(
        'Once you complete a ride, your ride details will be available here for you to view, share details or get the receipt.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByText('There Are No Upcoming Rides').count()).toBe(0);

    await page.getByRole('button', { name: 'Upcoming' }).click();
    await page.getByRole('link', { name: 'BOOK A RIDE', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    expect(errors).toEqual([]);
  });

  it('shows no text and no spinner when the rides cannot be loaded', async () => {
    const { page, errors } = await newPage(context());
    await signInNewRider(page);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'getTripHistory') return route.continue();
      return route.fulfill({
        json: { errors: [{ message: 'Unavailable', extensions: { code: 'INTERNAL' } }] },
      });
    });
    await page.goto('/my-rides');
    await page.getByRole('heading', { name: 'Rides', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Loading rides…').count()).toBe(0);
    expect(await page.getByText('There Are No Upcoming Rides').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await rideLinks(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lists the demo rider’s upcoming and past rides, and searches by confirmation number', async () => {
    const { page, errors } = await newPage(context());
    await signIn(page);
    await page.goto('/my-rides');
    const rows = rideLinks(page);
    // The seed's four booked rides (other tests may book more for the demo rider).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const hourly = rows.filter({ hasText: '4 HR' });
    await hourly.getByText('As Directed (or) N/A').waitFor();
    await hourly.getByText('Dana Rider').waitFor();
    await hourly.getByText('+5').waitFor();
    const toJfk = rows.filter({ hasText: 'JFK, John F. Kennedy International Airport' }).first();
    await toJfk.getByText('6:30 AM').waitFor();
    await toJfk.getByText('L 3').waitFor();
    expect(await toJfk.textContent()).toMatch(/\$\d[\d,]*\.\d{2}/);
    expect(await toJfk.textContent()).toMatch(
      /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}/,
    );
    expect(await rows.filter({ hasText: 'SCHEDULED' }).count()).toBeGreaterThanOrEqual(4);
    expect(
      await page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).count(),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Search applies from 5 digits; fewer brings every ride back.
    const upcomingCount = await rows.count();
    const number = await confirmationNumberOf(page, 'Lincoln Center');
    const search = page.getByRole('searchbox', { name: 'Search by Confirmation Number' });
    expect(await search.getAttribute('placeholder')).toBe('Search by Confirmation Number');
    await search.fill(number.slice(0, 4));
    await expect.poll(() => rows.count()).toBe(upcomingCount);
    await search.fill(number);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.filter({ hasText: 'Lincoln Center' }).waitFor();
    await search.fill(number.slice(0, 4));
    await expect.poll(() => rows.count()).toBe(upcomingCount);
    await search.fill('');

    await page.getByRole('button', { name: 'Past' }).click();
    await expect.poll(() => rows.filter({ hasText: 'COMPLETED' }).count()).toBe(3);
    // Past also keeps the rider's cancelled rides, with their status (another file may cancel one).
    expect(await rows.count()).toBe(3 + (await rows.filter({ hasText: 'CANCELLED' }).count()));
    expect(await rows.filter({ hasText: 'SCHEDULED' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await rows.filter({ hasText: 'Grand Central Terminal' }).click();
    await page.waitForURL((url) => url.pathname === '/my-rides/details');
    await page.getByRole('heading', { name: /^RIDE #\d+$/, level: 1 }).waitFor();
    await page.getByText('COMPLETED', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('ride details (/my-rides/details, spec part 2 §2, §4)', () => {
  it('shows a ride, cancels it after Yes, and tells the rider to call inside the lead time', async () => {
    const { page, errors } = await newPage(context());
    await signIn(page);
    await page.goto('/my-rides');
    const rows = rideLinks(page);
    const toJfk = rows.filter({ hasText: 'JFK, John F. Kennedy International Airport' }).first();
    const number = await confirmationNumberOf(page, 'John F. Kennedy International Airport');
    await toJfk.click();
    await page.waitForURL((url) => url.pathname === '/my-rides/details');
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/\S/);
    await page.getByRole('heading', { name: `RIDE #${number}`, level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('SCHEDULED', { exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'TRACK' }).count()).toBe(0);
    const trip = main.getByRole('region', { name: 'Your Trip' });
    await trip.getByText('350 5th Avenue').first().waitFor();
    await trip.getByText(/John F\. Kennedy International Airport \(JFK\)/).waitFor();
    await main
      .getByRole('region', { name: 'Note to Driver' })
      .getByText('Two large suitcases.')
      .waitFor();
    await main.getByRole('region', { name: 'TRIP FOR' }).getByText('Dana Rider +1').waitFor();
    await main
      .getByRole('region', { name: 'Payment' })
      .getByText(/\*\*\*\*\d{4}/)
      .waitFor();
    await main.getByText('TRIP TOTAL').waitFor();
    await main.getByText('Price Breakdown').click();
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Cancel Ride' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Are you sure you want to cancel this ride?',
    });
    await confirm.waitFor();
    // The demo company has no cancellation-fee rule: cancelling is free, and no fee is named.
    expect(await confirm.getByText(/cancellation fee/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    // A cancel call that fails leaves the ride as it was, with an error the rider can read.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'cancelBooking') return route.continue();
      return route.fulfill({
        json: { errors: [{ message: 'Unavailable', extensions: { code: 'INTERNAL' } }] },
      });
    });
    await main.getByRole('button', { name: 'Cancel Ride' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await main
      .getByRole('alert')
      .filter({
        hasText: 'Your ride could not be cancelled. Please try again, or call us to cancel it.',
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-rides/details');
    await expectNoAxeViolations(page);
    await page.unrouteAll();

    await main.getByRole('button', { name: 'Cancel Ride' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Your Ride Has Been Cancelled Successfully!').waitFor();
    // About a second later the rides list opens (spec part 2 §4).
    await page.waitForURL((url) => url.pathname === '/my-rides');
    await page.getByRole('button', { name: 'Upcoming' }).click();
    await expect.poll(() => rows.filter({ hasText: 'Lincoln Center' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(`^Ride #${number},`) }).count()).toBe(0);

    // The ride three hours away is inside the company's cancellation lead time.
    await rows.filter({ hasText: 'Lincoln Center' }).click();
    await page.getByRole('heading', { name: /^RIDE #\d+$/, level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Cancel Ride' }).click();
    const callUs = page.getByRole('dialog', {
      name: 'Unfortunately this ride cannot be cancelled online. To cancel your reservation, please call +1 212 555 0100 and our agents will be happy to assist you.',
    });
    await callUs.waitFor();
    await expectNoAxeViolations(page);
    await callUs.getByRole('button', { name: 'OK' }).click();
    await callUs.waitFor({ state: 'detached' });
    await main.getByText('SCHEDULED', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('offers no Cancel Ride once the driver is on the way, only TRACK', async () => {
    const { page, errors } = await newPage(context());
    const rider = await signInNewRider(page);
    const ride = await bookRideByApi(rider);
    const driver = await demoDriver();
    await driver.accept(ride);
    await driver.move(ride, 'DRIVER_IS_ON_THE_WAY');

    await page.goto(`/my-rides/details?id=${ride.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', { name: `RIDE #${ride.confirmationNumber}`, level: 1 })
      .waitFor();
    await main.getByText('DRIVER IS ON THE WAY', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'TRACK' }).waitFor();
    await main.getByText('TRIP TOTAL').waitFor();
    expect(await main.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await driver.move(ride, 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER', 'COMPLETED');
  });

  it('sends a rider to /login when the ride is not theirs or does not exist', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.goto('/my-rides/details?id=999999');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
