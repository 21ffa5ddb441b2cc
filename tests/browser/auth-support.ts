import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { storedJson } from './app.ts';
import { graphqlAt, type GraphqlAnswer, type Tokens } from './api-call.ts';
import { baseUrl } from './browser.ts';

/** The demo rider of the seeded data (apps/server/src/db/seed/riders.ts). */
export const DEMO_RIDER = {
  email: 'rider@demo.test',
  password: 'Demo!Rider2026',
  firstName: 'Dana',
  lastName: 'Rider',
};

/** The demo rider's billing address on their profile (the seed's). */
export const DEMO_ADDRESS = {
  line1: '350 5th Avenue',
  line2: 'Suite 4200',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};

export type { Tokens } from './api-call.ts';

/** A GraphQL call straight to the test server, as another client would make it. */
export const callApi = <T>(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> => graphqlAt<T>(baseUrl(), query, variables, headers);

export async function signInByApi(email: string, password: string): Promise<Tokens> {
  const answer = await callApi<{ signIn: Tokens }>(
    `mutation signIn($input: LoginInfoInput!) {
      signIn(input: $input) { accessToken refreshToken expiresIn }
    }`,
    { input: { username: email, password, companyId: 'demo', typeOfUser: 'ACCOUNT_USER' } },
  );
  if (!answer.data) throw new Error(`Sign-in failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.signIn;
}

/** Whether the server still trades this refresh token (it rotates it if so). */
export async function refreshCode(refreshToken: string): Promise<string> {
  const answer = await callApi<{ refreshAuthToken: Tokens }>(
    `mutation refreshAuthToken($input: RefreshAuthTokenInput!) {
      refreshAuthToken(input: $input) { accessToken }
    }`,
    { input: { refreshToken } },
  );
  return answer.data ? 'OK' : (answer.errors?.[0]?.extensions?.code ?? 'ERROR');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export async function registerByApi(
  rider: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
  },
  companyId = 'demo',
): Promise<void> {
  const answer = await callApi<{ createNewAccountUser: { id: string } }>(
    `mutation createAccount($input: createNewAccountUserInput!) {
      createNewAccountUser(input: $input) { id }
    }`,
    { input: { ...rider, companyId } },
    // Each test rider signs up from an address of its own (the test server trusts one proxy hop),
    // so that the sign-up limit per address, which the API tests cover, does not pace the suite.
    { 'X-Forwarded-For': `198.51.100.${1 + (randomBytes(1)[0]! % 254)}` },
  );
  if (!answer.data) throw new Error(`Registration failed: ${JSON.stringify(answer.errors)}`);
}

/**
 * Registers a new rider named like the demo rider (Dana Rider) and signs them in through the
 * /login form, as signIn does for the demo rider. For tests that need a signed-in rider but none
 * of the demo rider's data: the server opens at most 30 sessions an hour per account, and the
 * suite signs in more often than that.
 */
export async function signInNewRider(
  page: Page,
  options: { withDemoAddress?: boolean } = {},
): Promise<Tokens & { email: string }> {
  const rider = { ...DEMO_RIDER, email: uniqueEmail('rider') };
  await registerByApi(rider);
  await page.goto('/login');
  await submitSignIn(page, rider.email, rider.password);
  await page.waitForURL((url) => url.pathname === '/book');
  await page.getByRole('banner').getByText(`Hey ${rider.firstName}`, { exact: true }).waitFor();
  const tokens = (await storedJson(page, 'local', 'authData')) as Tokens;
  if (options.withDemoAddress) {
    const answer = await callApi(
      `mutation address($input: UpdateAccountUserInput!) { updateUserAccount(input: $input) { id } }`,
      { input: { address: DEMO_ADDRESS } },
      { Authorization: `Bearer ${tokens.accessToken}` },
    );
    if (answer.errors) throw new Error(`No address: ${JSON.stringify(answer.errors)}`);
  }
  return { ...tokens, email: rider.email };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The newest reset link mailed to `email`, read from the development outbox page. */
export async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl()}/dev/outbox?coid=demo`)).text();
    // Newest first: the first article addressed to this rider holds the newest link.
    for (const article of html.split('<article>').slice(1)) {
      if (!unescapeHtml(article).includes(`To:</strong> ${email}`)) continue;
      const link = /href="([^"]*\/reset-password\?[^"]*)"/.exec(article)?.[1];
      if (link) return unescapeHtml(link);
    }
    // The mail is sent after the answer, in the background.
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No reset mail for ${email} in the outbox`);
}

/** Fills and sends the sign-in form on the current page (/login). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs the demo rider in as a rider does, through the /login form, and waits until the app has
 * stored the session and greets them on /book. Returns the tokens the app stored.
 */
export async function signIn(page: Page): Promise<Tokens> {
  await page.goto('/login');
  await submitSignIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
  await page.waitForURL((url) => url.pathname === '/book');
  await page
    .getByRole('banner')
    .getByText(`Hey ${DEMO_RIDER.firstName}`, { exact: true })
    .waitFor();
  return (await storedJson(page, 'local', 'authData')) as Tokens;
}

/** The id of one of the signed-in rider's completed rides (the demo rider has several). */
export async function completedRideOf(tokens: Tokens): Promise<string> {
  const history = await callApi<{ getTripHistory: { edges: { node: { id: string } }[] } }>(
    `query getTripHistory($input: TripHistoryInput!) {
      getTripHistory(input: $input) { edges { node { id } } }
    }`,
    { input: { reservationStatus: 'COMPLETED' } },
    { Authorization: `Bearer ${tokens.accessToken}` },
  );
  const id = history.data?.getTripHistory.edges[0]?.node.id;
  if (!id) throw new Error('The rider has no completed ride');
  return id;
}

/** Ends a session on the server, as signing out on another device does. */
export async function revokeByApi(refreshToken: string): Promise<void> {
  const answer = await callApi<{ logout: boolean }>(
    `mutation logout($input: LogoutInput!) { logout(input: $input) }`,
    { input: { refreshToken } },
  );
  if (answer.errors) throw new Error(`Logout failed: ${JSON.stringify(answer.errors)}`);
}

/** Operation names of the GraphQL calls the page makes, in order. */
export function graphqlOperations(page: Page): { name: string; bearer: string | null }[] {
  const calls: { name: string; bearer: string | null }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    const name = body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
    calls.push({ name: name ?? '?', bearer: request.headers().authorization ?? null });
  });
  return calls;
}

export function consoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}
