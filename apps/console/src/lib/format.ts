import { formatPrice, type Language } from '@ride/domain';
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

/**
 * An amount the pricing rules keep as decimal text ("35.00") with its currency's code: English as
 * the console always wrote it, "35.00 USD"; other languages by Intl, "35,00 USD" in German.
 */
export function formatAmountWithCode(
  amount: string,
  currency: string,
  language: Language = currentLanguage(),
): string {
  const value = Number(amount);
  if (language === 'en' || amount.trim() === '' || !Number.isFinite(value)) {
    return `${amount} ${currency}`;
  }
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(value);
}

/**
 * A price the server answers in major units with the company's symbol and code: English as the
 * rider app's spec writes it ("$1,234.50", the domain's `formatPrice`); other languages by Intl,
 * in the company's currency ("1.234,50 $" in German).
 */
export function formatPriceAmount(
  amount: number,
  currencySymbol: string | null | undefined,
  currencyCode: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (language === 'en' || !currencyCode) return formatPrice(amount, currencySymbol, currencyCode);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

/** A distance in miles to two decimals: "16.31 mi" in English, "16,31 mi" in German. */
export function formatMiles(miles: number, language: Language = currentLanguage()): string {
  if (language === 'en') return `${miles.toFixed(2)} mi`;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(miles);
}

/** Whole minutes: "43 min" in English, "43 Min." in German. */
export function formatMinutes(minutes: number, language: Language = currentLanguage()): string {
  if (language === 'en') return `${minutes} min`;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}

/**
 * A percentage kept as decimal text ("12.5"): English as the console always wrote it, "12.5%";
 * other languages by Intl ("12,5 %" in French and German).
 */
export function formatPercentText(text: string, language: Language = currentLanguage()): string {
  const value = Number(text);
  if (language === 'en' || text.trim() === '' || !Number.isFinite(value)) return `${text}%`;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(value / 100);
}

/**
 * A calendar day of the company ("2026-01-15"): English as the console always wrote it, the ISO
 * day; other languages by Intl ("15 janv. 2026").
 */
export function formatDay(day: string, language: Language = currentLanguage()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (language === 'en' || !match) return day;
  const [, year, month, date] = match;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))));
}
