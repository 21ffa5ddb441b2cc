import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_RIDER, registerByApi, signInByApi, uniqueEmail } from './auth-support.ts';

/** The demo company's dispatcher (apps/server/src/db/seed/staff.ts). */
export const DISPATCHER = {
  coid: 'demo',
  email: 'dispatcher@demo.test',
  password: 'Demo!Dispatch2026',
};

/** A day as the demo company reads it (New York), YYYY-MM-DD. */
export const demoDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** A rider with a surname no other test uses, so the board's search finds only their ride. */
export async function newRider() {
  const rider = {
    firstName: 'Dana',
    // Letters only, as the sign-up's name rule allows.
    lastName: `Board${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`,
    email: uniqueEmail('board-rider'),
    password: DEMO_RIDER.password,
  };
  await registerByApi(rider);
  return { ...rider, tokens: await signInByApi(rider.email, rider.password) };
}

/** The board showing the days up to the test ride's, searching for the rider. */
export async function searchBoard(page: Page, riderName: string, rideDay: string) {
  await page.getByLabel('To', { exact: true }).fill(rideDay);
  await page.getByLabel('Confirmation number or rider').fill(riderName);
}
