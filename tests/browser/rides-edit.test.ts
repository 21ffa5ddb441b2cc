import { formatClockTime, formatPrice, zonedDateOf } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi } from './auth-support.ts';
import { choosePickup, DEMO_ZONE, demoDate, signInDemoRider } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { reachConfirmation } from './checkout-support.ts';
import { adminSignIn } from './console-support.ts';

const { context } = usePhoneContext();

/** Books the trip on the confirmation step with the saved card; gives the new ride's id. */
async function bookOnSavedCard(page: Page): Promise<string> {
  const answer = page.waitForResponse(async (response) => {
    const body = response.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === 'createReservation';
  });
  await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
  const body = (await (await answer).json()) as { data: { createReservation: { id: string } } };
  await page.getByTestId('confirmation-number').waitFor();
  return body.data.createReservation.id;
}

/** Every updateReservation the page sends, with its Idempotency-Key. */
function captureUpdates(page: Page): { input: Record<string, unknown>; key: string | null }[] {
  const sent: { input: Record<string, unknown>; key: string | null }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.operationName !== 'updateReservation' || !body.variables?.input) return;
    sent.push({ input: body.variables.input, key: request.headers()['idempotency-key'] ?? null });
  });
  return sent;
}

interface RateCard {
  baseFare: string;
  perMile: string;
  perMinute: string;
  hourlyRate: string;
  hourlyMinimumHours: number;
  airportPickupFee: string;
  airportDropoffFee: string;
  stopFee: string;
  childSeatFee: string;
  gratuityPercent: string;
  taxPercent: string;
}

/**
 * The demo admin's rate card of one vehicle type, and a way to save another: the operator
 * changing prices between a booking and its change.
 */
async function rateCardOf(vehicleName: string) {
  const admin = await adminSignIn();
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const answer = await callApi<{
    catalogVehicleTypes: { id: number; name: string; rates: RateCard }[];
  }>(
    `query types { catalogVehicleTypes { id name rates {
      baseFare perMile perMinute hourlyRate hourlyMinimumHours airportPickupFee airportDropoffFee
      stopFee childSeatFee gratuityPercent taxPercent } } }`,
    {},
    headers,
  );
  const type = answer.data?.catalogVehicleTypes.find((t) => t.name === vehicleName);
  if (!type) throw new Error(`No vehicle type ${vehicleName}: ${JSON.stringify(answer.errors)}`);
  const save = async (rates: RateCard) => {
    const saved = await callApi(
      `mutation save($id: Int!, $rates: RateCardInput!) {
        saveRateCard(vehicleTypeId: $id, rates: $rates) { id }
      }`,
      { id: type.id, rates },
      headers,
    );
    if (!saved.data) throw new Error(`saveRateCard failed: ${JSON.stringify(saved.errors)}`);
  };
  return { rates: type.rates, save };
}

describe('editing a booked ride (spec part 2 §2, §5)', () => {
  it('keeps the vehicle when only the time changes, shows old → new price, and saves it with UPDATE THIS TRIP once', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    const { vehicle } = await reachConfirmation(page, 6, '10:00 AM', token);
    const id = await bookOnSavedCard(page);
    const booked = formatPrice(vehicle.amount, '$', 'USD');
    // The operator raises the fare of the booked vehicle before the rider changes the time.
    const card = await rateCardOf(vehicle.name);
    const raised = (Number(card.rates.baseFare) + 10).toFixed(2);
    await card.save({ ...card.rates, baseFare: raised });
    try {
      // The ride is priced again after the details load, so its vehicle is the chosen one.
      const rated = page.waitForResponse(async (response) => {
        const body = response.request().postDataJSON() as { operationName?: string } | null;
        return body?.operationName === 'getRates';
      });
      await page.goto(`/my-rides/details?id=${id}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: /^RIDE #/ }).waitFor();
      await main
        .getByText(/10:00 AM/)
        .first()
        .waitFor();
      for (const what of ['route', 'date and time', 'vehicle']) {
        await main.getByRole('link', { name: `Edit ${what}` }).waitFor();
      }
      await expectNoAxeViolations(page);

      await rated;
      await main.getByRole('link', { name: 'Edit date and time' }).click();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await choosePickup(page, demoDate(6), '11:30 AM');
      // Straight back to the confirmation: the vehicle still fits, so no vehicle list.
      await page.waitForURL('**/book/confirmation');
      expect(visited).not.toContain('/book/vehicleSelection');
      const chosen = main.getByRole('region', { name: 'Vehicle' });
      await chosen.getByText(vehicle.name, { exact: true }).waitFor();
      // Priced again at the new fare: the old price struck through, the new one the Trip Total.
      const change = chosen.locator('.price-change');
      await change.waitFor();
      const newPrice = await page.getByTestId('trip-total').textContent();
      expect(newPrice).not.toBe(booked);
      expect(await change.locator('s').textContent()).toBe(booked);
      expect(await change.locator('strong').textContent()).toBe(newPrice);
      expect(await change.getByText('→').isVisible()).toBe(true);
      await main.getByText('The Plaza').first().waitFor();
      await main.getByText('The changed ride stays on the card it was booked with.').waitFor();
      expect(await page.getByRole('button', { name: 'BOOK THIS TRIP' }).count()).toBe(0);
      const update = page.getByRole('button', { name: 'UPDATE THIS TRIP' });
      await expectNoAxeViolations(page);

      const sent = captureUpdates(page);
      await update.dblclick();
      await page.getByText('Your Ride Has Been Updated').waitFor();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.input.id).toBe(id);
      expect(sent[0]?.key).toBeTruthy();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'VIEW RIDE' }).click();
      await page.waitForURL(`**/my-rides/details?id=${id}`);
      await main
        .getByText(/11:30 AM/)
        .first()
        .waitFor();
      // The details are read again after the change: the old time goes once they arrive.
      await expect.poll(() => main.getByText(/10:00 AM/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await card.save(card.rates);
    }
  });

  it('offers no EDIT on a ride that can no longer be changed', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    await reachConfirmation(page, 7, '9:00 AM', token);
    const id = await bookOnSavedCard(page);
    const cancel = await callApi(
      'mutation ($input: CancelBookingInput!) { cancelBooking(input: $input) }',
      { input: { id } },
      { authorization: `Bearer ${token}` },
    );
    expect(cancel.data).toEqual({ cancelBooking: true });

    await page.goto(`/my-rides/details?id=${id}`);
    const main = page.getByRole('main');
    await main.getByText('CANCELLED').waitFor();
    expect(await main.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('offers no EDIT inside the modification lead time', async () => {
    // The demo company books from 60 minutes ahead and takes changes until 120 minutes before.
    const quarter = 15 * 60_000;
    const pickup = new Date(Math.ceil((Date.now() + 80 * 60_000) / quarter) * quarter);
    const daysAhead = zonedDateOf(pickup, DEMO_ZONE) === demoDate(0) ? 0 : 1;
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    await reachConfirmation(page, daysAhead, formatClockTime(pickup, DEMO_ZONE), token);
    const id = await bookOnSavedCard(page);

    await page.goto(`/my-rides/details?id=${id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: /^RIDE #/ }).waitFor();
    await main.getByText('SCHEDULED').waitFor();
    expect(await main.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    // The page is the ride's, not an empty one: its details and Cancel Ride are there.
    await main.getByRole('button', { name: 'Cancel Ride' }).waitFor();
    expect(errors).toEqual([]);
  });
});
