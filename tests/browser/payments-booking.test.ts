import { formatPrice } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { DEMO_RIDER } from './auth-support.ts';
import { signInDemoRider, storedForm } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import {
  bookingMailsTo,
  captureReservations,
  fillBillingAddress,
  fillHostedCard,
  reachConfirmation,
} from './checkout-support.ts';

const { context } = usePhoneContext();

describe('booking as the signed-in demo rider at /book/confirmation', () => {
  it('books with the saved Visa …1111 once for a double tap, at the price the server gives', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    const sent = captureReservations(page);
    const { vehicle, rates } = await reachConfirmation(page, 3, '2:00 PM', token);
    const price = formatPrice(vehicle.amount, rates.currencySymbol, rates.currencyCode);

    // The trip, the saved card, the bar with the server's total.
    const main = page.getByRole('main');
    await main.getByText('The Plaza').first().waitFor();
    await main.getByText(vehicle.name).first().waitFor();
    const row = page.getByRole('button', { name: /Payment card:/ });
    expect(await row.textContent()).toContain('VISA');
    expect(await row.textContent()).toContain('****1111');
    const total = page.getByTestId('trip-total');
    await expect.poll(() => total.textContent()).toBe(price);
    await page.getByRole('button', { name: 'Price Breakdown' }).click();
    const lines = page.getByRole('table', { name: 'Price Breakdown' });
    for (const line of vehicle.rates) {
      expect(await lines.getByRole('row', { name: line.name }).textContent()).toContain(
        formatPrice(line.value, rates.currencySymbol, rates.currencyCode),
      );
    }
    await page.getByLabel('Notes to Driver (optional)').fill('Please wait at the fountain.');
    await expectNoAxeViolations(page);

    const before = await bookingMailsTo(DEMO_RIDER.email);
    const book = page.getByRole('button', { name: 'BOOK THIS TRIP' });
    await book.dblclick();
    const number = page.getByTestId('confirmation-number');
    await number.waitFor();
    const confirmationNumber = (await number.textContent()) ?? '';
    expect(confirmationNumber).toMatch(/^[A-Za-z0-9-]{4,}$/);
    await page.getByText('Your Ride Is Booked').waitFor();
    await expectNoAxeViolations(page);

    // One request, one reservation: the outbox holds exactly one new booking mail, for this number.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]?.input).toMatchObject({
      vehicleTypeId: expect.any(Number) as number,
      expectedAmountInMinorUnits: Math.round(vehicle.amount * 100),
      driverNotes: 'Please wait at the fountain.',
      payment: { savedPaymentId: expect.any(String) as string },
    });
    const after = await bookingMailsTo(DEMO_RIDER.email, { atLeast: before.length + 1 });
    expect(after.length - before.length).toBe(1);
    expect(after.filter((n) => n === confirmationNumber)).toHaveLength(1);

    // The booking form is reset as BOOK A RIDE resets it.
    expect(await storedForm(page)).toMatchObject({ selectedVehicle: null, driverNotes: '' });
    expect(errors).toEqual([]);
  });

  it('shows the server’s new price when it differs, and books at it', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    const sent = captureReservations(page);
    const { vehicle, rates } = await reachConfirmation(page, 4, '11:00 AM', token);
    const price = formatPrice(vehicle.amount, rates.currencySymbol, rates.currencyCode);
    await expect.poll(() => page.getByTestId('trip-total').textContent()).toBe(price);

    // The page's price is stale once: the server refuses it and names the real one.
    let tampered = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables: { input: { expectedAmountInMinorUnits: number } };
      };
      if (tampered || body.operationName !== 'createReservation') return route.fallback();
      tampered = true;
      body.variables.input.expectedAmountInMinorUnits -= 500;
      return route.fallback({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The price of this trip has changed' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`changed to ${price}.`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await page.getByTestId('confirmation-number').waitFor();
    expect(sent).toHaveLength(2);
    // Another attempt (another amount) under another key.
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(sent[1]?.input.expectedAmountInMinorUnits).toBe(Math.round(vehicle.amount * 100));
    expect(errors).toEqual([]);
  });

  it('books with a new card entered at once (no human check), 4111 1111 1111 1111', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    const sent = captureReservations(page);
    await reachConfirmation(page, 5, '9:00 AM', token);
    await page.getByRole('button', { name: /Payment card:/ }).click();
    await page.getByRole('radio', { name: 'Add a New Card' }).check();
    await page.getByRole('heading', { name: 'Add a Credit Card' }).waitFor();
    await page.frameLocator('iframe[title="Card details"]').getByLabel('Card Number').waitFor();
    await fillHostedCard(page, '4111111111111111');
    const main = page.getByRole('main');
    if (await main.getByLabel('Billing address is the same as', { exact: false }).count()) {
      await main.getByLabel('Cardholder Name').fill('Dana Rider');
    } else {
      await fillBillingAddress(page, 'Dana Rider');
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await page.getByTestId('confirmation-number').waitFor();
    expect(await page.locator('.form-status').textContent()).toContain('****1111');
    expect(sent).toHaveLength(1);
    const card = (sent[0]?.input.payment as { card: Record<string, unknown> }).card;
    expect(card).toMatchObject({ cardNumber: '1111', gateway: 'fs', saveCard: false });
    expect(JSON.stringify(sent[0]?.input)).not.toContain('4111111111111111');
    expect(errors).toEqual([]);
  });
});
