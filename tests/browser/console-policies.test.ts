import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { callApi } from './auth-support.ts';
import {
  baseUrl,
  desktopContext,
  expectNoAxeViolations,
  phoneContext,
  useBrowser,
} from './browser.ts';
import { adminSignIn, signInToConsole } from './console-support.ts';

const { browser } = useBrowser();

/** A recognisable key no page may ever show once it is typed. */
const SECRET = `sk_test_${Math.random().toString(36).slice(2)}Zq9w`;
const PUBLISHABLE = `pk_test_${Math.random().toString(36).slice(2)}Pk77`;
/** A Twilio account as an operator copies it; letters break the token's digit runs (card scan). */
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = `${'c0ffee42'.repeat(3)}${Math.random().toString(16).slice(2, 10).padEnd(8, 'a')}`;

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/console${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText(/^Loading/).waitFor({ state: 'detached' });
}

async function riderLeadTimes() {
  const answer = await callApi<{
    getAllSystemSetting: { reservationModificationLeadTimeInMinutes: number | null };
  }>(
    `query getAllSystemSetting($coid: String!) {
      getAllSystemSetting(coid: $coid) { reservationModificationLeadTimeInMinutes }
    }`,
    { coid: 'demo' },
  );
  return answer.data!.getAllSystemSetting;
}

/** Forgets the demo company's Twilio account and waiting time, as a failed test may leave them. */
async function resetNoticeAccount() {
  const { accessToken } = await adminSignIn();
  const headers = { Authorization: `Bearer ${accessToken}` };
  await callApi('mutation { removeSmsAccount { smsSource } }', {}, headers);
  await callApi(
    'mutation { updateFreeWaitingTime(input: { minutes: null }) { smsSource } }',
    {},
    headers,
  );
}

