import { formatClockTime, formatPickupDate, formatPrice, fromMinorUnits } from '@ride/domain';

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

/** "Mon, Jan 5 at 9:05 AM", where the ride happens. */
export const whenOf = (pickupAt: Date, timeZone: string) =>
  `${formatPickupDate(pickupAt, timeZone)} at ${formatClockTime(pickupAt, timeZone)}`;

/** "$1,234.50" from minor units. */
export const moneyOf = (minor: number, currency: MailCurrency) =>
  formatPrice(fromMinorUnits(minor), currency.currencySymbol, currency.currencyCode);

/** "Black Cadillac Escalade". */
export const carOf = (vehicle: MailVehicle) =>
  [vehicle.color, vehicle.make, vehicle.model].filter(Boolean).join(' ');

/** "Visa •••• 4242". */
export const cardOf = (brand: string, lastDigits: string) => `${brand} •••• ${lastDigits}`;

export const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/** The operator's own opening sentence when they wrote one, else the mail's. */
export const openingOf = (intro: string | null | undefined, fallback: string) =>
  intro?.trim() || fallback;
