import { formatPrice, fromMinorUnits } from '@ride/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { callApi, submitSignIn, type Tokens } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { adminSignIn } from './console-support.ts';
import { bookRideForNewRider, type BookedRide } from './ride-support.ts';

const { context } = usePhoneContext();

const dollars = (minor: number) => formatPrice(fromMinorUnits(minor), '$', 'USD');
const FEE_MINOR = 2_500;
/** Cancelling is free until this many hours before pickup (the test's own rule). */
const FREE_UNTIL_HOURS = 24;

interface Rule {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: { kind: string; percent: number | null; amountMinor: number | null };
  noShowFee: { kind: string; percent: number | null; amountMinor: number | null } | null;
}

async function asAdmin<T>(admin: Tokens, query: string, variables: Record<string, unknown> = {}) {
  const answer = await callApi<T>(query, variables, {
    Authorization: `Bearer ${admin.accessToken}`,
  });
  if (!answer.data) throw new Error(`Admin call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const SAVE_RULE = `mutation save($input: CancellationFeeRuleInput) {
  saveCancellationFeeRule(input: $input) { freeUntilHoursBeforePickup } }`;

async function openRide(page: Page, ride: BookedRide): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, ride.rider.email, ride.rider.password);
  await page.waitForURL((url) => url.pathname === '/book');
  await page.goto(`/my-rides/details?id=${ride.id}`);
  await page.getByRole('heading', { name: `RIDE #${ride.confirmationNumber}`, level: 1 }).waitFor();
}

/** Cancel Ride, the dialog's text as the rider reads it, and Yes. */
async function cancelWithYes(page: Page): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'Cancel Ride' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this ride?' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByText(/fee/).count()).toBeGreaterThan(0);
  const text = (await dialog.textContent()) ?? '';
  await expectNoAxeViolations(page);
  await screenshotForReview(page, `cancel-dialog-${/late/.test(text) ? 'fee' : 'free'}`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  return text;
}

/**
 * After the message the rides list opens (spec part 2 §4: /my-rides), saying what the card was
 * left with (`moneyLine`); the cancelled ride is listed under Past with its status.
 */
async function expectUnderPast(page: Page, ride: BookedRide, moneyLine: RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/my-rides');
  const notice = page.getByRole('status').filter({
    hasText: `Ride #${ride.confirmationNumber} is cancelled.`,
  });
  expect((await notice.textContent())?.replace(/^Ride #\d+ is cancelled\. /, '')).toMatch(
    moneyLine,
  );
  // The spec's list opens as ever, on Upcoming; the ride is under Past now.
  expect(await page.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await page.getByRole('button', { name: 'Past' }).click();
  const row = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^Ride #${ride.confirmationNumber}`) });
  await row.getByText('CANCELLED', { exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await screenshotForReview(page, 'past-with-cancelled');
  await row.click();
  await page.waitForURL((url) => url.pathname === '/my-rides/details');
  await page.getByRole('main').getByText('CANCELLED', { exact: true }).waitFor();
}

describe('cancelling tells what happened to the money (spec part 2 §4, clarification 8)', () => {
  let admin: Tokens;
  let ruleBefore: Rule | null;
  beforeAll(async () => {
    admin = await adminSignIn();
    const { bookingRules } = await asAdmin<{ bookingRules: { cancellationFeeRule: Rule | null } }>(
      admin,
      `query rules { bookingRules { cancellationFeeRule { freeUntilHoursBeforePickup
        lateCancellationFee { kind percent amountMinor } noShowFee { kind percent amountMinor } } } }`,
    );
    ruleBefore = bookingRules.cancellationFeeRule;
    await asAdmin(admin, SAVE_RULE, {
      input: {
        freeUntilHoursBeforePickup: FREE_UNTIL_HOURS,
        lateCancellationFee: { kind: 'FIXED', amountMinor: FEE_MINOR },
      },
    });
  });
  // The demo company is shared by the worker's other test files: its rule goes back as it was.
  afterAll(() => asAdmin(admin, SAVE_RULE, { input: ruleBefore }));

  it('names the late fee before Yes, then the message and the fee, on the ride kept under Past', async () => {
    // 8 hours ahead: outside the 4-hour cancellation lead time, inside the fee window.
    const ride = await bookRideForNewRider(8);
    const { page, errors } = await newPage(context());
    await openRide(page, ride);

    const asked = await cancelWithYes(page);
    expect(asked).toContain(
      `A late cancellation fee of ${dollars(FEE_MINOR)} will be charged to your card.`,
    );
    expect(asked).not.toContain('released in full');

    // The spec's message, for about a second before the rides list opens.
    await page
      .getByRole('status')
      .filter({ hasText: 'Your Ride Has Been Cancelled Successfully!' })
      .waitFor();
    const feeLine = new RegExp(
      `^A late cancellation fee of \\${dollars(FEE_MINOR)} is charged to your .+\\*{4}\\d{4}; the rest of the hold is released\\.$`,
    );
    await expectUnderPast(page, ride, feeLine);
    await page.getByRole('region', { name: 'Payment' }).getByText(feeLine).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('says the hold is released in full when cancelling is free, before Yes and after', async () => {
    // Two days ahead: before the fee window opens.
    const ride = await bookRideForNewRider(48);
    const { page, errors } = await newPage(context());
    await openRide(page, ride);
    const held = dollars(ride.totalPriceInMinorUnits);

    const asked = await cancelWithYes(page);
    expect(asked).toContain(
      `There is no fee: the hold of ${held} on your card will be released in full.`,
    );
    expect(asked).not.toContain('late cancellation fee');

    const releasedLine = new RegExp(
      `^The hold of \\${held} on your .+\\*{4}\\d{4} is released in full\\. Nothing was charged\\.$`,
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'Your Ride Has Been Cancelled Successfully!' })
      .waitFor();

    await expectUnderPast(page, ride, releasedLine);
    await page.getByRole('region', { name: 'Payment' }).getByText(releasedLine).waitFor();
    await screenshotForReview(page, 'cancelled-ride-released');
    expect(errors).toEqual([]);
  });
});
