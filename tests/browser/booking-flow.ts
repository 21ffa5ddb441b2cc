import { formatPrice, zonedDateOf } from '@ride/domain';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './auth-support.ts';
import { baseUrl } from './browser.ts';

/** Shared steps of the booking browser tests (booking-*.test.ts). */

export const DEMO_ZONE = 'America/New_York';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One GraphQL call from the test itself, straight to the server the browser uses. */
export async function callApi<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

export interface RatedVehicle {
  id: string;
  name: string;
  amount: number;
  rates: { name: string; value: number }[];
}

export async function lookupRates(input: unknown, token?: string) {
  const answer = await callApi<{
    lookupRates: { currencySymbol: string; currencyCode: string; vehicles: RatedVehicle[] };
  }>(
    `mutation getRates($input: LookupRatesInput!) {
      lookupRates(input: $input) {
        currencySymbol currencyCode
        vehicles { id name amount rates { name value } }
      }
    }`,
    { input },
    token,
  );
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('lookupRates answered nothing');
  return answer.data.lookupRates;
}

/**
 * Signs the demo rider in through the /login form; returns the access token the app stored and
 * the rider's id (asked of the server with that token), for the test's own price lookups.
 */
export async function signInDemoRider(
  page: Page,
): Promise<{ token: string; riderId: string; firstName: string }> {
  const tokens = await signIn(page);
  const profile = await callApi<{ getUserProfile: { id: string; firstName: string } }>(
    'query { getUserProfile { id firstName } }',
    {},
    tokens.accessToken,
  );
  const rider = profile.data?.getUserProfile;
  if (!rider) throw new Error('getUserProfile failed');
  return { token: tokens.accessToken, riderId: rider.id, firstName: rider.firstName };
}

/** Every getRates input the page sends, in order. */
export function captureRatesInputs(page: Page): Record<string, unknown>[] {
  const inputs: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    };
    if (body.operationName === 'getRates' && body.variables?.input)
      inputs.push(body.variables.input);
  });
  return inputs;
}

/**
 * Opens the search for a route row, types, picks a suggestion and comes back to the route; the
 * route's list is named in the page's language (English unless told).
 */
export async function choosePlace(
  page: Page,
  row: RegExp,
  typed: string,
  suggestion: RegExp,
  routeList = 'Your route',
) {
  await page.getByRole('list', { name: routeList }).getByRole('button', { name: row }).click();
  await page.waitForURL('**/book/routing/search?**');
  await page.getByRole('searchbox').fill(typed);
  await page.getByRole('button', { name: suggestion }).first().click();
  await page.waitForURL((url) => url.pathname === '/book/routing');
}

/** The date input's value for a day from today in New York. */
export function demoDate(daysAhead: number): string {
  return zonedDateOf(new Date(Date.now() + daysAhead * 86_400_000), DEMO_ZONE);
}

export async function choosePickup(page: Page, date: string, time: string) {
  await page.waitForURL('**/book/dateTimeSelection');
  await page.getByLabel('Pickup date', { exact: true }).fill(date);
  await page.getByLabel('Pickup time', { exact: true }).selectOption({ label: time });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The vehicles on screen as name → price text, once the prices have settled. */
export async function shownPrices(page: Page): Promise<Map<string, string>> {
  const list = page.locator('.vehicle-list');
  await list.waitFor();
  await page.getByText('Updating prices…').waitFor({ state: 'detached' });
  const articles = await list.getByRole('article').all();
  const prices = new Map<string, string>();
  for (const article of articles) {
    const name = (await article.getByRole('heading').textContent()) ?? '';
    prices.set(name, (await article.locator('.vehicle__price').textContent()) ?? '');
  }
  return prices;
}

/** The prices the server gives for the same input, written as the app must write them. */
export async function expectedPrices(input: unknown, token?: string) {
  const rates = await lookupRates(input, token);
  return {
    rates,
    prices: new Map(
      rates.vehicles.map((v) => [
        v.name,
        formatPrice(v.amount, rates.currencySymbol, rates.currencyCode),
      ]),
    ),
  };
}

export async function storedForm(page: Page) {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('bookingForm') ?? 'null') as unknown,
  );
}
