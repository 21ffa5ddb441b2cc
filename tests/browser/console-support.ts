import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Tokens } from './auth-support.ts';
import { baseUrl, expectNoAxeViolations } from './browser.ts';
import {
  acceptOn,
  invitationLinkOn,
  inviteOn,
  staffSignInOn,
  type ConsoleAccount,
} from './console-accounts.ts';

export { DEMO_ADMIN, PASSWORD } from './console-accounts.ts';

/**
 * The admin this test file signs in to the console as: one of the accounts the global setup
 * opened on every server, dealt out in turn to the files by name, so that the files share the 30
 * new sessions an account may open in an hour between several accounts.
 */
let fileAdmin: ConsoleAccount | undefined;

export function consoleAdmin(): ConsoleAccount {
  if (fileAdmin) return fileAdmin;
  const admins = inject('consoleAdmins');
  const path = expect.getState().testPath ?? '';
  const files = readdirSync(dirname(path))
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  fileAdmin = admins[Math.max(0, files.indexOf(basename(path))) % admins.length]!;
  return fileAdmin;
}

export const staffSignIn = (email: string, password: string, companyId = 'demo'): Promise<Tokens> =>
  staffSignInOn({ origin: baseUrl() }, { email, password }, companyId);

/** Signs the file's admin (consoleAdmin) in over the API. */
export const adminSignIn = (): Promise<Tokens> =>
  staffSignInOn({ origin: baseUrl() }, consoleAdmin());

export const inviteByApi = (admin: Tokens, email: string, role: string): Promise<void> =>
  inviteOn({ origin: baseUrl() }, admin, email, role);

/** The newest invitation link mailed to `email`, read from the development outbox page. */
export const invitationLinkFor = (email: string, coid = 'demo', timeoutMs = 10_000) =>
  invitationLinkOn(baseUrl(), email, coid, timeoutMs);

export const acceptByApi = (link: string, firstName: string, lastName: string): Promise<Tokens> =>
  acceptOn({ origin: baseUrl() }, link, firstName, lastName);

/** Waits for the screen's first heading and for its data, then runs axe. */
export async function scan(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Every part of the screen has loaded (a page may load several, e.g. a ride and its money):
  // the first of them is gone only when none is left.
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'detached' });
  await expectNoAxeViolations(page);
}

/** A link of the console's section menu. */
export const consoleSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name });

/** Signs in on the console's form (the file's admin unless told otherwise) and waits for its menu. */
export async function signInToConsole(
  page: Page,
  who: { coid: string; email: string; password: string } = { coid: 'demo', ...consoleAdmin() },
): Promise<void> {
  await page.goto('/console/sign-in');
  await page.getByLabel('Company ID').fill(who.coid);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await consoleSection(page, 'Overview').waitFor();
}

/**
 * The access token of the console's session on the page, for a test's own API calls (clean-ups)
 * without another sign-in: an account opens at most 30 sessions an hour, and several files share
 * each admin.
 */
export const consoleAccessToken = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('consoleAuthData') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

/** The rider's Start Booking button colour, on a page or in the console's preview frame. */
export const startButtonColour = (page: Pick<Page, 'getByRole'>) =>
  page
    .getByRole('link', { name: 'Start Booking' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
