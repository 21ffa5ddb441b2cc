import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { DEMO_RIDER, signInByApi, uniqueEmail } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import {
  bookingMailsTo,
  captureReservations,
  fillBillingAddress,
  fillHostedCard,
  reachConfirmation,
} from './checkout-support.ts';

const { context } = usePhoneContext();

const PASSWORD_MESSAGE =
  'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.';

/** From the confirmation step a guest's BOOK THIS TRIP leads to the guest details. */
async function reachGuestDetails(page: Page, daysAhead: number, time: string) {
  await reachConfirmation(page, daysAhead, time);
  await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
  await page.waitForURL('**/GuestPassengerDetails');
  await page.getByRole('heading', { name: 'Passenger Details', level: 1 }).waitFor();
}

async function fillContact(page: Page, email: string, password = '') {
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill('Gina');
  await main.getByLabel('Last Name').fill('Guest');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Phone Number', { exact: true }).fill('(212) 555-0188');
  if (password) await main.getByLabel('Create Password').fill(password);
}

/** The human check (ALTCHA proof of work in the browser), then the hosted card fields. */
async function passHumanCheck(page: Page) {
  await page.getByText("I'm not a robot").click();
  await page
    .frameLocator('iframe[title="Card details"]')
    .getByLabel('Card Number')
    .waitFor({ timeout: 30_000 });
}

const fieldError = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true });

describe('guest checkout at /GuestPassengerDetails', () => {
  it('shows every contact message, the duplicate e-mail message, and the US as phone country', async () => {
    const { page, errors } = await newPage(context());
    await reachGuestDetails(page, 6, '10:00 AM');
    const main = page.getByRole('main');
    expect(await main.getByLabel('Phone number country').inputValue()).toBe('us');
    await main.getByRole('group', { name: 'REGISTER (OPTIONAL)' }).waitFor();
    await expectNoAxeViolations(page);

    // Submitting untouched (the button is aria-disabled, still focusable and pressable) shows
    // every required message and focuses the first field.
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click({ force: true });
    for (const label of ['First Name', 'Last Name', 'Email Address']) {
      expect(await fieldError(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await main.locator('.field-error').allTextContents()).toEqual(
      expect.arrayContaining(['Required']) as string[],
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('guest-firstName');

    await main.getByLabel('First Name').fill('a'.repeat(256));
    await main.getByLabel('Email Address').fill('gina@');
    await main.getByLabel('Phone Number', { exact: true }).fill('555');
    await main.getByLabel('Create Password').fill('weakpassword');
    await main.getByLabel('Last Name').click();
    const texts = await main.locator('.field-error').allTextContents();
    expect(texts).toEqual(
      expect.arrayContaining([
        'Too long',
        'Not a valid email',
        'Not a valid phone number',
        PASSWORD_MESSAGE,
      ]) as string[],
    );
    await expectNoAxeViolations(page);

    // Show/hide the password.
    const show = main.getByRole('button', { name: 'Show password' });
    await show.click();
    expect(await main.getByLabel('Create Password').getAttribute('type')).toBe('text');
    await main.getByRole('button', { name: 'Hide password' }).click();
    expect(await main.getByLabel('Create Password').getAttribute('type')).toBe('password');

    // The demo rider's address with a valid password: taken.
    await main.getByLabel('Email Address').fill(DEMO_RIDER.email);
    await main.getByLabel('Create Password').fill('Guest!Rider2026');
    await main.getByText('Account with this email already exists').waitFor();
    expect(errors).toEqual([]);
  });

  it('registers and books with a new card, and a declined card keeps what was entered', async () => {
    const { page, errors } = await newPage(context());
    const sent = captureReservations(page);
    await reachGuestDetails(page, 7, '4:00 PM');
    const email = uniqueEmail('guest');
    await fillContact(page, email, 'Guest!Rider2026');
    await passHumanCheck(page);
    await fillBillingAddress(page, 'Gina Guest');
    await fillHostedCard(page, '4000000000000002');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    await page.getByText('LimoAnywhere Payment Gateway: Your card was declined.').waitFor();
    const main = page.getByRole('main');
    expect(await main.getByLabel('First Name').inputValue()).toBe('Gina');
    expect(await main.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await main.getByLabel('Create Password').inputValue()).toBe('Guest!Rider2026');
    expect(await main.getByLabel('Cardholder Name').inputValue()).toBe('Gina Guest');
    expect(await main.getByLabel('City/Town').inputValue()).toBe('New York');
    expect(sent).toHaveLength(1);

    // Another card: booked, the account created with it.
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card Number').waitFor();
    await fillHostedCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'BOOK THIS TRIP' }).click();
    const number = page.getByTestId('confirmation-number');
    await number.waitFor({ timeout: 20_000 });
    await page.getByText('Your account was created').waitFor();
    await expectNoAxeViolations(page);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.input).toMatchObject({
      guest: {
        firstName: 'Gina',
        lastName: 'Guest',
        emailAddress: email,
        phoneNumber: '(212) 555-0188',
        phoneNumberCountryCode: 'us',
      },
      password: 'Guest!Rider2026',
      payment: { card: { cardNumber: '1111', gateway: 'fs' } },
    });
    expect(await bookingMailsTo(email, { atLeast: 1 })).toEqual([await number.textContent()]);
    // The new account signs in.
    expect((await signInByApi(email, 'Guest!Rider2026')).accessToken).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
