import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { openAddCard, passHumanCheck, typeHostedCard } from './payments-cards-support.ts';

const { context } = usePhoneContext();

async function signedInPage() {
  const page = await context().newPage();
  const errors = collectPageErrors(page);
  await signInNewRider(page, { withDemoAddress: true });
  return { page, errors };
}

describe('saved cards (/my-payments)', () => {
  it('adds a sandbox card, lists it and deletes it', async () => {
    const { page } = await signedInPage();
    await page.goto('/my-payments');
    const list = page.getByRole('list', { name: 'Saved cards' });
    await page.getByText('No Saved Cards').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a Credit Card' }).click();
    await page.waitForURL('**/my-payments/addNew');
    await passHumanCheck(page);
    await page.getByLabel('Cardholder Name').pressSequentially('Dana Rider');
    // The profile's address is offered, ticked, with its summary.
    await expect
      .poll(() =>
        page
          .getByRole('checkbox', {
            name: 'Billing address is the same as default billing address on my profile',
          })
          .isChecked(),
      )
      .toBe(true);
    await page.getByText('350 5th Avenue, Suite 4200, New York, NY, 10118, US').waitFor();
    await typeHostedCard(page, { number: '4111111111111111' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add a Credit Card' }).click();
    await page.waitForURL((url) => url.pathname === '/my-payments');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('VISA ****1111').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    await list.getByRole('button', { name: 'Delete VISA ****1111' }).first().click();
    await list.getByRole('button', { name: 'Cancel' }).click();
    await list.getByRole('button', { name: 'Delete VISA ****1111' }).first().click();
    await list.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No Saved Cards').waitFor();
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, 'Your card was declined!'],
    [SANDBOX_TEST_CARDS.cvcFails, 'The CVV field is invalid!'],
    [SANDBOX_TEST_CARDS.expired, 'Your card has expired!'],
  ])('refuses %s with the gateway’s message and keeps the values', async (number, message) => {
    const { page } = await signedInPage();
    await openAddCard(page);
    await page.getByLabel('Cardholder Name').pressSequentially('Dana Rider');
    await typeHostedCard(page, { number });
    await page.getByRole('button', { name: 'Add a Credit Card' }).click();
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(page.url()).toContain('/my-payments/addNew');
    expect(await page.getByLabel('Cardholder Name').inputValue()).toBe('Dana Rider');
    // A fresh authorization key: the hosted fields load again, empty.
    const frame = page.frameLocator('iframe[title="Card details"]');
    await expect.poll(() => frame.getByLabel('Card Number').inputValue()).toBe('');
  });

  it('shows field messages after leaving a field, and the hosted fields’ own', async () => {
    const { page } = await signedInPage();
    await openAddCard(page);
    await page.getByLabel('Cardholder Name').focus();
    await page.getByLabel('Cardholder Name').blur();
    await page.getByText('Required', { exact: true }).waitFor();
    await page
      .getByRole('checkbox', {
        name: 'Billing address is the same as default billing address on my profile',
      })
      .uncheck();
    await page.getByLabel('Billing Address Line 1').focus();
    await page.getByLabel('Billing Address Line 1').blur();
    await page.getByText('Address Line1 is Mandatory').waitFor();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card Number').pressSequentially('4111111111111112');
    await frame.getByLabel('Expiry month').focus();
    await page.getByText('The Card Number field is invalid.').waitFor();
  });
});

describe('billing address (/BillingAddressForCreditcards/edit)', () => {
  it('saves only with a US state, then says so and goes to /profile', async () => {
    const { page } = await signedInPage();
    await page.goto('/BillingAddressForCreditcards/edit');
    const line1 = page.getByLabel('Billing Address Line 1');
    await expect.poll(() => line1.inputValue()).toBe('350 5th Avenue');
    await expectNoAxeViolations(page);
    const save = page.getByRole('button', { name: 'SAVE ADDRESS' });
    await page.getByLabel('State/Province/Territory (if applicable)').selectOption('');
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await page.getByLabel('State/Province/Territory (if applicable)').selectOption('NY');
    await line1.fill('');
    await line1.pressSequentially('768 5th Ave');
    expect(await save.getAttribute('aria-disabled')).toBe('false');
    await save.click();
    await page.getByText('Your billing address has been updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto('/BillingAddressForCreditcards/edit');
    await expect.poll(() => line1.inputValue()).toBe('768 5th Ave');
  });

  it('keeps the address and re-enables SAVE ADDRESS when saving fails', async () => {
    const { page } = await signedInPage();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'updateBillingAddress') return route.continue();
      return route.fulfill({
        json: { errors: [{ message: 'Unavailable', extensions: { code: 'INTERNAL' } }] },
      });
    });
    await page.goto('/BillingAddressForCreditcards/edit');
    const line1 = page.getByLabel('Billing Address Line 1');
    await expect.poll(() => line1.inputValue()).not.toBe('');
    await page.getByLabel('State/Province/Territory (if applicable)').selectOption('NY');
    await line1.fill('');
    await line1.pressSequentially('1 Failing Street');
    const save = page.getByRole('button', { name: 'SAVE ADDRESS' });
    await save.click();
    await page.getByText('Your billing address could not be saved. Please try again.').waitFor();
    expect(await save.getAttribute('aria-disabled')).toBe('false');
    expect(await save.getAttribute('aria-busy')).toBe('false');
    expect(await line1.inputValue()).toBe('1 Failing Street');
    expect(new URL(page.url()).pathname).toBe('/BillingAddressForCreditcards/edit');
    await expectNoAxeViolations(page);
  });
});
