// The full metadata: the server has room for it, and it checks a number's digits against its
// country's ranges (the default, smaller set checks only their length) and knows mobile ranges.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as a text message is addressed: E.164 ("+12015550123") when it is a valid number,
 * read in the company's country (ISO 3166 alpha-2, either case) unless it is written
 * internationally ("+44…", or with the country's international prefix, "00 44…"); else null.
 * Stricter than the forms' rule, which checks only the length: a number that passes there but not
 * here is not texted. A number with an extension is refused, as no text reaches an extension.
 */
export function toE164(phone: string, defaultCountry: string): string | null {
  const country = defaultCountry.trim().toUpperCase();
  const parsed = parsePhoneNumberFromString(
    phone.trim(),
    isSupportedCountry(country) ? country : undefined,
  );
  if (!parsed?.isValid() || parsed.ext) return null;
  return parsed.number;
}

/**
 * Whether a number in E.164 form (as toE164 gives it) is a mobile one: true for a mobile range;
 * false for a landline, toll-free, premium-rate or other range; null when the numbering plan does
 * not tell (the United States and Canada share their ranges between mobiles and landlines) or the
 * number is not valid.
 */
export function isMobile(phone: string): boolean | null {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type === undefined || type === 'FIXED_LINE_OR_MOBILE') return null;
  return type === 'MOBILE';
}
