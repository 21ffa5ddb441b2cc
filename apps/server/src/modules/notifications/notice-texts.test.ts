import { RIDE_NOTICE_KINDS } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../messages/i18n/index.ts';
import { fitSms, smsSegments } from '../../messages/sms/index.ts';
import { exampleDetails, pushPayloadOf, shortDetails, smsTextOf } from './notice-texts.ts';
import type { NoticeView } from './notice-view.ts';

const english = i18nFor('en');

const LINK =
  'https://rides.example.com/tracking?id=0b6f3f0e-5a4c-4c37-9a57-8a1c2f0d9e11&td=Zk9sQ2x1c3RlcjIwMjY&coid=demo';

function view(kind: NoticeView['kind'], overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    kind,
    i18n: english,
    companyName: 'Grand Metropolitan Chauffeured Transportation Services',
    firstName: 'Alexandra',
    confirmationNumber: '100042',
    pickupAt: new Date(0),
    timeZone: 'America/New_York',
    when: 'Wed, Dec 30 at 11:45 PM',
    currencySymbol: '$',
    currencyCode: 'USD',
    vehicleName: 'Executive SUV',
    from: 'John F. Kennedy International Airport, Terminal 4, Jamaica, NY',
    to: '200 Park Avenue, New York',
    driverFirstName: 'Maximilian',
    driverPhotoUrl: null,
    vehicle: { color: 'Obsidian Black', make: 'Mercedes-Benz', model: 'S 580', plate: 'LMO 4821' },
    car: 'Obsidian Black Mercedes-Benz S 580',
    plate: 'LMO 4821',
    etaMinutes: 14,
    freeWaitingMinutes: 60,
    cancelledBy: 'dispatcher',
    feeMinor: 4_500,
    refundMinor: 2_500,
    totalMinor: 24_750,
    tipMinor: 0,
    lines: [],
    heldMinor: 24_750,
    chargedMinor: 0,
    card: { brand: 'Visa', lastDigits: '4242' },
    money: (minor) => `$${(minor / 100).toFixed(2)}`,
    link: LINK,
    path: '/tracking?id=0b6f3f0e',
    cancelLink: null,
    ...overrides,
  };
}

describe('the short messages of notices', () => {
  it.each(RIDE_NOTICE_KINDS)('fits %s in two segments, the link whole at its end', (kind) => {
    const text = fitSms(smsTextOf(view(kind), null));
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
    expect(text.endsWith(` ${LINK}`)).toBe(true);
    expect(text.startsWith('Grand Metropolitan')).toBe(true);
  });

  it("puts the operator's opening sentence first, and keeps the facts after it", () => {
    const { body } = smsTextOf(view('arrived'), 'Your car is outside.');
    expect(body).toMatch(/: Your car is outside\. Maximilian, Obsidian Black Mercedes-Benz S 580/);
    expect(body).toContain('plate LMO 4821');
    expect(body).toContain('Free waiting time: 60 min.');
  });

  it('says what a cancel costs, and what was charged or held', () => {
    expect(shortDetails(view('cancelled'))).toContain('A fee of $45.00 is charged');
    expect(shortDetails(view('cancelled', { feeMinor: 0 }))).toContain('Nothing is charged');
    expect(shortDetails(view('completed'))).toContain('$247.50 held on Visa ending 4242');
    expect(shortDetails(view('completed', { chargedMinor: 26_000 }))).toContain(
      '$260.00 charged to Visa ending 4242',
    );
  });

  it('pushes a same-origin path, tagged per ride so a newer notice replaces the older', () => {
    const payload = pushPayloadOf(view('on_the_way'), null);
    expect(payload).toEqual({
      title: 'Your chauffeur is on the way.',
      body: expect.stringContaining('about 14 min away') as string,
      url: '/tracking?id=0b6f3f0e',
      tag: 'ride-100042',
    });
  });

  it('words an example ride for the console preview', () => {
    expect(exampleDetails('on_the_way', english)).toBe(
      'Sam, Black Cadillac Escalade, plate ABC 1234, about 12 min away.',
    );
  });
});

describe('the short messages of notices in Spanish', () => {
  const spanish = i18nFor('es');
  const es = (kind: NoticeView['kind'], overrides: Partial<NoticeView> = {}) =>
    view(kind, { i18n: spanish, when: 'mié, 30 dic a las 23:45', ...overrides });

  it.each(RIDE_NOTICE_KINDS)('words %s in Spanish, texted and pushed', (kind) => {
    const { body } = smsTextOf(es(kind), null);
    const push = pushPayloadOf(es(kind), null);
    expect(body).not.toMatch(/\b(Your|Ride|plate|about|charged|held|back to|ending)\b/);
    expect(push.title).toMatch(/^(Tu|Gracias|Se ha)/);
    expect(body).toContain(push.title);
    expect(smsSegments(fitSms(smsTextOf(es(kind), null))).segments).toBeLessThanOrEqual(3);
  });

  it('carries the facts in Spanish words', () => {
    expect(shortDetails(es('booked'))).toBe(
      'Viaje n.º 100042, mié, 30 dic a las 23:45, desde John F. Kennedy International Airport, Terminal 4, Jamaica, NY.',
    );
    expect(shortDetails(es('on_the_way'))).toContain('matrícula LMO 4821, a unos 14 min.');
    expect(shortDetails(es('completed'))).toContain('retenidos en Visa terminada en 4242');
    expect(pushPayloadOf(es('arrived'), null).title).toBe('Tu chófer ha llegado.');
    // The operator's own opening is theirs, in whatever language they wrote it.
    expect(smsTextOf(es('arrived'), 'Su coche está fuera.').body).toContain(
      ': Su coche está fuera. Maximilian',
    );
  });
});
