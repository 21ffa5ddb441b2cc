import { formatClockTime, zonedDateOf } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi } from './auth-support.ts';
import { choosePickup, DEMO_ZONE, demoDate, signInDemoRider } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { reachConfirmation } from './checkout-support.ts';

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

describe('editing a booked ride (spec part 2 §2, §5)', () => {
  it('loads the ride into the booking steps, saves the new time with UPDATE THIS TRIP once', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    await reachConfirmation(page, 6, '10:00 AM', token);
    const id = await bookOnSavedCard(page);

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
    await choosePickup(page, demoDate(6), '11:30 AM');
    await page.waitForURL('**/book/vehicleSelection');
    await page.locator('.vehicle-list').waitFor();
    await page.getByText('Updating prices…').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Select .+ for/ })
      .first()
      .click();
    await page.waitForURL('**/book/confirmation');
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
    expect(await main.getByText(/10:00 AM/).count()).toBe(0);
    expect(errors).toEqual([]);
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
