import { earliestPickupTime, formatPrice, zonedDateOf } from '@ride/domain';
import { describe, expect, inject, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import {
  callApi,
  captureRatesInputs,
  choosePickup,
  choosePlace,
  demoDate,
  DEMO_ZONE,
  expectedPrices,
  shownPrices,
  storedForm,
} from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { expectTilesDrawn } from './map-support.ts';

const { context } = usePhoneContext();

const LEAD_MS = 60 * 60_000;

describe('a point-to-point booking as a guest: The Plaza to Grand Central', () => {
  it('goes from /book to the vehicle list with the server’s prices, and keeps the form on reload', async () => {
    const { page, errors } = await newPage(context());
    const ratesInputs = captureRatesInputs(page);
    await page.goto('/book');
    await page.getByRole('link', { name: 'Start Booking' }).click();
    await page.getByRole('heading', { name: 'Where To?', level: 1 }).waitFor();
    await page.locator('.route-map').waitFor();
    await expectNoAxeViolations(page);
    expect(await page.locator('.leaflet-control-zoom').count()).toBe(0);

    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await page.getByRole('heading', { name: 'Where To?' }).waitFor();
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    const list = page.getByRole('list', { name: 'Your route' });
    expect(await list.getByRole('button', { name: /Pickup/ }).textContent()).toContain('The Plaza');
    expect(await list.getByRole('button', { name: /Drop-off/ }).textContent()).toContain(
      'Grand Central Terminal',
    );
    expect(await page.getByText('Trip type:').textContent()).toBe('Trip type: Point to Point');

    // The map draws A and B, and the route in black from the directions the server gives.
    await page
      .getByRole('img', {
        name: /^Map of the route from The Plaza to Grand Central Terminal, about \d+ min · [\d.]+ mi, drawn as a straight line$/,
      })
      .waitFor();
    expect(await page.locator('.map-marker').allTextContents()).toEqual(['A', 'B']);
    const line = page.locator('.leaflet-overlay-pane path');
    expect(await line.getAttribute('stroke')).toBe('#000000');
    // On the street map the test servers are configured with.
    await expectTilesDrawn(page, inject('testTiles').origin);
    const directions = await callApi<{ drivingDirections: { tripEstimationTime: string } }>(
      `query d($input: DrivingDirectionsInput!) { drivingDirections(input: $input) { tripEstimationTime } }`,
      {
        input: {
          coid: 'demo',
          origin: { latitude: 40.7646, longitude: -73.9743 },
          destination: { latitude: 40.7527, longitude: -73.9772 },
        },
      },
    );
    expect(await storedJson(page, 'session', 'currentTrip')).toMatchObject({
      tripEstimationTime: directions.data?.drivingDirections.tripEstimationTime,
    });
    await expectNoAxeViolations(page);

    // Pickup time: nothing inside the hour of lead time is offered, and the rule is stated in
    // the words the price lookup would refuse with.
    const before = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Pickup Date and Time', level: 1 }).waitFor();
    const after = Date.now();
    expect(await page.locator('#pickup-zone-note').textContent()).toContain(
      'Rides must be booked at least 1 hour before pickup.',
    );
    const dateInput = page.getByLabel('Pickup date', { exact: true });
    expect(await dateInput.getAttribute('min')).toBe(
      zonedDateOf(earliestPickupTime(new Date(before), 60), DEMO_ZONE),
    );
    await dateInput.fill((await dateInput.getAttribute('min')) ?? '');
    const offered = await page
      .getByLabel('Pickup time', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered.length).toBeGreaterThan(0);
    for (const value of offered) expect(Date.parse(value)).toBeGreaterThanOrEqual(before + LEAD_MS);
    expect(Date.parse(offered[0] ?? '')).toBeLessThanOrEqual(
      earliestPickupTime(new Date(after), 60).getTime(),
    );
    await expectNoAxeViolations(page);
    await choosePickup(page, demoDate(1), '10:00 AM');

    // Not an airport ride: straight to the vehicles.
    await page.waitForURL('**/book/vehicleSelection');
    await page.getByRole('heading', { name: 'Select a Vehicle', level: 1 }).waitFor();
    const shown = await shownPrices(page);
    const sent = ratesInputs.at(-1);
    expect(sent).toMatchObject({
      coid: 'demo',
      totalPassengers: 1,
      totalLuggage: 0,
      requiresAccessibility: false,
      formattedPickUpTime: `${demoDate(1)}T10:00:00.000Z`,
      route: [
        { type: 'POI', address: { name: 'The Plaza', stateCode: 'NY', countryCode: 'US' } },
        { type: 'POI', address: { name: 'Grand Central Terminal' } },
      ],
    });
    expect(sent).not.toHaveProperty('duration');
    expect(sent).not.toHaveProperty('childSeatOptions');
    expect(sent).not.toHaveProperty('passengerId');
    const expected = await expectedPrices(sent);
    expect(shown).toEqual(expected.prices);
    expect(shown.size).toBeGreaterThan(0);
    expect([...shown.values()].every((price) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(price))).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    // A reload keeps the booking form, and the same prices come back.
    await page.reload();
    await page.getByRole('heading', { name: 'Your Trip' }).waitFor();
    expect(await page.locator('.summary-card').first().textContent()).toContain('The Plaza');
    expect(await shownPrices(page)).toEqual(expected.prices);

    // Price Breakdown: the server's rate lines and total for the first vehicle.
    const first = expected.rates.vehicles[0];
    if (!first) throw new Error('no vehicle');
    await page.getByRole('button', { name: `Rate Details for ${first.name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Price Breakdown' });
    await panel.waitFor();
    const rows = await panel.getByRole('row').allTextContents();
    const money = (value: number) => formatPrice(value, '$');
    expect(rows).toEqual([
      ...first.rates.map((line) => `${line.name}${money(line.value)}`),
      `Total${money(first.amount)}`,
    ]);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    // More passengers than some vehicles carry: the list is priced again for the new party.
    await page.getByRole('button', { name: 'More: Passengers' }).click();
    await page.getByRole('button', { name: 'More: Passengers' }).click();
    await expect.poll(() => page.getByLabel('Passengers', { exact: true }).inputValue()).toBe('3');
    await expect.poll(() => ratesInputs.at(-1)?.totalPassengers).toBe(3);
    const three = await expectedPrices(ratesInputs.at(-1));
    expect(await shownPrices(page)).toEqual(three.prices);

    // Choosing a vehicle stores it and goes on to the confirmation step.
    const chosen = three.rates.vehicles[0];
    if (!chosen) throw new Error('no vehicle for three');
    await page.getByRole('button', { name: new RegExp(`^Select ${chosen.name} for`) }).click();
    await page.waitForURL('**/book/confirmation');
    expect(await storedForm(page)).toMatchObject({
      selectedVehicle: { id: chosen.id, name: chosen.name, amount: chosen.amount },
      filters: { passengerCount: 3 },
    });
    expect(errors).toEqual([]);
  });
});

describe('the route step', () => {
  it('says what is missing instead of going on without a drop-off', async () => {
    const { page } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await page.getByRole('button', { name: 'Next' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Enter a drop-off location' });
    await alert.waitFor();
    expect(
      await page.getByRole('button', { name: /Drop-off/ }).getAttribute('aria-describedby'),
    ).toBe('route-problem');
    expect(new URL(page.url()).pathname).toBe('/book/routing');
    await expectNoAxeViolations(page);
  });
});
