import type { Language } from '@ride/domain';
import { currentLanguage } from './i18n/language.ts';

/**
 * The Intl locale of a console language (decision 96): English as the console always wrote it
 * (en-US), Arabic with Western digits, like the confirmation numbers, plates and phone numbers
 * beside them; the others as their language writes them (24-hour clocks in es, fr, de).
 */
export function intlLocale(language: Language = currentLanguage()): string {
  if (language === 'en') return 'en-US';
  if (language === 'ar') return 'ar-u-nu-latn';
  return language;
}

/** An instant as the company reads it: date and time in its time zone, e.g. "Jun 3, 2026, 9:15 AM". */
export function formatInstant(iso: string, timeZone: string, language?: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A time of day on the company's clock, 12- or 24-hour as the language writes it: "9:15 AM". */
export function formatTime(iso: string, timeZone: string, language?: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/**
 * An amount in minor units as the company reads it, in its currency, e.g. "$1,234.50" or
 * "£12.00" in English, "1.234,50 $" in German (money is kept in hundredths of the currency
 * throughout the system).
 */
export function formatMoney(minor: number, currency: string, language?: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    minor / 100,
  );
}

/** A count or a measure as the language writes it: "1,234" in English, "1.234" in German. */
export function formatNumber(
  value: number,
  maximumFractionDigits = 2,
  language?: Language,
): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}
