import type { I18n } from '@lingui/core';
import {
  formatClockTime,
  formatPickupDate,
  formatPrice,
  fromMinorUnits,
  isLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from '@ride/domain';

/** The language an I18n instance is set to (one of ours, else English). */
export const languageOf = (i18n: I18n): Language =>
  isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;

/**
 * A pickup on the company's clock. English as it always read ("Mon, Jan 5 at 9:05 AM"); other
 * languages with their own day and month names, order and 12- or 24-hour clock (Intl), joined by
 * their catalog's "{date} at {time}".
 */
export function pickupWhen(i18n: I18n, instant: Date, timeZone: string): string {
  const language = languageOf(i18n);
  if (language === SOURCE_LANGUAGE) {
    return `${formatPickupDate(instant, timeZone)} at ${formatClockTime(instant, timeZone)}`;
  }
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(instant);
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(instant);
  return i18n._('{date} at {time}', { date, time });
}

/**
 * An amount in minor units. English keeps "$1,234.50" with the company's symbol; other languages
 * write the company's currency their way ("1234,50 $").
 */
export function moneyIn(
  i18n: I18n,
  minor: number,
  currency: { currencySymbol: string; currencyCode: string },
): string {
  const language = languageOf(i18n);
  const amount = fromMinorUnits(minor);
  if (language === SOURCE_LANGUAGE || !currency.currencyCode) {
    return formatPrice(amount, currency.currencySymbol, currency.currencyCode);
  }
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}
