import { earliestPickupTime, zonedDateOf } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { captureRatesInputs, choosePlace, expectedPrices, shownPrices } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const LONDON = 'Europe/London';

describe('a London booking with the acme branding (#0b3d91 on #f7f4ec, GBP)', () => {
  it('starts from "Where to?", prices in pounds with no state codes, and passes axe at every step', async () => {
    const { page, errors } = await newPage(context());
    const ratesInputs = captureRatesInputs(page);
    await page.goto('/book?coid=acme');
    await page.getByRole('link', { name: 'Where to?' }).click();
    await page.waitForURL('**/book/search?for=DROPOFF_ID');
    await page
      .getByRole('searchbox', { name: 'Search for a drop-off location' })
      .fill('Paddington');
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Paddington Station/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    expect(
      await page
        .getByRole('list', { name: 'Your route' })
        .getByRole('button', { name: /Drop-off/ })
        .textContent(),
    ).toContain('Paddington Station');
    await choosePlace(page, /Pickup/, 'Savoy', /^The Savoy/);
    await expectNoAxeViolations(page);

    // acme's lead time is 3 hours, read on London's clock.
    const before = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/book/dateTimeSelection');
    expect(await page.getByLabel('Pickup date', { exact: true }).getAttribute('min')).toBe(
      zonedDateOf(earliestPickupTime(new Date(before), 180), LONDON),
    );
    const offered = await page
      .getByLabel('Pickup time', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const value of offered)
      expect(Date.parse(value)).toBeGreaterThanOrEqual(before + 180 * 60_000);
    await expectNoAxeViolations(page);
    const date = zonedDateOf(new Date(Date.now() + 4 * 86_400_000), LONDON);
    await page.getByLabel('Pickup date', { exact: true }).fill(date);
    await page.getByLabel('Pickup time', { exact: true }).selectOption({ label: '9:15 AM' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/book/vehicleSelection');
    const shown = await shownPrices(page);
    const sent = ratesInputs.at(-1);
    expect(sent).toMatchObject({
      coid: 'acme',
      formattedPickUpTime: `${date}T09:15:00.000Z`,
      route: [
        { address: { name: 'The Savoy', stateCode: '', countryCode: 'GB' } },
        { address: { name: 'Paddington Station', stateCode: '', countryCode: 'GB' } },
      ],
    });
    const expected = await expectedPrices(sent);
    expect(shown).toEqual(expected.prices);
    expect([...shown.values()].every((price) => price.startsWith('£'))).toBe(true);
    await expectNoAxeViolations(page);

    const first = expected.rates.vehicles[0];
    if (!first) throw new Error('no vehicle');
    await page.getByRole('button', { name: `Rate Details for ${first.name}` }).click();
    await page.getByRole('dialog', { name: 'Price Breakdown' }).waitFor();
    await expectNoAxeViolations(page);

    // The start screen offers to continue the booking under way.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/book');
    await page.getByText('Your booking so far: The Savoy to Paddington Station').waitFor();
    await page.getByRole('link', { name: 'Continue Booking' }).click();
    await page.waitForURL('**/book/routing');
    expect(errors).toEqual([]);
  });

  it('starts a fresh booking when the tab opens another operator’s app', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await page.goto('/book?coid=acme');
    await page.getByRole('link', { name: 'Start Booking' }).waitFor();
    await page.getByRole('link', { name: 'Start Booking' }).click();
    const pickup = page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', { name: /Pickup/ });
    expect(await pickup.textContent()).toContain('Enter Pickup Location');
  });
});