describe('console booking rules and payments (admin, 1280×800)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await signInToConsole(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('changes a lead time riders then read, and restores it', async () => {
    await openScreen(page, '/policies', 'Booking rules');
    await page.locator('.area-map.leaflet-container').waitFor();
    await expectNoAxeViolations(page);
    const field = page.getByLabel('Change up to (minutes before pickup)');
    const original = await field.inputValue();
    await field.fill('95');
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead times saved.' }).waitFor();
    // Riders read it at their next refresh: the server keeps a company for a few seconds.
    await expect
      .poll(riderLeadTimes, { timeout: 10_000, interval: 500 })
      .toEqual({ reservationModificationLeadTimeInMinutes: 95 });

    await field.fill('ten');
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter whole minutes' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(original);
    await page.getByRole('button', { name: 'Save lead times' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead times saved.' }).waitFor();
    await expect.poll(riderLeadTimes, { timeout: 10_000, interval: 500 }).toEqual({
      reservationModificationLeadTimeInMinutes: original === '' ? null : Number(original),
    });
  });

  it('sets the minutes after landing for airport pickups, refuses a typo, and restores them', async () => {
    await openScreen(page, '/policies', 'Booking rules');
    const curbside = page.getByLabel('Curbside pickup (minutes after landing)');
    expect(await curbside.inputValue()).toBe('15');
    await curbside.fill('20');
    await page.getByRole('button', { name: 'Save airport pickups' }).click();
    await page.getByRole('status').filter({ hasText: 'Airport pickup rules saved.' }).waitFor();
    await page.reload();
    await page.getByText(/^Loading/).waitFor({ state: 'detached' });
    expect(await curbside.inputValue()).toBe('20');

    await curbside.fill('181');
    await page.getByRole('button', { name: 'Save airport pickups' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Enter whole minutes from 0 to 180.' })
      .waitFor();
    expect(await curbside.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await curbside.fill('15');
    await page.getByRole('button', { name: 'Save airport pickups' }).click();
    await page.getByRole('status').filter({ hasText: 'Airport pickup rules saved.' }).waitFor();
  });

  it('saves the service area typed or drawn, refuses crossing edges, and restores the circle', async () => {
    await openScreen(page, '/policies', 'Booking rules');
    const radius = page.getByLabel('Radius (km)');
    expect(await radius.inputValue()).toBe('200');
    await radius.fill('250');
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page.getByRole('status').filter({ hasText: 'Service area saved.' }).waitFor();
    await openScreen(page, '/policies', 'Booking rules');
    expect(await page.getByLabel('Radius (km)').inputValue()).toBe('250');

    // A polygon whose edges cross: refused with the server's words, the field marked.
    await page.getByLabel('Polygon').check();
    const points = page.getByLabel(/^Points/);
    await points.fill('40.7, -74.0\n40.8, -73.9\n40.8, -74.0\n40.7, -73.9');
    await page.locator('.area-map path.leaflet-interactive').first().waitFor();
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The area’s edges must not cross each other.' })
      .waitFor();
    expect(await points.getAttribute('aria-invalid')).toBe('true');
    // A click on the map adds a point to the list.
    await page.getByRole('button', { name: 'Clear points' }).click();
    await page.locator('.area-map').click({ position: { x: 200, y: 150 } });
    expect((await points.inputValue()).split('\n')).toHaveLength(1);

    await page.getByLabel('Circle around a centre').check();
    await page.getByLabel('Radius (km)').fill('200');
    await page.getByRole('button', { name: 'Save service area' }).click();
    await page.getByRole('status').filter({ hasText: 'Service area saved.' }).waitFor();
  });

  it('sets gateway credentials without ever showing them back, then returns to the sandbox', async () => {
    await openScreen(page, '/payments', 'Payments');
    await expectNoAxeViolations(page);
    await page.getByLabel('Gateway').selectOption('STRIPE');
    const secret = page.getByLabel('Secret key');
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill(SECRET);
    await page.getByLabel('Publishable key').fill(PUBLISHABLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByText(`Credentials set, ending in ${SECRET.slice(-4)}.`).waitFor();
    expect(await secret.inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET.slice(8, -4));

    await openScreen(page, '/payments', 'Payments');
    await page.getByText(`Credentials set, ending in ${SECRET.slice(-4)}.`).waitFor();
    expect(await page.getByLabel('Secret key').inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET.slice(8, -4));

    await page.getByLabel('Gateway').selectOption('SANDBOX');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The sandbox needs no credentials.').waitFor();
  });

  it('sets the company’s own Twilio account and free waiting time, then removes them', async () => {
    // Later files on this server must not text through a made-up account.
    onTestFailed(resetNoticeAccount);
    await openScreen(page, '/notices', 'Rider notifications');
    await expectNoAxeViolations(page);
    await page.getByText('Texts stay in the outbox: no Twilio account is set.').waitFor();
    const sid = page.getByLabel('Account SID');
    const token = page.getByLabel('Auth token');
    const save = page.getByRole('button', { name: 'Save Twilio account' });
    expect(await token.getAttribute('type')).toBe('password');
    expect(await token.getAttribute('autocomplete')).toBe('off');

    // A SID typed wrong: refused with the server's words, the field marked.
    await sid.fill('AC1234');
    await token.fill(TWILIO_TOKEN);
    await page.getByLabel('Sender').fill('+12015550142');
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A Twilio Account SID is AC followed by 32 hexadecimal digits.' })
      .waitFor();
    expect(await sid.getAttribute('aria-invalid')).toBe('true');

    await sid.fill(TWILIO_SID);
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Twilio account saved.' }).waitFor();
    await page.getByText('Texts go out from your own Twilio account.').waitFor();
    expect(await token.inputValue()).toBe('');

    // After a reload: the account, the token only by its last 4, and where replies go.
    await openScreen(page, '/notices', 'Rider notifications');
    expect(await sid.inputValue()).toBe(TWILIO_SID);
    expect(await page.getByLabel('Sender').inputValue()).toBe('+12015550142');
    await page.getByText(`Stored, ending in ••••${TWILIO_TOKEN.slice(-4)}`).waitFor();
    expect(await token.inputValue()).toBe('');
    expect(await page.content()).not.toContain(TWILIO_TOKEN.slice(0, -4));
    const replies = page.getByLabel(/incoming-message webhook \(HTTP POST\)/);
    expect(await replies.inputValue()).toBe(`${baseUrl()}/webhooks/twilio/sms/demo`);
    expect(await replies.getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove Twilio account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove your Twilio account?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your Twilio account is removed.' }).waitFor();
    await page.getByText('Texts stay in the outbox: no Twilio account is set.').waitFor();
    expect(await sid.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Remove Twilio account' }).count()).toBe(0);

    const minutes = page.getByLabel('Free waiting time (minutes)');
    const saveMinutes = page.getByRole('button', { name: 'Save free waiting time' });
    await minutes.fill('15');
    await saveMinutes.click();
    await page.getByRole('status').filter({ hasText: 'Free waiting time saved.' }).waitFor();
    await openScreen(page, '/notices', 'Rider notifications');
    expect(await minutes.inputValue()).toBe('15');
    await minutes.fill('');
    await saveMinutes.click();
    await page.getByRole('status').filter({ hasText: 'Free waiting time saved.' }).waitFor();
    await openScreen(page, '/notices', 'Rider notifications');
    expect(await minutes.inputValue()).toBe('');
  });
});

describe('console booking rules and payments on a phone (390×844)', () => {
  it.each([
    ['/policies', 'Booking rules'],
    ['/payments', 'Payments'],
    ['/notices', 'Rider notifications'],
  ])('%s has no axe violations', async (path, heading) => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    await signInToConsole(page);
    await openScreen(page, path, heading);
    if (path === '/policies') await page.locator('.area-map.leaflet-container').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
