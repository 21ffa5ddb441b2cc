import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, type Tokens } from './auth-support.ts';
import { baseUrl, expectNoAxeViolations } from './browser.ts';

/** The demo company's seeded admin (apps/server/src/db/seed/staff.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo!Admin2026' };
export const PASSWORD = 'Console!Staff2026';

export async function staffSignIn(
  email: string,
  password: string,
  companyId = 'demo',
): Promise<Tokens> {
  const answer = await callApi<{ login: Tokens }>(
    `mutation signIn($input: LoginInfoInput!) {
      login(input: $input) { accessToken refreshToken expiresIn }
    }`,
    { input: { username: email, password, companyId, typeOfUser: 'COMPANY_USER' } },
  );
  if (!answer.data) throw new Error(`Staff sign-in failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.login;
}

export async function inviteByApi(admin: Tokens, email: string, role: string): Promise<void> {
  const answer = await callApi(
    `mutation invite($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }`,
    { input: { email, role } },
    { Authorization: `Bearer ${admin.accessToken}` },
  );
  expect(answer.errors).toBeUndefined();
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The newest invitation link mailed to `email`, read from the development outbox page. */
export async function invitationLinkFor(
  email: string,
  coid = 'demo',
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (
      await fetch(`${baseUrl()}/dev/outbox?coid=${encodeURIComponent(coid)}`)
    ).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!unescapeHtml(article).includes(`To:</strong> ${email}`)) continue;
      const link = /href="([^"]*\/console\/invitation\?[^"]*)"/.exec(article)?.[1];
      if (link) return unescapeHtml(link);
    }
    // The mail is written with the invitation and sent in the background.
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No invitation mail for ${email} in the outbox`);
}

export async function acceptByApi(
  link: string,
  firstName: string,
  lastName: string,
): Promise<Tokens> {
  const url = new URL(link);
  const answer = await callApi<{ acceptStaffInvitation: Tokens }>(
    `mutation accept($input: AcceptStaffInvitationInput!) {
      acceptStaffInvitation(input: $input) { accessToken refreshToken expiresIn }
    }`,
    {
      input: {
        coid: url.searchParams.get('coid'),
        token: url.searchParams.get('token'),
        firstName,
        lastName,
        password: PASSWORD,
      },
    },
  );
  if (!answer.data) throw new Error(`Accepting failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.acceptStaffInvitation;
}

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

/** Signs in on the console's form (the demo admin unless told otherwise) and waits for its menu. */
export async function signInToConsole(
  page: Page,
  who: { coid: string; email: string; password: string } = { coid: 'demo', ...DEMO_ADMIN },
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
 * without another sign-in: an account opens at most 30 sessions an hour, and the demo admin signs
 * in across many files.
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
