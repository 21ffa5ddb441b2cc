import { formatPrice, fromMinorUnits, tipInMinorUnits } from '@ride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { callApi, graphqlOperations, submitSignIn } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { adminSignIn } from './console-support.ts';
import {
  bookRideForNewRider,
  completeRideAsDriver,
  DEMO_DRIVER,
  type BookedRide,
} from './ride-support.ts';

const { context } = usePhoneContext();

const dollars = (minor: number) => formatPrice(fromMinorUnits(minor), '$', 'USD');

async function signInAsRider(page: Page, ride: BookedRide): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, ride.rider.email, ride.rider.password);
  await page.waitForURL((url) => url.pathname === '/book');
}

interface StoredFeedback {
  getTripDetails: {
    feedback: { tipPercent: number | null; tipInMinorUnits: number; rating: number } | null;
  };
}

const storedFeedback = async (ride: BookedRide) => {
  const answer = await callApi<StoredFeedback>(
    `query getTripDetails($id: ID!) {
      getTripDetails(id: $id) { feedback { tipPercent tipInMinorUnits rating } } }`,
    { id: ride.id },
    { Authorization: `Bearer ${ride.riderTokens.accessToken}` },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.getTripDetails.feedback;
};

describe('the post-trip screen (/finalize-trip, spec part 2 §2)', () => {
  it('takes a tip and a rating for the completed ride once, then thanks the rider by the driver’s name', async () => {
    const ride = await bookRideForNewRider();
    const { page, errors } = await newPage(context());
    await signInAsRider(page, ride);
    const main = page.getByRole('main');

    // Before the ride is over there is nothing to rate.
    await page.goto(`/finalize-trip?id=${ride.id}`);
    await main.getByText('This ride is not completed yet').waitFor();
    expect(await main.getByRole('button', { name: 'Submit' }).count()).toBe(0);

    await completeRideAsDriver(ride);
    await page.reload();
    await main.getByRole('heading', { name: 'Finalize Trip', level: 1 }).waitFor();
    const total = ride.totalPriceInMinorUnits;
    const totalCard = main.getByRole('region', { name: 'Trip Total' });
    await totalCard.getByText(dollars(total)).waitFor();

    // Details shows and hides the fees.
    const details = main.getByRole('button', { name: 'Details' });
    const fees = totalCard.getByRole('definition');
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(await fees.first().isVisible()).toBe(false);
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    expect(await fees.first().isVisible()).toBe(true);
    expect(await fees.count()).toBeGreaterThan(1);
    await details.click();
    expect(await fees.first().isVisible()).toBe(false);

    // A tip: the total follows it; tapped again, it is taken back.
    const tipButton = (percent: number) =>
      main.getByRole('button', { name: new RegExp(`^${percent}%`) });
    const shownTotal = main.getByRole('definition').filter({ hasText: /^\$/ }).last();
    await expect.poll(() => shownTotal.textContent()).toBe(dollars(total));
    await tipButton(15).click();
    expect(await tipButton(15).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => shownTotal.textContent())
      .toBe(dollars(total + tipInMinorUnits(total, 15)));
    await tipButton(15).click();
    expect(await tipButton(15).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => shownTotal.textContent()).toBe(dollars(total));
    await tipButton(20).click();
    const tip = tipInMinorUnits(total, 20);
    await expect.poll(() => shownTotal.textContent()).toBe(dollars(total + tip));
    expect(await tipButton(10).getAttribute('aria-pressed')).toBe('false');

    // Submit waits for a rating.
    const submit = main.getByRole('button', { name: 'Submit' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    const stars = main.getByRole('radio');
    expect(await stars.count()).toBe(5);
    await main.getByRole('radio', { name: '4 stars' }).check();
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    await expectNoAxeViolations(page);

    // A double tap sends one request.
    const calls = graphqlOperations(page);
    await submit.dblclick();
    const thanks = main.getByRole('status');
    await thanks.getByText(`Thank you for riding with ${DEMO_DRIVER.name}`).waitFor();
    await thanks
      .getByText(
        `Your tip for ${DEMO_DRIVER.name}: ${dollars(tip)} (20%), ${dollars(total + tip)} in all.`,
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/finalize-trip');
    await expectNoAxeViolations(page);
    expect(calls.filter((call) => call.name === 'submitTripFeedback')).toHaveLength(1);
    expect(await storedFeedback(ride)).toEqual({
      tipPercent: 20,
      tipInMinorUnits: tip,
      rating: 4,
    });

    // A second submit (another tip, another rating) adds nothing: the stored feedback stands.
    const again = await callApi<{
      submitTripFeedback: { tipInMinorUnits: number; rating: number };
    }>(
      `mutation submitTripFeedback($input: TripFeedbackInput!) {
        submitTripFeedback(input: $input) { tipInMinorUnits rating } }`,
      { input: { reservationId: ride.id, tipPercent: 10, rating: 5 } },
      { Authorization: `Bearer ${ride.riderTokens.accessToken}` },
    );
    expect(again.data?.submitTripFeedback).toEqual({ tipInMinorUnits: tip, rating: 4 });
    expect(await storedFeedback(ride)).toEqual({
      tipPercent: 20,
      tipInMinorUnits: tip,
      rating: 4,
    });

    // Back on the screen, the ride shows what was left instead of a second form; Close leaves.
    await page.goto(`/finalize-trip?id=${ride.id}`);
    await main.getByText(`Thank you for riding with ${DEMO_DRIVER.name}`).waitFor();
    await main.getByText('You rated this ride 4 stars.').waitFor();
    await main
      .getByText(
        `Your tip for ${DEMO_DRIVER.name}: ${dollars(tip)} (20%), ${dollars(total + tip)} in all.`,
      )
      .waitFor();
    expect(await main.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    expect(errors).toEqual([]);
  });

  it('says the gratuity included, takes No extra tip or an amount of the rider’s own, and the receipt totals what was charged', async () => {
    const ride = await bookRideForNewRider();
    await completeRideAsDriver(ride);
    const { page, errors } = await newPage(context());
    await signInAsRider(page, ride);
    const main = page.getByRole('main');
    const total = ride.totalPriceInMinorUnits;

    // The finished ride's tracking page and its details both lead to the tip and rating.
    await page.goto(`/tracking?id=${ride.id}`);
    await main.getByRole('link', { name: 'Tip and Rate Your Ride' }).waitFor();
    await page.goto(`/my-rides/details?id=${ride.id}`);
    await main.getByRole('link', { name: 'Tip and Rate Your Ride' }).click();
    await page.waitForURL((url) => url.pathname === '/finalize-trip');

    // The demo company's price lines charge a 20% gratuity.
    await main.getByText('20 % gratuity is included', { exact: true }).waitFor();
    await screenshotForReview(page, 'tip-gratuity-included');
    const noExtraTip = main.getByRole('button', { name: 'No extra tip' });
    const tipButton = (percent: number) =>
      main.getByRole('button', { name: new RegExp(`^${percent}%`) });
    const shownTotal = main.getByRole('definition').filter({ hasText: /^\$/ }).last();
    expect(await noExtraTip.getAttribute('aria-pressed')).toBe('true');
    await tipButton(15).click();
    expect(await noExtraTip.getAttribute('aria-pressed')).toBe('false');
    await noExtraTip.click();
    expect(await noExtraTip.getAttribute('aria-pressed')).toBe('true');
    expect(await tipButton(15).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => shownTotal.textContent()).toBe(dollars(total));

    // An amount of the rider's own, checked by the server's rule before it is sent.
    await main.getByRole('button', { name: 'Other amount' }).click();
    const amount = main.getByRole('textbox', { name: 'Tip amount' });
    await amount.fill(String(total));
    await amount.blur();
    await main.getByText(`A tip can be at most the trip total, ${dollars(total)}.`).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshotForReview(page, 'tip-custom-too-large');
    await amount.fill('7.50');
    await expect.poll(() => shownTotal.textContent()).toBe(dollars(total + 750));
    await main.getByRole('radio', { name: '5 stars' }).check();
    await main.getByRole('button', { name: 'Submit' }).click();
    const thanks = main.getByRole('status');
    await thanks.getByText(`Thank you for riding with ${DEMO_DRIVER.name}`).waitFor();
    await thanks
      .getByText(
        `Your tip for ${DEMO_DRIVER.name}: ${dollars(750)}, ${dollars(total + 750)} in all.`,
      )
      .waitFor();
    await screenshotForReview(page, 'tip-thank-you');
    expect((await storedFeedback(ride))?.tipInMinorUnits).toBe(750);

    // The receipt: one total, equal to the ledger, with the tip as a line; held before capture.
    const admin = await adminSignIn();
    const ledger = async () => {
      const answer = await callApi<{
        reservationLedger: { heldMinor: number; chargedMinor: number; capturedMinor: number };
      }>(
        `query ledger($id: ID!) {
          reservationLedger(reservationId: $id) { heldMinor chargedMinor capturedMinor } }`,
        { id: ride.id },
        { Authorization: `Bearer ${admin.accessToken}` },
      );
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return answer.data.reservationLedger;
    };
    const receiptTotals = () => main.locator('.ride-total').allTextContents();
    const before = await ledger();
    expect(before).toMatchObject({ heldMinor: total + 750, capturedMinor: 0 });
    await page.goto(`/my-rides/receipt?id=${ride.id}`);
    const charges = main.getByRole('region', { name: 'Charges' });
    await charges.getByText('Tip (held)', { exact: true }).waitFor();
    await expect.poll(receiptTotals).toEqual([`TOTAL HELD${dollars(before.heldMinor)}`]);
    await main.getByText(/^Held on your .+\. Nothing has been charged yet\.$/).waitFor();
    await expectNoAxeViolations(page);
    await screenshotForReview(page, 'receipt-held');

    const captured = await callApi<{ captureRide: { capturedMinor: number } }>(
      'mutation capture($id: ID!) { captureRide(reservationId: $id) { capturedMinor } }',
      { id: ride.id },
      { Authorization: `Bearer ${admin.accessToken}` },
    );
    expect(captured.data?.captureRide.capturedMinor).toBe(total + 750);
    const after = await ledger();
    expect(after).toMatchObject({ heldMinor: 0, chargedMinor: total + 750 });
    await page.reload();
    await charges.getByText('Tip', { exact: true }).waitFor();
    expect(await charges.getByText(dollars(750), { exact: true }).count()).toBe(1);
    await expect.poll(receiptTotals).toEqual([`TOTAL CHARGED${dollars(after.chargedMinor)}`]);
    await main.getByText(/^Charged to your .+\.$/).waitFor();
    await expectNoAxeViolations(page);
    await screenshotForReview(page, 'receipt-charged');
    expect(errors).toEqual([]);
  });

  it('says a ride it cannot find is not there', async () => {
    const ride = await bookRideForNewRider();
    const { page, errors } = await newPage(context());
    await signInAsRider(page, ride);
    await page.goto('/finalize-trip?id=00000000-0000-4000-8000-000000000000');
    await page.getByRole('main').getByText('We could not find this ride').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
