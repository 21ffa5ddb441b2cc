import type { I18n } from '@lingui/core';
import {
  englishPickup,
  fromMinorUnits,
  isLanguage,
  pickupPartsInLanguage,
  priceInLanguage,
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
  if (language === SOURCE_LANGUAGE) return englishPickup(instant, timeZone);
  return i18n._('{date} at {time}', pickupPartsInLanguage(language, instant, timeZone));
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
  const { currencySymbol, currencyCode } = currency;
  return priceInLanguage(languageOf(i18n), fromMinorUnits(minor), currencySymbol, currencyCode);
}
