import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { callApi, registerByApi, resetLinkFor, submitSignIn, uniqueEmail } from './auth-support.ts';
import { baseUrl, expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const REQUESTED = 'If account exists, an email will be sent with further instructions';
const CHANGED = 'Your password has been changed. Please sign in with your new password.';
const REFUSED = 'This password reset link is invalid or has expired. Please request a new one.';

describe('forgot and reset password', () => {
  it('mails a link that sets a new password, which then signs the rider in', async () => {
    // A rider of its own: changing the demo rider's password would break other tests.
    const rider = {
      firstName: 'Sam',
      lastName: 'Forgetful',
      email: uniqueEmail('sam'),
      password: 'Original!Pass2026',
    };
    await registerByApi(rider);
    const { page, errors } = await newPage(context());

    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const email = page.getByRole('main').getByLabel('Email');
    await email.fill('sam@');
    await email.blur();
    await page.getByText('Not a valid email', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await email.fill(rider.email);
    await page.getByRole('main').getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('status').filter({ hasText: REQUESTED }).waitFor();
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page);

    const link = await resetLinkFor(rider.email);
    expect(link.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('coid')).toBe('demo');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password', level: 1 }).waitFor();
    const password = page.getByRole('main').getByLabel('New Password');
    await password.fill('tooweak');
    await password.blur();
    await page
      .getByText(
        'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.',
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await password.fill('Renewed!Pass2026');
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    const done = page.getByRole('status').filter({ hasText: CHANGED });
    await done.waitFor();
    await expectNoAxeViolations(page);

    await done.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await submitSignIn(page, rider.email, rider.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' }).waitFor();
    await submitSignIn(page, rider.email, 'Renewed!Pass2026');
    await page.waitForURL('**/book');
    await page.getByRole('banner').getByText('Hey Sam', { exact: true }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByRole('main').getByLabel('New Password').fill('Another!Pass2026');
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    const refused = page.getByRole('status').filter({ hasText: REFUSED });
    await refused.waitFor();
    await expectNoAxeViolations(page);
    await refused.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
    expect(errors).toEqual([]);
  });

  it('says the same for an address without an account, and mails nothing', async () => {
    const { page } = await newPage(context());
    const nobody = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(nobody);
    await page.getByRole('main').getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('status').filter({ hasText: REQUESTED }).waitFor();
    await expect(resetLinkFor(nobody, 1_500)).rejects.toThrow('No reset mail');
  });

  it('shows the link message at once when the link carries no token', async () => {
    const { page } = await newPage(context());
    await page.goto('/reset-password?coid=demo');
    await page.getByRole('status').filter({ hasText: REFUSED }).waitFor();
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('refuses a made-up token with the same message', async () => {
    const { page } = await newPage(context());
    await page.goto('/reset-password?token=made-up-token&coid=demo');
    await page.getByRole('main').getByLabel('New Password').fill('Renewed!Pass2026');
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: REFUSED }).waitFor();
  });

  it('refuses the reset screen on acme for a demo link token (tenancy)', async () => {
    const rider = {
      firstName: 'Ada',
      lastName: 'Tenant',
      email: uniqueEmail('ada'),
      password: 'Original!Pass2026',
    };
    await registerByApi(rider);
    await callApi(
      `mutation resetPassword($input: ResetAccountUserPasswordInput!) {
        resetPassword(input: $input) { isSuccessful }
      }`,
      { input: { email: rider.email, companyId: 'demo' } },
    );
    const link = new URL(await resetLinkFor(rider.email));
    link.searchParams.set('coid', 'acme');
    const { page } = await newPage(context());
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('main').getByLabel('New Password').fill('Renewed!Pass2026');
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: REFUSED }).waitFor();
  });
});
