import { SANDBOX_TEST_CARDS } from '@ride/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { uniqueEmail } from './auth-support.ts';
import { signInDemoRider } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import {
  captureReservations,
  fillBillingAddress,
  fillHostedCard,
  reachConfirmation,
} from './checkout-support.ts';

const { context } = usePhoneContext();

const DECLINED = 'LimoAnywhere Payment Gateway: Your card was declined.';

/**
 * The refusal as a rider sees it after tapping BOOK THIS TRIP: announced (role=alert), on the
 * screen, drawn on top (nothing, the fixed bar included, covers any part of it), and focused.
 */
async function expectRefusalSeen(page: Page): Promise<Locator> {
  const alert = page.getByRole('alert').filter({ hasText: DECLINED });
  await alert.waitFor();
  const viewport = page.viewportSize();
  const box = await alert.boundingBox();
  if (!viewport || !box) throw new Error('No box to measure');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const uncovered = await alert.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
  expect(uncovered).toBe(true);
  await expect
    .poll(() => alert.evaluate((element) => element === document.activeElement))
    .toBe(true);
  // Beside the button that was tapped, which it describes.
  const book = page.getByRole('button', { name: 'BOOK THIS TRIP' });
  const describedBy = await book.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await alert.getAttribute('id')).toBe(describedBy);
  return alert;
}

describe('a declined card at checkout, on a phone', () => {
  it('signed in, a new card: the refusal shows beside BOOK THIS TRIP, focused, and what was typed stays', async () => {
    const { page, errors } = await newPage(context());
    const { token } = await signInDemoRider(page);
    const sent = captureReservations(page);
    await reachConfirmation(page, 8, '1:00 PM', token);
    await page.getByRole('button', { name: /Payment card:/ }).click();
    await page.getByRole('radio', { name: 'Add a New Card' }).check();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card Number').waitFor();
    const main = page.getByRole('main');
    if (await main.getByLabel('Billing address is the same as', { exact: false }).count()) {
      await main.getByLabel('Cardholder Name').fill('Dana Rider');
    } else {
      await fillBillingAddress(page, 'Dana Rider');
    }
    await fillHostedCard(page, SANDBOX_TEST_CARDS.declined);
    await page.getByLabel('Notes to Driver (optional)').fill('Please wait at the fountain.');
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();

    await expectRefusalSeen(page);
    expect(sent).toHaveLength(1);
    expect(await main.getByLabel('Cardholder Name').inputValue()).toBe('Dana Rider');
    expect(await page.getByLabel('Notes to Driver (optional)').inputValue()).toBe(
      'Please wait at the fountain.',
    );
    // The gateway's own fields load afresh (a new authorization key), empty, ready for a card.
    await frame.getByLabel('Card Number').waitFor();
    expect(await frame.getByLabel('Card Number').inputValue()).toBe('');
    await expectNoAxeViolations(page);

    // Editing what was typed clears the refusal, as every error of the form.
    await main.getByLabel('Cardholder Name').fill('Dana M Rider');
    await page.getByRole('alert').filter({ hasText: DECLINED }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('as a guest: the refusal shows beside BOOK THIS TRIP, focused, and the contact and address stay', async () => {
    const { page, errors } = await newPage(context());
    const sent = captureReservations(page);
    await reachConfirmation(page, 9, '11:00 AM');
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await page.waitForURL('**/GuestPassengerDetails');
    const main = page.getByRole('main');
    const email = uniqueEmail('declined');
    await main.getByLabel('First Name').fill('Gina');
    await main.getByLabel('Last Name').fill('Guest');
    await main.getByLabel('Email Address').fill(email);
    await main.getByLabel('Phone Number', { exact: true }).fill('(212) 555-0188');
    await page.getByText("I'm not a robot").click();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card Number').waitFor({ timeout: 30_000 });
    await fillBillingAddress(page, 'Gina Guest');
    await fillHostedCard(page, SANDBOX_TEST_CARDS.declined);
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();

    await expectRefusalSeen(page);
    expect(sent).toHaveLength(1);
    expect(await main.getByLabel('First Name').inputValue()).toBe('Gina');
    expect(await main.getByLabel('Last Name').inputValue()).toBe('Guest');
    expect(await main.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await main.getByLabel('Phone Number', { exact: true }).inputValue()).toBe(
      '(212) 555-0188',
    );
    expect(await main.getByLabel('Cardholder Name').inputValue()).toBe('Gina Guest');
    expect(await main.getByLabel('Billing Address Line 1').inputValue()).toBe('1 Main Street');
    expect(await main.getByLabel('City/Town').inputValue()).toBe('New York');
    expect(await main.getByLabel('Zip/PostalCode').inputValue()).toBe('10001');
    await frame.getByLabel('Card Number').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
