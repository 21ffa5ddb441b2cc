import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import {
  DEMO_RIDER,
  registerByApi,
  resetLinkFor,
  signInNewRider,
  uniqueEmail,
} from './auth-support.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

async function signedInPage(options: { withDemoAddress?: boolean } = {}) {
  const { page, errors } = await newPage(context());
  const rider = await signInNewRider(page, options);
  return { page, errors, rider };
}

describe('profile (/profile)', () => {
  it('shows the rider’s details, an Edit Profile link and the billing address screen to add', async () => {
    const { page, errors, rider } = await signedInPage();
    await page.goto('/profile');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await main.getByText(rider.email, { exact: true }).waitFor();
    await main.getByText('Dana Rider', { exact: true }).waitFor();
    await main.getByText('No address on file').waitFor();
    const billing = main.getByRole('link', { name: 'Add Billing Address' });
    expect(await billing.getAttribute('href')).toBe('/BillingAddressForCreditcards/create');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/EditProfile');
    expect(errors).toEqual([]);
  });

  it('links to editing the billing address once one is on file', async () => {
    const { page } = await signedInPage({ withDemoAddress: true });
    await page.goto('/profile');
    const main = page.getByRole('main');
    await main.getByText('350 5th Avenue').waitFor();
    await main.getByText('New York, NY 10118').waitFor();
    const billing = main.getByRole('link', { name: 'Edit Billing Address' });
    expect(await billing.getAttribute('href')).toBe('/BillingAddressForCreditcards/edit');
  });

  it('sends the real reset mail and says so', async () => {
    const { page, rider } = await signedInPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('status')
      .getByText('We sent a link to reset your password to your email', { exact: true })
      .waitFor();
    expect(await resetLinkFor(rider.email)).toMatch(/\/reset-password\?token=/);
    await expectNoAxeViolations(page);
  });

  it('sends a visitor without a sign-in to /book', async () => {
    const { page } = await newPage(context());
    await page.goto('/EditProfile');
    await page.waitForURL((url) => url.pathname === '/book');
  });
});

describe('edit profile (/EditProfile)', () => {
  it('keeps Save disabled until something changes, shows errors after blur, then saves', async () => {
    const { page, errors } = await signedInPage();
    await page.goto('/EditProfile');
    const main = page.getByRole('main');
    const firstName = main.getByLabel('First Name');
    await expect.poll(() => firstName.inputValue()).toBe('Dana');
    const save = main.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(page);

    const phone = main.getByLabel('Phone Number');
    await phone.fill('12345');
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    expect(await main.getByText('Not a valid phone number').count()).toBe(0);
    await phone.blur();
    await main.getByText('Not a valid phone number').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    await phone.fill('212 555 0199');
    await main.getByLabel('Address Line 1').fill('768 5th Ave');
    await main.getByLabel('City/Town').fill('New York');
    await main.getByLabel('Zip/Postal Code').fill('10019');
    // A US address needs its state.
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await main.getByLabel('State/Province/Territory (if applicable)').selectOption('NY');
    await firstName.fill('Olive');
    expect(await save.getAttribute('aria-disabled')).toBe('false');
    await save.click();
    await main.getByText('Your profile has been updated', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    await main.getByText('Olive Rider', { exact: true }).waitFor();
    await main.getByText('212 555 0199').waitFor();
    await main.getByText('New York, NY 10019').waitFor();
    // The header greets the rider by the saved name.
    await page.getByRole('banner').getByText('Hey Olive', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('asks for the current password to change the email, refuses a wrong one, then changes it', async () => {
    const { page, rider } = await signedInPage();
    await page.goto('/EditProfile');
    const main = page.getByRole('main');
    const email = main.getByLabel('Email');
    await expect.poll(() => email.inputValue()).toBe(rider.email);
    expect(await main.getByLabel('Current Password').count()).toBe(0);
    const newEmail = uniqueEmail('moved');
    await email.fill(newEmail);
    const password = main.getByLabel('Current Password');
    const save = main.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await password.fill('Wrong!Password1');
    await save.click();
    await main.getByRole('alert').getByText('Your current password is not correct').waitFor();
    await expectNoAxeViolations(page);
    await password.fill(DEMO_RIDER.password);
    await save.click();
    await main.getByText('Your profile has been updated', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    await main.getByText(newEmail, { exact: true }).waitFor();
    const session = (await storedJson(page, 'local', 'sessionValues')) as { emailAddress: string };
    expect(session.emailAddress).toBe(newEmail);
  });

  it('says when the new email belongs to another account', async () => {
    const { page, rider } = await signedInPage();
    const taken = uniqueEmail('taken');
    await registerByApi({ ...DEMO_RIDER, email: taken });
    await page.goto('/EditProfile');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByLabel('Email').inputValue()).toBe(rider.email);
    await main.getByLabel('Email').fill(taken.toUpperCase());
    await main.getByLabel('Current Password').fill(DEMO_RIDER.password);
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByRole('alert').getByText('Account with this email already exists').waitFor();
    expect(new URL(page.url()).pathname).toBe('/EditProfile');
  });
});

describe('stubs the spec lists', () => {
  it.each([
    ['/PaymentDetails', 'Payment Details', 'Entering payment details'],
    ['/SocialSignIn', 'Connect with Facebook', 'Connecting with Facebook is not available'],
  ])('%s says plainly that it is not available and leads back', async (path, title, sentence) => {
    const { page, errors } = await newPage(context());
    await page.goto(path);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: title, level: 1 }).waitFor();
    await main.getByText(sentence).waitFor();
    expect(await main.getByText('coming soon').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Book a Ride' }).getAttribute('href')).toBe(
      '/book',
    );
    expect(await main.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('offers the profile to a signed-in rider', async () => {
    const { page } = await signedInPage();
    await page.goto('/SocialSignIn');
    await page.getByRole('main').getByRole('link', { name: 'Go to Your Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });
});
