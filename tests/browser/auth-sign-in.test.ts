import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import {
  consoleMessages,
  DEMO_RIDER,
  graphqlOperations,
  refreshCode,
  submitSignIn,
} from './auth-support.ts';
import { baseUrl, expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Sign In' });

/** The error text tied to a field through aria-describedby, or null. */
async function describedError(page: Page, label: string): Promise<string | null> {
  const input = page.getByRole('main').getByLabel(label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await input.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe('sign in (spec part 1 §2)', () => {
  it('signs the demo rider in, greets them, shows them in the menu, and signs them out', async () => {
    const { page, errors } = await newPage(context());
    const calls = graphqlOperations(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(await submit(page).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(page);

    await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
    await page.waitForURL('**/book');
    const header = page.getByRole('banner');
    await header.getByText('Hey Dana', { exact: true }).waitFor();

    const authData = (await storedJson(page, 'local', 'authData')) as Record<string, unknown>;
    expect(Object.keys(authData).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(await storedJson(page, 'local', 'sessionValues')).toEqual({
      firstName: 'Dana',
      lastName: 'Rider',
      emailAddress: 'rider@demo.test',
      isAuthenticated: true,
      companyId: 'demo',
      companyLogo: expect.any(String),
      isAllowToAccountCreation: true,
      phone: '+1 212 555 0142',
    });
    const accountCalls = calls.filter((c) => ['signIn', 'getUserProfile'].includes(c.name));
    expect(accountCalls.map((c) => c.name)).toEqual(['signIn', 'getUserProfile']);
    // The profile is asked for with the token the sign-in returned, before it is stored.
    expect(accountCalls[1]?.bearer).toBe(`Bearer ${String(authData.accessToken)}`);

    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Hello', { exact: true }).waitFor();
    await menu.getByText('Dana Rider', { exact: true }).waitFor();
    await menu.getByText('rider@demo.test', { exact: true }).waitFor();
    await menu.getByRole('link', { name: 'VIEW PROFILE' }).waitFor();
    for (const entry of ['Rides', 'Favorites', 'Payments']) {
      expect(await menu.getByText(entry, { exact: true }).count(), entry).toBe(1);
    }
    expect(await menu.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe(
      '/my-places',
    );
    await expectNoAxeViolations(page);

    const logoutCall = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('"logout"') === true,
    );
    await menu.getByRole('link', { name: 'SIGN OUT' }).click();
    await page.waitForURL('**/book');
    await header.getByText('Hello', { exact: true }).waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    expect(await storedJson(page, 'local', 'sessionValues')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('lastActivityAt'))).toBeNull();
    // The server no longer trades the refresh token of that session.
    await logoutCall;
    expect(await refreshCode(authData.refreshToken as string)).toBe('UNAUTHENTICATED');
    expect(errors).toEqual([]);
  });

  it('shows "Invalid email and/or password" for a wrong password, dismissable with its x', async () => {
    const { page } = await newPage(context());
    await page.goto('/login');
    await submitSignIn(page, DEMO_RIDER.email, 'Wrong!Password1');
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' });
    await banner.waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('shows each validation message after the field is left, linked to its field', async () => {
    const { page } = await newPage(context());
    await page.goto('/login');
    const main = page.getByRole('main');
    const email = main.getByLabel('Email');
    const password = main.getByLabel('Password');

    await email.fill('rider');
    expect(await describedError(page, 'Email')).toBeNull();
    await email.blur();
    expect(await describedError(page, 'Email')).toBe('Not a valid email');
    await email.fill('');
    expect(await describedError(page, 'Email')).toBe('Required');

    await password.fill('short');
    await password.blur();
    expect(await describedError(page, 'Password')).toBe('Must be at least 8 characters');
    await password.fill('x'.repeat(257));
    expect(await describedError(page, 'Password')).toBe('Max length is 256 characters');
    await password.fill('pass€word😀€');
    expect(await describedError(page, 'Password')).toBe('Contains invalid character(s): €, 😀');
    expect(await submit(page).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(page);

    await email.fill(DEMO_RIDER.email);
    await password.fill(DEMO_RIDER.password);
    expect(await describedError(page, 'Email')).toBeNull();
    expect(await describedError(page, 'Password')).toBeNull();
    expect(await submit(page).getAttribute('aria-disabled')).toBe('false');
  });

  it('treats a submit of the untouched form as an attempt: all errors, focus on the first', async () => {
    const { page } = await newPage(context());
    const calls = graphqlOperations(page);
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Password').press('Enter');
    expect(await describedError(page, 'Email')).toBe('Required');
    expect(await describedError(page, 'Password')).toBe('Required');
    expect(
      await page
        .getByRole('main')
        .getByLabel('Email')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(calls).toEqual([]);
  });

  it('links to forgot password and to register, and back', async () => {
    const { page } = await newPage(context());
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/sign-up');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
  });

  it('offers no Register link where the company does not allow account creation', async () => {
    const { page } = await newPage(context());
    await page.goto('/login?coid=acme');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Register' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // The error states in acme's colours too; the demo rider has no account at acme.
    await page.getByRole('main').getByLabel('Password').press('Enter');
    await page.getByRole('main').getByText('Required').first().waitFor();
    await expectNoAxeViolations(page);
    await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows the server message when attempts are rationed (TOO_MANY_REQUESTS)', async () => {
    const { page } = await newPage(context());
    const message = 'Too many attempts. Please try again in 1 minute.';
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 429,
        json: {
          errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 } }],
        },
      }),
    );
    await page.goto('/login');
    await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await page.getByText('Invalid email and/or password').count()).toBe(0);
  });
});

describe('redirect after sign-in (spec part 2 §2)', () => {
  it('returns the rider to the protected page first requested, then forgets it', async () => {
    const { page } = await newPage(context());
    await page.goto('/my-rides');
    await page.waitForURL('**/book');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'SIGN IN' }).click();
    await page.waitForURL('**/login');
    await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
    await page.waitForURL('**/my-rides');
    await page.getByRole('heading', { name: 'Rides', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirectUrlAfterLogin'))).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the stored redirect URL %s and logs "Invalid redirect URL"',
    async (hostile) => {
      const { page } = await newPage(context());
      const messages = consoleMessages(page);
      await page.goto('/book');
      await page.evaluate((url) => localStorage.setItem('redirectUrlAfterLogin', url), hostile);
      await page.goto('/login');
      await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
      await page.waitForURL('**/book');
      await page.getByRole('banner').getByText('Hey Dana', { exact: true }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}/book`);
      expect(messages.some((m) => m.startsWith('Invalid redirect URL'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('redirectUrlAfterLogin'))).toBeNull();
    },
  );
});
