import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { callApi, DEMO_RIDER, registerByApi, signInByApi, uniqueEmail } from './auth-support.ts';
import { staffSignIn } from './console-support.ts';
import { type BookedRide, DEMO_DRIVER, demoDriver } from './tracking-support.ts';

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

/** The board's filters unfolded (a phone shows them folded). */
export async function openBoardFilters(page: Page) {
  const panel = page.locator('details.board-filters-panel');
  await panel.waitFor();
  if (!(await panel.evaluate((el) => (el as HTMLDetailsElement).open))) {
    await panel.locator('summary').click();
  }
}

/** The board showing the days up to the test ride's, searching for the rider. */
export async function searchBoard(page: Page, riderName: string, rideDay: string) {
  await openBoardFilters(page);
  await page.getByLabel('To', { exact: true }).fill(rideDay);
  await page.getByLabel('Confirmation number or rider').fill(riderName);
}

export interface AssignedVehicle {
  make: string;
  model: string;
  color: string;
  licensePlate: string;
}

/**
 * The dispatcher assigns the demo driver and the first vehicle that fits the ride, through the
 * API the console's Assign calls; rides earlier tests left on the driver near it are finished
 * first, as the database refuses a driver two rides at once.
 */
export async function assignDemoDriver(ride: BookedRide): Promise<AssignedVehicle> {
  await (await demoDriver()).freeUp(ride);
  const dispatcher = await staffSignIn(DISPATCHER.email, DISPATCHER.password);
  const headers = { Authorization: `Bearer ${dispatcher.accessToken}` };
  const choices = await callApi<{
    dispatchDrivers: { id: string; email: string }[];
    assignableVehicles: (AssignedVehicle & { id: string })[];
  }>(
    `query choices($id: ID!) {
      dispatchDrivers { id email }
      assignableVehicles(reservationId: $id) { id make model color licensePlate }
    }`,
    { id: ride.id },
    headers,
  );
  const driver = choices.data?.dispatchDrivers.find((d) => d.email === DEMO_DRIVER.email);
  const vehicle = choices.data?.assignableVehicles[0];
  if (!driver || !vehicle) throw new Error(`Nothing to assign: ${JSON.stringify(choices)}`);
  const assigned = await callApi(
    `mutation assignRide($input: AssignRideInput!) { assignRide(input: $input) { reservationId } }`,
    { input: { reservationId: ride.id, driverId: driver.id, fleetVehicleId: vehicle.id } },
    headers,
  );
  if (assigned.errors) throw new Error(`Assignment failed: ${JSON.stringify(assigned.errors)}`);
  return vehicle;
}
