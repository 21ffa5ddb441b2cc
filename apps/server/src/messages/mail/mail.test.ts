import { describe, expect, it } from 'vitest';
import {
  driverArrivedMail,
  driverAssignedMail,
  driverAssignmentMail,
  driverOnTheWayMail,
  rideBookedMail,
  rideCancelledMail,
  rideReceiptMail,
} from './index.ts';
import { buildMailBrand, exampleMails, PICKUP_AT, RIDE_LINK } from './mail.test-helpers.ts';

const examples = Object.entries(exampleMails());
const rider = {
  brand: buildMailBrand(),
  firstName: 'Alex',
  confirmationNumber: '100234',
  pickupAt: PICKUP_AT,
  timeZone: 'America/New_York',
  currencySymbol: '$',
  currencyCode: 'USD',
};
const booked = {
  ...rider,
  from: 'JFK Terminal 4',
  to: '200 Park Ave, New York',
  vehicleName: 'Luxury SUV',
  totalMinor: 12550,
  rideLink: RIDE_LINK,
};
const driver = {
  ...rider,
  driverFirstName: 'Sam',
  vehicle: { color: 'Black', make: 'Cadillac', model: 'Escalade', plate: 'ABC 1234' },
  rideLink: RIDE_LINK,
};

describe('every template', () => {
  it.each(examples)('%s renders an HTML part fit for mail clients', async (_name, render) => {
    const { subject, html } = await render();
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain(`<title>${subject}</title>`);
    expect(html).toMatch(/<div style="display:none[^"]*" data-skip-in-text="true">\S/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    // Layout only: every table says so, and nothing is styled from a <style> sheet.
    const tables = html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) expect(table).toContain('role="presentation"');
    expect(html).not.toMatch(/<style|class=/);
    for (const image of html.match(/<img[^>]*>/g) ?? []) {
      expect(image).toMatch(/ alt="[^"]+"/);
      expect(image).toMatch(/ width="\d+"/);
      expect(image).toMatch(/ height="\d+"/);
    }
  });

  it.each(examples)('%s has a text part that starts with the greeting', async (_name, render) => {
    const { text } = await render();
    expect(text).toMatch(/^(Hi [^,]+|Hello),\n\n/);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toMatch(/Questions\? Call \(212\) 555-0100 or write to help@acme\.example\.\n/);
  });

  it.each(examples.filter(([name]) => !/password|email|invitation/i.test(name)))(
    '%s names the confirmation number in both parts',
    async (_name, render) => {
      const { subject, html, text } = await render();
      expect(subject).toContain('#100234');
      expect(html).toContain('100234');
      expect(text).toContain('100234');
    },
  );
});

