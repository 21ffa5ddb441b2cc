import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { signIn } from './auth-support.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';

const { browser, context } = usePhoneContext();

const rideLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Ride #/ });

/** Opens the first ride of the list showing `text` and answers its confirmation number. */
async function openRide(page: Page, text: string): Promise<string> {
  const row = rideLinks(page).filter({ hasText: text }).first();
  await row.waitFor();
  const number = /^Ride #(\d+)/.exec((await row.textContent()) ?? '')?.[1];
  if (!number) throw new Error(`No ride showing ${text}`);
  await row.click();
  await page.waitForURL((url) => url.pathname === '/my-rides/details');
  await page.getByRole('heading', { name: `RIDE #${number}`, level: 1 }).waitFor();
  return number;
}

/** "6:45 PM" for an iCalendar UTC time (20261129T234500Z), read in New York as the rider does. */
function newYorkClock(icsTime: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z$/.exec(icsTime) ?? [];
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

describe('ride details extras: calendar, share and the shared view', () => {
  it('downloads the ride’s .ics, shares its link, and the link opens it read only signed out', async () => {
    // Headless Chromium may or may not have Web Share: take it away to see the clipboard path.
    await context().addInitScript(() => {
      const proto = Navigator.prototype as unknown as Record<string, unknown>;
      delete proto.share;
      delete proto.canShare;
    });
    const { page, errors } = await newPage(context());
    await signIn(page);
    await page.goto('/my-rides');
    const number = await openRide(page, 'LaGuardia');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Get Receipt' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Add to Calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ride-${number}.ics`);
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain(`SUMMARY:Demo Limousine ride #${number}`);
    expect(ics).toContain(`Confirmation number: ${number}`);
    expect(ics).toContain('LaGuardia Airport');
    const start = /^DTSTART:(\d{8}T\d{6}Z)$/m.exec(ics)?.[1];
    expect(start).toBeDefined();
    // The calendar's moment is the pickup the screen shows in the company's time zone.
    const when = await main.getByRole('region', { name: 'Date and Time' }).textContent();
    expect(when).toContain(newYorkClock(start ?? ''));

    await context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await main.getByRole('button', { name: 'Share Ride Details' }).click();
    const status = main.getByRole('status').filter({ hasText: 'Link copied' });
    await status.waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(await status.textContent()).toContain(link);
    const url = new URL(link);
    expect(url.pathname).toBe('/shared-ride');
    expect(url.searchParams.get('id')).toBe(new URL(page.url()).searchParams.get('id'));
    expect(url.searchParams.get('td')).toMatch(/\S{10,}/);
    await expectNoAxeViolations(page);

    // Where the browser has Web Share, the share sheet gets the same link.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
          return Promise.resolve();
        },
      });
    });
    await main.getByRole('button', { name: 'Share Ride Details' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData))
      .toMatchObject({ title: `Ride #${number}`, url: link });
    expect(errors).toEqual([]);

    const stranger = await phoneContext(browser());
    try {
      const { page: shared, errors: sharedErrors } = await newPage(stranger);
      await shared.goto(link);
      await shared.getByRole('heading', { name: `RIDE #${number}`, level: 1 }).waitFor();
      const view = shared.getByRole('main');
      await view.getByText('Shared with you, read only').waitFor();
      await view
        .getByRole('region', { name: 'Your Trip' })
        .getByText(/LaGuardia Airport/)
        .waitFor();
      // The trip, not the money: no total, no card.
      expect(await view.getByText('TRIP TOTAL').count()).toBe(0);
      expect(await view.getByRole('region', { name: 'Payment' }).count()).toBe(0);
      expect(new URL(shared.url()).pathname).toBe('/shared-ride');
      expect(await view.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);
      expect(await view.getByRole('link', { name: /EDIT/i }).count()).toBe(0);
      expect(await view.getByRole('button', { name: 'Share Ride Details' }).count()).toBe(0);
      expect(await view.getByText('rider@demo.test').count()).toBe(0);
      await expectNoAxeViolations(shared);

      const wrong = new URL(link);
      wrong.searchParams.set('td', 'not-the-hash');
      await shared.goto(wrong.pathname + wrong.search);
      await view.getByRole('alert').getByText('This ride link is not valid').waitFor();
      expect(await view.getByText(`RIDE #${number}`).count()).toBe(0);
      expect(new URL(shared.url()).pathname).toBe('/shared-ride');
      await expectNoAxeViolations(shared);

      await shared.goto(`/shared-ride?id=${url.searchParams.get('id')}`);
      await view.getByRole('alert').getByText('This ride link is not valid').waitFor();
      expect(sharedErrors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});

describe('receipt (/my-rides/receipt)', () => {
  it('prints a completed ride’s receipt with the company, price lines, total and payment', async () => {
    const { page, errors } = await newPage(context());
    await signIn(page);
    await page.goto('/my-rides');
    await page.getByRole('button', { name: 'Past' }).click();
    const number = await openRide(page, 'Grand Central Terminal');
    const main = page.getByRole('main');
    expect(await main.getByRole('button', { name: 'Add to Calendar' }).count()).toBe(0);
    await main.getByRole('button', { name: 'Share Ride Details' }).waitFor();

    await main.getByRole('link', { name: 'Get Receipt' }).click();
    await page.waitForURL((url) => url.pathname === '/my-rides/receipt');
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    await main.getByText('Demo Limousine', { exact: true }).waitFor();
    await main.getByRole('link', { name: '+1 212 555 0100' }).waitFor();
    await main.getByRole('link', { name: 'support@demo-limousine.test' }).waitFor();
    const ride = main.getByRole('region', { name: 'Ride' });
    expect(await ride.textContent()).toContain(`Confirmation number${number}`);
    await ride.getByText('VISA ****1111').waitFor();
    await ride.getByText('Dana Rider').waitFor();
    await ride
      .getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4} at 8:15 AM E[SD]T$/)
      .waitFor();
    await main.getByRole('region', { name: 'Route' }).getByText('Grand Central Terminal').waitFor();

    const amount = (text: string | null) =>
      Number(/\$([\d,]+\.\d{2})$/.exec(text ?? '')?.[1]?.replaceAll(',', ''));
    const lines = await main
      .getByRole('region', { name: 'Charges' })
      .locator('dd')
      .allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    // One total, from the ride's ledger: the seed's completed rides were captured, so it is
    // what was charged, and the price lines (no tip, no refund) add up to it.
    const totals = await main.locator('.ride-total').allTextContents();
    expect(totals).toHaveLength(1);
    const total = totals[0]!;
    expect(total).toMatch(/^TOTAL CHARGED\$[\d,]+\.\d{2}$/);
    const sum = lines.reduce((cents, line) => cents + Math.round(amount(line) * 100), 0);
    expect(sum).toBe(Math.round(amount(total) * 100));
    await main.getByText('Charged to your VISA ****1111.', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: number }).printed = 1;
      };
    });
    const print = main.getByRole('button', { name: 'Print' });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

    // On paper: the receipt alone, without the app's header or the Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await print.isVisible()).toBe(false);
    expect(await main.getByText('Demo Limousine', { exact: true }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
