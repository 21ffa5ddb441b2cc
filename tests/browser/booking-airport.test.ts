import type { PublicCompany } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import {
  captureRatesInputs,
  choosePickup,
  choosePlace,
  demoDate,
  expectedPrices,
  shownPrices,
  signInDemoRider,
  storedForm,
} from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

async function preloadedCompany(page: Page): Promise<PublicCompany> {
  return page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('app-preload')?.textContent ?? '{}') as {
          company: PublicCompany;
        }
      ).company,
  );
}

async function openSearch(page: Page, row: RegExp) {
  await page.getByRole('list', { name: 'Your route' }).getByRole('button', { name: row }).click();
  await page.waitForURL('**/book/routing/search?**');
}

describe('an airport booking as the signed-in demo rider: JFK to a Manhattan address', () => {
  it('offers saved places first, takes the flight, and shows the server’s prices for the rider', async () => {
    const { page, errors } = await newPage(context());
    const { token, riderId, firstName } = await signInDemoRider(page);
    const ratesInputs = captureRatesInputs(page);
    await page.goto('/book/routing');
    await page.getByRole('banner').getByText(`Hey ${firstName}`).waitFor();

    // With nothing typed, the rider's saved places (and the company's) are offered.
    await openSearch(page, /Pickup/);
    const saved = page.getByRole('heading', { name: 'Saved Places' });
    await saved.waitFor();
    const names = await page.locator('.suggestion__main').allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(['Home', 'Work', "Mom's place", 'Demo Limousine Lounge']),
    );
    await expectNoAxeViolations(page);

    // Airports show their IATA code.
    await page.getByRole('searchbox', { name: 'Search for a pickup location' }).fill('JFK');
    const jfk = page.getByRole('button', { name: /\(JFK\)/ }).first();
    await jfk.waitFor();
    expect(await jfk.locator('.badge').textContent()).toBe('JFK');
    await jfk.click();
    await page.waitForURL((url) => url.pathname === '/book/routing');

    // Typing a saved place's name puts it first, above the provider's suggestions.
    await openSearch(page, /Drop-off/);
    await page.getByRole('searchbox').fill('Home');
    await page.getByRole('heading', { name: 'Saved Places' }).waitFor();
    expect(await page.locator('.suggestion__main').first().textContent()).toBe('Home');
    await page.locator('.suggestion').first().click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    expect(await page.getByText('Trip type:').textContent()).toBe('Trip type: Airport Arrival');
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(2), '2:30 PM');

    // Flight details: errors after a submit attempt, tied to their fields.
    await page.waitForURL('**/book/flightInfo');
    await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const airline = page.getByLabel('Airline');
    expect(await airline.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.locator(`#${await airline.getAttribute('aria-describedby')}`).textContent(),
    ).toBe('Required');
    await page.getByLabel('Flight Number').fill('DL 12345');
    await page.getByLabel('Flight Number').blur();
    await page.getByText('Enter a flight number like DL 1234').waitFor();
    await expectNoAxeViolations(page);
    await airline.fill('Delta');
    await page.getByLabel('Flight Number').fill('dl 1234');
    await page.getByLabel('Terminal (optional)').fill('4');
    await page.getByLabel('Inside (Meet & Greet)').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/book/vehicleSelection');
    const flight = page.getByRole('region', { name: 'Flight Details' });
    expect(await flight.textContent()).toContain(
      'Delta DL1234 · Terminal 4 · Inside (Meet & Greet)',
    );
    const shown = await shownPrices(page);
    const company = await preloadedCompany(page);
    const arrivalType = company.defaultServiceTypes.find((type) => type.name === 'Airport Arrival');
    const sent = ratesInputs.at(-1);
    expect(sent).toMatchObject({
      passengerId: riderId,
      serviceTypeId: arrivalType?.id,
      formattedPickUpTime: `${demoDate(2)}T14:30:00.000Z`,
      route: [
        { type: 'AIRPORT', flightInfo: { airportCode: 'JFK' } },
        { type: 'ADDRESS', address: { name: 'Home', line1: '245 E 63rd St', stateCode: 'NY' } },
      ],
    });
    expect(shown).toEqual((await expectedPrices(sent, token)).prices);
    await expectNoAxeViolations(page);

    // Child seats go into the lookup only once they are needed.
    await page.getByLabel('Child seats').check();
    await page.getByRole('button', { name: 'More: Infant seats' }).click();
    await expect
      .poll(() => ratesInputs.at(-1)?.childSeatOptions)
      .toEqual({
        totalInfantSeat: 1,
        totalBoosterSeat: 0,
        totalToddlerSeat: 0,
      });
    const withSeat = await expectedPrices(ratesInputs.at(-1), token);
    expect(await shownPrices(page)).toEqual(withSeat.prices);
    await expectNoAxeViolations(page);

    // EDIT goes back to the flight step with what was typed; Skip goes on without a flight.
    await flight.getByRole('link', { name: 'EDIT flight details' }).click();
    await page.waitForURL('**/book/flightInfo');
    expect(await page.getByLabel('Flight Number', { exact: true }).inputValue()).toBe('DL1234');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/book/vehicleSelection');
    expect(await page.getByRole('region', { name: 'Flight Details' }).textContent()).toContain(
      'Skipped',
    );
    expect(await storedForm(page)).toMatchObject({ skippedFlightInfo: true, flightDetails: null });
    expect(errors).toEqual([]);
  });
});

/** Replaces a field's text the way a person does: click into it, select all, type. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function submitFlight(page: Page, airline: string, flightNumber: string): Promise<string> {
  await page.waitForURL('**/book/flightInfo');
  await typeInto(page, 'Airline', airline);
  await typeInto(page, 'Flight Number', flightNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/book/vehicleSelection');
  return (await page.getByRole('region', { name: 'Flight Details' }).textContent()) ?? '';
}

describe('flight details of an airport ride, as a guest: JFK to Grand Central', () => {
  it('takes the airline in Airline and the number alone, or the whole flight number, and names the flight once', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'JFK', /\(JFK\)/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePickup(page, demoDate(3), '9:00 AM');

    const codeAndNumber = await submitFlight(page, 'DL', '1234');
    expect(codeAndNumber).toContain('DL1234');
    expect(codeAndNumber).not.toContain('DL DL');
    await expectNoAxeViolations(page);

    const edit = () =>
      page
        .getByRole('region', { name: 'Flight Details' })
        .getByRole('link', { name: 'EDIT flight details' })
        .click();
    await edit();
    const wholeNumber = await submitFlight(page, 'DL', 'DL 1234');
    expect(wholeNumber).toContain('DL1234');
    expect(wholeNumber).not.toContain('DL DL');

    await edit();
    expect(await submitFlight(page, 'Delta', '1234')).toContain('Delta 1234');
    expect(errors).toEqual([]);
  });
});
