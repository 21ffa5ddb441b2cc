import type { I18n } from '../i18n/index.ts';
import type { MailBrand } from './mail-brand.ts';
import type { RenderedMail } from './render-mail.ts';
import {
  driverArrivedMail,
  driverAssignedMail,
  driverAssignmentMail,
  driverOnTheWayMail,
  emailChangedMail,
  invitationMail,
  passwordResetMail,
  refundIssuedMail,
  rideBookedMail,
  rideCancelledMail,
  rideChangedMail,
  rideReceiptMail,
} from './index.ts';

export function buildMailBrand(overrides: Partial<MailBrand> = {}): MailBrand {
  return {
    name: 'Acme Cars',
    logoUrl: 'https://rides.acme.example/acme/brand/logo.png',
    primaryColor: '#0b3d91',
    textOnPrimary: '#ffffff',
    supportEmail: 'help@acme.example',
    supportPhone: '(212) 555-0100',
    homeUrl: 'https://rides.acme.example/',
    ...overrides,
  };
}

/** Mon, Jan 5 2026 at 9:05 AM in New York. */
export const PICKUP_AT = new Date('2026-01-05T14:05:00Z');
export const RIDE_LINK = 'https://rides.acme.example/tracking?id=r1&td=abc';

/**
 * Every template rendered with an example ride. `free` replaces every free text a mail takes
 * (names, places, the operator's opening, the company's name…), for the escaping tests.
 */
export function exampleMails(
  free?: string,
  i18n?: I18n,
): Record<string, () => Promise<RenderedMail>> {
  const say = (text: string) => free ?? text;
  const brand = buildMailBrand({ name: say('Acme Cars') });
  const currency = { currencySymbol: '$', currencyCode: 'USD' };
  const rider = {
    brand,
    firstName: say('Alex'),
    confirmationNumber: '100234',
    intro: free ?? null,
    ...(i18n ? { i18n } : {}),
  };
  const ride = { pickupAt: PICKUP_AT, timeZone: 'America/New_York' };
  const vehicle = {
    color: say('Black'),
    make: say('Cadillac'),
    model: say('Escalade'),
    plate: say('ABC 1234'),
  };
  const from = say('JFK Terminal 4');
  const to = say('200 Park Ave, New York');
  const booked = {
    ...rider,
    ...ride,
    ...currency,
    from,
    to,
    vehicleName: say('Luxury SUV'),
    totalMinor: 12550,
    rideLink: RIDE_LINK,
  };
  const driver = { ...rider, driverFirstName: say('Sam'), vehicle, rideLink: RIDE_LINK };
  return {
    passwordResetMail: () =>
      passwordResetMail({
        brand,
        firstName: say('Rhea'),
        link: 'https://rides.acme.example/reset-password?token=t0k3n&coid=acme',
        ...(i18n ? { i18n } : {}),
      }),
    emailChangedMail: () =>
      emailChangedMail({
        brand,
        firstName: say('Rhea'),
        newEmail: say('rhea@new.example'),
        ...(i18n ? { i18n } : {}),
      }),
    invitationMail: () =>
      invitationMail({
        brand,
        role: 'dispatcher',
        link: 'https://rides.acme.example/console/invitation?coid=acme&token=inv1t3',
        validDays: 7,
        ...(i18n ? { i18n } : {}),
      }),
    driverAssignmentMail: () =>
      driverAssignmentMail({
        brand,
        firstName: say('Sam'),
        confirmationNumber: '100234',
        ...ride,
        from,
        to,
        vehicle,
        ...(i18n ? { i18n } : {}),
      }),
    rideBookedMail: () => rideBookedMail(booked),
    rideChangedMail: () => rideChangedMail(booked),
    rideCancelledMail: () =>
      rideCancelledMail({ ...rider, ...ride, ...currency, by: 'dispatcher', feeMinor: 2500 }),
    driverAssignedMail: () =>
      driverAssignedMail({
        ...driver,
        ...ride,
        driverPhotoUrl: 'https://rides.acme.example/drivers/sam.jpg',
      }),
    driverOnTheWayMail: () => driverOnTheWayMail({ ...driver, etaMinutes: 12 }),
    driverArrivedMail: () =>
      driverArrivedMail({ ...driver, pickupPlace: from, freeWaitingMinutes: 15 }),
    rideReceiptMail: () =>
      rideReceiptMail({
        ...rider,
        ...ride,
        ...currency,
        from,
        to,
        lines: [
          { label: say('Base Fare'), amountMinor: 10000 },
          { label: say('Gratuity (20%)'), amountMinor: 2000 },
        ],
        tipMinor: 1000,
        totalMinor: 13000,
        charges: [
          {
            cardBrand: say('Visa'),
            cardLastDigits: '4242',
            amountMinor: 13000,
            state: 'charged',
          },
        ],
      }),
    refundIssuedMail: () =>
      refundIssuedMail({
        ...rider,
        ...currency,
        amountMinor: 2500,
        cardBrand: say('Visa'),
        cardLastDigits: '4242',
      }),
  };
}
