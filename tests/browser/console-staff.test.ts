import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './app.ts';
import {
  acceptByApi,
  adminSignIn,
  invitationLinkFor,
  inviteByApi,
  PASSWORD,
  scan,
} from './console-support.ts';
import { callApi, uniqueEmail, type Tokens } from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, phoneContext, useBrowser } from './browser.ts';

const { browser } = useBrowser();

let admin: Tokens;
beforeAll(async () => {
  admin = await adminSignIn();
});

describe('staff and audit in the console (1280×800)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await desktopContext(browser());
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('accepts an invitation, invites and deactivates a dispatcher, and logs it all', async () => {
    const newAdmin = uniqueEmail('console-admin');
    await inviteByApi(admin, newAdmin, 'ADMIN');
    await page.goto(await invitationLinkFor(newAdmin));

    // The invitation screen: who is invited where, then the account's name and password.
    await scan(page, 'Join the operator console');
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('Demo Limousine');
    expect(await main.textContent()).toContain(`${newAdmin} to join as an admin`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Mint');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await page
      .getByText(/^Password must contain at least 12 characters/)
      .last()
      .waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account and sign in' }).click();

    // Signed in: the console's home, with the new admin's name in the header.
    await page.waitForURL(/\/console\/?$/);
    await page.getByRole('banner').getByText('Ada Mint').waitFor();

    // Invite a dispatcher from the staff screen.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await scan(page, 'Staff');
    const dispatcher = uniqueEmail('console-dispatcher');
    await page.getByLabel('E-mail').fill(dispatcher);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Dispatcher' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${dispatcher}.`).waitFor();
    const invitations = page.getByRole('table', { name: 'Open invitations' });
    await invitations.getByRole('rowheader', { name: dispatcher }).waitFor();
    await expectNoAxeViolations(page);

    // The dispatcher accepts by the mailed link; the admin deactivates them after confirming.
    const dispatcherTokens = await acceptByApi(
      await invitationLinkFor(dispatcher),
      'Dora',
      'Patch',
    );
    await page.reload();
    await scan(page, 'Staff');
    const members = page.getByRole('table', { name: 'Staff members' });
    const row = members.getByRole('row').filter({ hasText: dispatcher });
    expect(await row.textContent()).toContain('Active');
    await page.getByRole('button', { name: 'Deactivate Dora Patch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Dora Patch?' });
    await dialog.waitFor();
    // The safe choice has the focus.
    expect(
      await dialog
        .getByRole('button', { name: 'Cancel' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').getByText('Dora Patch is deactivated and signed out.').waitFor();
    await expect.poll(() => row.textContent()).toContain('Deactivated');
    const refused = await callApi(
      'query consoleViewer { consoleViewer { id } }',
      {},
      { Authorization: `Bearer ${dispatcherTokens.accessToken}` },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The audit log shows the three actions, newest first, with before and after.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await scan(page, 'Audit log');
    const log = page.getByRole('table', { name: /Audit log entries/ });
    // The action is the row's third cell.
    const actionsFor = (target: string) =>
      log.getByRole('row').filter({ hasText: target }).locator('td:nth-child(3)').allTextContents();
    await expect
      .poll(() => actionsFor(dispatcher))
      .toEqual(['staff.deactivate', 'staff.accept-invitation', 'staff.invite']);
    const deactivation = log.getByRole('row').filter({ hasText: 'staff.deactivate' }).first();
    expect(await deactivation.textContent()).toContain(newAdmin);
    expect(await deactivation.textContent()).toMatch(/active\s*true\s*→\s*changed to false/);

    // Filtered by action and by actor.
    await page.getByLabel('Action').fill('staff.invite');
    await page.getByLabel('Actor e-mail contains').fill(newAdmin);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => actionsFor('')).toEqual(['staff.invite']);
    expect(await log.textContent()).toContain(dispatcher);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('console staff screens at 390×844 (axe)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await phoneContext(browser());
    // Signed in as the demo admin, as the console's sign-in stores it.
    const tokens = await adminSignIn();
    await context.addInitScript(
      (auth) => {
        if (!localStorage.getItem('consoleAuthData'))
          localStorage.setItem('consoleAuthData', JSON.stringify(auth));
      },
      { coid: 'demo', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it('the staff screen and its confirmation', async () => {
    await page.goto('/console/staff');
    await scan(page, 'Staff');
    await page
      .getByRole('button', { name: /^Deactivate / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('the audit log', async () => {
    await page.goto('/console/audit');
    await scan(page, 'Audit log');
  });

  it('an invitation, and a link that no longer works', async () => {
    const email = uniqueEmail('console-phone');
    await inviteByApi(admin, email, 'DRIVER');
    const link = new URL(await invitationLinkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await scan(page, 'Join the operator console');
    await page.getByText('to join as a driver').waitFor();
    await page.goto('/console/invitation?coid=demo&token=' + 'x'.repeat(43));
    await scan(page, 'Join the operator console');
    await page
      .getByRole('alert')
      .getByText('This invitation is no longer valid. Ask your administrator for a new one.')
      .waitFor();
  });
});
