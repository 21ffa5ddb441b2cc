import { english, moneyIn, pickupWhen, type I18n } from '../i18n/index.ts';

/** The currency a ride is priced in, as the rider reads prices ("$", "USD"). */
export interface MailCurrency {
  currencySymbol: string;
  currencyCode: string;
}

export interface MailVehicle {
  color: string;
  make: string;
  model: string;
  plate: string;
}

/** The language of a mail (decision 97): the one asked for, else English. */
export const mailI18n = (input: { i18n?: I18n | undefined }): I18n => input.i18n ?? english;

/** "Mon, Jan 5 at 9:05 AM", where the ride happens, in the mail's language. */
export const whenOf = (i18n: I18n, pickupAt: Date, timeZone: string) =>
  pickupWhen(i18n, pickupAt, timeZone);

/** "$1,234.50" from minor units, in the mail's language. */
export const moneyOf = (i18n: I18n, minor: number, currency: MailCurrency) =>
  moneyIn(i18n, minor, currency);

/** "Black Cadillac Escalade". */
export const carOf = (vehicle: MailVehicle) =>
  [vehicle.color, vehicle.make, vehicle.model].filter(Boolean).join(' ');

/** "Visa •••• 4242". */
export const cardOf = (brand: string, lastDigits: string) => `${brand} •••• ${lastDigits}`;

export const minutes = (i18n: I18n, count: number) =>
  i18n._('{count, plural, one {# minute} other {# minutes}}', { count });

/** The operator's own opening sentence when they wrote one, else the mail's. */
export const openingOf = (intro: string | null | undefined, fallback: string) =>
  intro?.trim() || fallback;
