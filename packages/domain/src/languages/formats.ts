import { formatClockTime, formatPickupDate } from '../booking/pickup-slots.ts';
import { formatPrice } from '../money.ts';
import { isLanguage, SOURCE_LANGUAGE } from './languages.ts';

/** Intl's formatters cost far more to make than to use: one per language, zone and kind. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price in a language's form (issue 34 §4). English keeps the spec's own form ($1,234.56, the
 * company's symbol first); other languages place the symbol and separators their way, in the
 * company's currency.
 */
export function priceInLanguage(
  language: string,
  amount: number,
  currencySymbol: string,
  currencyCode: string,
): string {
  if (language === SOURCE_LANGUAGE || !isLanguage(language) || !currencyCode) {
    return formatPrice(amount, currencySymbol, currencyCode);
  }
  const format = cached(`price ${language} ${currencyCode}`, () =>
    Intl.NumberFormat(language, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
    }),
  );
  return format.format(amount);
}

/**
 * A pickup on the company's clock, as a date and a time in a language other than English: its own
 * day and month names, order and 12- or 24-hour clock (Intl). Each catalog joins the two with its
 * "{date} at {time}"; English writes the spec's "Tue, Dec 1 at 3:00 PM" (`englishPickup`).
 */
export function pickupPartsInLanguage(
  language: string,
  instant: Date,
  timeZone: string,
): { date: string; time: string } {
  const date = cached(`date ${language} ${timeZone}`, () =>
    Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
  );
  const time = cached(`time ${language} ${timeZone}`, () =>
    Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }),
  );
  return { date: date.format(instant), time: time.format(instant) };
}

/** The spec's pickup in English: "Tue, Dec 1 at 3:00 PM", on the company's clock. */
export const englishPickup = (instant: Date, timeZone: string): string =>
  `${formatPickupDate(instant, timeZone)} at ${formatClockTime(instant, timeZone)}`;
