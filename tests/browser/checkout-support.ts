import type { Page, Request } from 'playwright-core';
import { baseUrl } from './browser.ts';
import {
  captureRatesInputs,
  choosePickup,
  choosePlace,
  demoDate,
  lookupRates,
} from './booking-flow.ts';

/** Shared steps of the checkout browser tests (payments-*.test.ts). */

/** The demo company's own places, The Plaza to Grand Central. */
const DEMO_TRIP = {
  pickup: ['The Plaza', /^The Plaza/],
  dropoff: ['Grand Central', /^Grand Central Terminal/],
} satisfies Record<string, [string, RegExp]>;

/**
 * Books as far as the confirmation step: The Plaza to Grand Central (or `trip`: what to type and
 * which suggestion to take) on a day ahead at `time`, the first vehicle offered. Returns that
 * vehicle as the server prices it for the same input.
 */
export async function reachConfirmation(
  page: Page,
  daysAhead: number,
  time: string,
  token?: string,
  trip: { pickup: [string, RegExp]; dropoff: [string, RegExp] } = DEMO_TRIP,
) {
  const ratesInputs = captureRatesInputs(page);
  await page.goto('/book/routing');
  await choosePlace(page, /Pickup/, ...trip.pickup);
  await choosePlace(page, /Drop-off/, ...trip.dropoff);
  await page.getByRole('button', { name: 'Next' }).click();
  await choosePickup(page, demoDate(daysAhead), time);
  await page.waitForURL('**/book/vehicleSelection');
  await page.locator('.vehicle-list').waitFor();
  await page.getByText('Updating prices…').waitFor({ state: 'detached' });
  const input = ratesInputs.at(-1);
  const rates = await lookupRates(input, token);
  const vehicle = rates.vehicles[0];
  if (!vehicle) throw new Error('No vehicle offered');
  await page.getByRole('button', { name: new RegExp(`^Select ${vehicle.name} for`) }).click();
  await page.waitForURL('**/book/confirmation');
  await page.getByRole('heading', { name: 'Confirm Your Trip', level: 1 }).waitFor();
  return { vehicle, rates };
}

export interface SentReservation {
  input: Record<string, unknown>;
  idempotencyKey: string | null;
}

/** Every createReservation the page sends, with its input and Idempotency-Key. */
export function captureReservations(page: Page): SentReservation[] {
  const sent: SentReservation[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.operationName !== 'createReservation' || !body.variables?.input) return;
    sent.push({
      input: body.variables.input,
      idempotencyKey: request.headers()['idempotency-key'] ?? null,
    });
  });
  return sent;
}

/**
 * The confirmation numbers of the booking mails to `email` in the company's outbox, newest
 * first, once there are at least `atLeast`. Each booking raises its notice in the transaction that
 * keeps it, and the mail is written by the background work moments later: one booking, one mail.
 */
export async function bookingMailsTo(
  email: string,
  { coid = 'demo', atLeast = 0 }: { coid?: string; atLeast?: number } = {},
): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl()}/dev/outbox?coid=${coid}`)).text();
    const numbers = html
      .split('<article>')
      .slice(1)
      .filter((article) => article.includes(`<strong>To:</strong> ${email} `))
      .flatMap((article) => /Your ride is booked: #([A-Za-z0-9-]+)/.exec(article)?.[1] ?? []);
    if (numbers.length >= atLeast || Date.now() > deadline) return numbers;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Types a card into the gateway's hosted fields (an iframe: the number never touches the app). */
export async function fillHostedCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card Number').fill(number);
  await frame.locator('#exp-month').fill('12');
  await frame.locator('#exp-year').fill(String((new Date().getFullYear() + 3) % 100));
  await frame.locator('#cvv').fill('123');
}

/** The cardholder and a New York billing address, for a form without a profile address. */
export async function fillBillingAddress(page: Page, name: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Cardholder Name').fill(name);
  await main.getByLabel('Billing Address Line 1').fill('1 Main Street');
  await main.getByLabel('City/Town').fill('New York');
  await main.getByLabel('Country', { exact: true }).selectOption('US');
  await main.getByLabel('Zip/PostalCode').fill('10001');
  await main.getByLabel('State', { exact: true }).selectOption('NY');
}