describe('the company’s band', () => {
  it('shows the logo, named by the company, linking to the rider app', async () => {
    const { html } = await exampleMails().rideBookedMail!();
    expect(html).toContain('<a href="https://rides.acme.example/" style="color:#ffffff');
    expect(html).toMatch(
      /<img alt="Acme Cars" height="40" src="https:\/\/rides\.acme\.example\/acme\/brand\/logo\.png"/,
    );
    expect(html).toContain('background-color:#0b3d91;color:#ffffff');
  });

  it('shows the name where there is no logo, or one that is not http(s)', async () => {
    for (const logoUrl of [null, 'javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      const { html } = await rideBookedMail({ ...booked, brand: buildMailBrand({ logoUrl }) });
      expect(html).not.toContain('<img');
      expect(html).toMatch(/<p style="[^"]*color:#ffffff[^"]*">Acme Cars<\/p>/);
    }
  });

  it('draws a colour that is not #rrggbb as the default, and text on it that reads', async () => {
    const hostile = buildMailBrand({
      primaryColor: 'red;background:url(x)',
      textOnPrimary: '#000',
    });
    const { html } = await rideBookedMail({ ...booked, brand: hostile });
    expect(html).not.toContain('url(x)');
    expect(html).toContain('background-color:#000000;color:#ffffff');
    const faint = buildMailBrand({ primaryColor: '#ffd700', textOnPrimary: '#ffffff' });
    const { html: yellow } = await rideBookedMail({ ...booked, brand: faint });
    expect(yellow).toContain('background-color:#ffd700;color:#000000');
    // A button hardly seen on white gets a dark border.
    expect(yellow).toContain('border:1px solid #1a1a1a');
  });

  it('leaves out of the support line what the company did not give', async () => {
    const brand = buildMailBrand({ supportPhone: '' });
    const { text } = await rideBookedMail({ ...booked, brand });
    expect(text).toContain('Questions? Write to help@acme.example.');
    const none = buildMailBrand({ supportPhone: '', supportEmail: '' });
    expect((await rideBookedMail({ ...booked, brand: none })).text).not.toContain('Questions?');
  });
});

describe('links', () => {
  it('carries the link in the text part after the button’s words', async () => {
    const { text, html } = await rideBookedMail(booked);
    expect(text).toContain(`Follow your ride ${RIDE_LINK}\n`);
    expect(html).toContain(`href="${RIDE_LINK.replaceAll('&', '&amp;')}"`);
  });

  it('refuses a link that is not http(s), so none is ever written into an href', async () => {
    for (const rideLink of ['javascript:alert(1)', 'JavaScript:alert(1)', '/tracking?id=1', '']) {
      await expect(rideBookedMail({ ...booked, rideLink })).rejects.toThrow(
        'rideLink must be an absolute http(s) address',
      );
    }
    const brand = buildMailBrand({ homeUrl: 'javascript:alert(1)' });
    await expect(rideBookedMail({ ...booked, brand })).rejects.toThrow(/brand\.homeUrl/);
  });

  it('drops a driver photo that is not http(s), and shows one that is', async () => {
    const photo = await Promise.all(
      ['javascript:alert(1)', 'https://cdn.example/sam.jpg'].map((driverPhotoUrl) =>
        driverAssignedMail({ ...driver, driverPhotoUrl }),
      ),
    );
    expect(photo[0]!.html).not.toContain('javascript:');
    expect(photo[0]!.html.match(/<img/g)).toHaveLength(1);
    expect(photo[1]!.html).toMatch(/<img alt="Photo of Sam" height="64" src="https:\/\/cdn/);
  });
});

describe('rider ride mails', () => {
  it('confirm a booking with its facts', async () => {
    const { subject, text } = await rideBookedMail(booked);
    expect(subject).toBe('Your ride is booked: #100234');
    expect(text).toContain(
      [
        'Your ride with Acme Cars is booked.',
        '',
        'Confirmation number: 100234',
        'Pickup: Mon, Jan 5 at 9:05 AM',
        'From: JFK Terminal 4',
        'To: 200 Park Ave, New York',
        'Vehicle: Luxury SUV',
        'Total: $125.50, held on your card and charged after the ride',
      ].join('\n'),
    );
  });

  it('open with the operator’s own sentence when there is one', async () => {
    const own = await rideBookedMail({ ...booked, intro: ' Thank you for booking with us! ' });
    expect(own.text).toContain('Hi Alex,\n\nThank you for booking with us!\n\nConfirmation number');
    expect(own.text).not.toContain('is booked.');
    const blank = await rideBookedMail({ ...booked, intro: '   ' });
    expect(blank.text).toContain('Your ride with Acme Cars is booked.');
  });

  it('say what a cancellation costs, by who ended the ride', async () => {
    const cancelled = (by: 'rider' | 'dispatcher' | 'no-show', feeMinor: number) =>
      rideCancelledMail({ ...rider, by, feeMinor });
    const free = await cancelled('rider', 0);
    expect(free.subject).toBe('Ride #100234 is cancelled');
    expect(free.text).toContain('has been cancelled, as you asked.');
    expect(free.text).toContain('Nothing is charged: the hold on your card is released.');
    const fee = await cancelled('dispatcher', 2500);
    expect(fee.text).toContain(
      "Under Acme Cars's cancellation policy, a fee of $25.00 is charged to your card; the rest of the hold is released.",
    );
    const noShow = await cancelled('no-show', 0);
    expect(noShow.subject).toBe('Ride #100234: no-show');
    expect(noShow.text).toContain(
      'Your driver waited for you at the pickup of ride #100234 on Mon, Jan 5 at 9:05 AM, and the ride was closed as a no-show.',
    );
  });

  it('give the driver’s way there: ETA, arrival and free waiting time', async () => {
    const onTheWay = await driverOnTheWayMail({ ...driver, etaMinutes: 1 });
    expect(onTheWay.text).toContain('Sam is on the way to pick you up, about 1 minute away.');
    expect(onTheWay.text).toContain('Vehicle: Black Cadillac Escalade\nPlate: ABC 1234');
    expect(onTheWay.text).toContain(`Track your driver ${RIDE_LINK}`);
    const unknown = await driverOnTheWayMail({ ...driver, etaMinutes: null });
    expect(unknown.text).toContain('Sam is on the way to pick you up.');
    expect(unknown.text).not.toContain('Arrives in');

    const arrived = (freeWaitingMinutes: number | null) =>
      driverArrivedMail({ ...driver, pickupPlace: 'JFK Terminal 4', freeWaitingMinutes });
    expect((await arrived(15)).text).toContain('You have 15 minutes of free waiting time.');
    expect((await arrived(null)).text).not.toContain('free waiting');
  });

  it('itemise the receipt and say what each card paid or holds', async () => {
    const { subject, text } = await rideReceiptMail({
      ...rider,
      from: 'JFK Terminal 4',
      to: '200 Park Ave, New York',
      lines: [{ label: 'Base fare', amountMinor: 123450 }],
      tipMinor: null,
      totalMinor: 123450,
      charges: [
        { cardBrand: 'Visa', cardLastDigits: '4242', amountMinor: 100000, state: 'charged' },
        { cardBrand: 'Amex', cardLastDigits: '0005', amountMinor: 23450, state: 'held' },
      ],
    });
    expect(subject).toBe('Your receipt for ride #100234');
    expect(text).toMatch(/Base fare +\$1,234\.50\n/);
    expect(text).not.toContain('Tip');
    expect(text).toMatch(/Total +\$1,234\.50\n/);
    expect(text).toMatch(/Charged to Visa •••• 4242 +\$1,000\.00\n/);
    expect(text).toMatch(/Held on Amex •••• 0005 +\$234\.50/);
  });
});

describe('driverAssignmentMail', () => {
  const assignment = {
    brand: buildMailBrand(),
    firstName: 'Sam',
    confirmationNumber: '100234',
    pickupAt: PICKUP_AT,
    timeZone: 'America/New_York',
    from: 'JFK Terminal 4',
    to: '200 Park Ave, New York',
    vehicle: { color: 'Black', make: 'Cadillac', model: 'Escalade', plate: 'ABC 1234' },
  };

  it('gives the driver the ride', async () => {
    const { subject, text } = await driverAssignmentMail(assignment);
    expect(subject).toBe('New ride assigned: #100234');
    expect(text).toContain('You have been assigned ride #100234.');
    expect(text).toContain('Vehicle: Black Cadillac Escalade, plate ABC 1234');
  });

  it('takes it back', async () => {
    const { subject, text } = await driverAssignmentMail({ ...assignment, released: true });
    expect(subject).toBe('Ride #100234 is no longer yours');
    expect(text).toContain('Ride #100234 on Mon, Jan 5 at 9:05 AM is no longer assigned to you.');
    expect(text).not.toContain('From:');
  });
});
