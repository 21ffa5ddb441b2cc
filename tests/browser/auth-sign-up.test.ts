import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { DEMO_RIDER, signInByApi, submitSignIn, uniqueEmail } from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const PASSWORD_RULE =
  'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.';

async function fillSignUp(
  page: Page,
  rider: { firstName: string; lastName: string; email: string; password: string },
) {
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill(rider.firstName);
  await main.getByLabel('Last Name').fill(rider.lastName);
  await main.getByLabel('Email').fill(rider.email);
  await main.getByLabel('Password').fill(rider.password);
}

const register = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Register' });

describe('sign up (spec part 1 §2, §5)', () => {
  it('shows every field message after a submit attempt, and the password rule', async () => {
    const { page } = await newPage(context());
    await page.goto('/sign-up');
    await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
    expect(await register(page).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByLabel('Password').fill('weakpassword');
    await page.getByRole('main').getByLabel('Password').press('Enter');
    const main = page.getByRole('main');
    for (const text of [
      'Please enter first name',
      'Please enter last name',
      'Required',
      PASSWORD_RULE,
    ]) {
      await main.getByText(text, { exact: true }).waitFor();
    }
    await main.getByLabel('First Name').fill('1234');
    expect(await main.getByText('Please enter first name', { exact: true }).count()).toBe(1);
    await main.getByLabel('Email').fill('not-an-email');
    await main.getByText('Not a valid email', { exact: true }).waitFor();
    expect(await register(page).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(page);
  });

  it('registers a new rider on demo: "Account Created" with a Sign In link that works', async () => {
    const { page, errors } = await newPage(context());
    const rider = {
      firstName: 'Robin',
      lastName: 'Newrider',
      email: uniqueEmail('robin'),
      password: 'Fresh!Rider2026',
    };
    await page.goto('/sign-up');
    await fillSignUp(page, rider);
    expect(await register(page).getAttribute('aria-disabled')).toBe('false');
    await register(page).click();
    const status = page.getByRole('status').filter({ hasText: 'Account Created' });
    await status.waitFor();
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page);

    await status.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await submitSignIn(page, rider.email, rider.password);
    await page.waitForURL('**/book');
    await page.getByRole('banner').getByText('Hey Robin', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('says "Account with that email already exists" for a taken address', async () => {
    const { page } = await newPage(context());
    await page.goto('/sign-up');
    await fillSignUp(page, {
      firstName: 'Dana',
      lastName: 'Again',
      email: DEMO_RIDER.email.toUpperCase(),
      password: 'Another!Pass2026',
    });
    await register(page).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Account with that email already exists' });
    await banner.waitFor();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    // The existing account is untouched.
    await expect(signInByApi(DEMO_RIDER.email, DEMO_RIDER.password)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('says "Failed to create account. Please try again" for any other failure', async () => {
    const { page } = await newPage(context());
    await page.route('**/graphql', (route) =>
      route.fulfill({
        json: { errors: [{ message: 'Something broke', extensions: { code: 'INTERNAL' } }] },
      }),
    );
    await page.goto('/sign-up');
    await fillSignUp(page, {
      firstName: 'Kim',
      lastName: 'Failing',
      email: uniqueEmail('kim'),
      password: 'Failing!Pass2026',
    });
    await register(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to create account. Please try again' })
      .waitFor();
  });

  it('refuses registration on acme, which does not allow account creation, and links to sign in', async () => {
    const { page } = await newPage(context());
    await page.goto('/sign-up?coid=acme');
    await page.getByText('Registration is not available for Acme Chauffeurs.').waitFor();
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
  });
});
