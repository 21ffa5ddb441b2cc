import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Rules for the operator's branding and contact settings, shared by the console and the server. */

/** Longest app name, short name, title, description and call to action the console accepts. */
export const BRANDING_TEXT_LIMITS = {
  name: 60,
  shortName: 12,
  title: 80,
  description: 300,
  callToActionText: 120,
} as const;

/** Longest terms, rental agreement or privacy text, in characters of markup. */
export const COMPANY_TEXT_MAX_LENGTH = 100_000;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A custom domain as riders type it: a lower-case host name with at least two labels, no scheme,
 * port, path or IP address. Blank means "no custom domain".
 */
export function hostNameError(value: string): string | undefined {
  if (value === '') return undefined;
  if (value !== value.toLowerCase()) return 'Use lower-case letters only.';
  if (value.length > 253) return 'A domain has at most 253 characters.';
  const labels = value.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)))
    return 'Enter a domain name such as rides.example.com (no https:// and no path).';
  if (/^[0-9]+$/.test(labels.at(-1) ?? '')) return 'Enter a domain name, not an IP address.';
  return undefined;
}

/** A web address riders may open: http or https with a host. Blank means none. */
export function websiteUrlError(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address starting with https://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a full address starting with https://.';
  if (!url.hostname.includes('.') && url.hostname !== 'localhost')
    return 'Enter a full address starting with https://.';
  if (url.username || url.password) return 'The address must not contain a user name.';
  return undefined;
}

/** A required one-line text with a length limit. */
export function requiredSettingError(
  value: string,
  label: string,
  max: number,
): string | undefined {
  if (value.trim() === '') return `${label} is required.`;
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

/** An optional one-line text with a length limit. */
export function optionalSettingError(
  value: string,
  label: string,
  max: number,
): string | undefined {
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

/**
 * A company contact number in international form ("+1 212-555-0100") when it is valid for the
 * company's country (or written with its own +country code), else null.
 */
export function internationalPhoneNumber(phone: string, countryCode: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), countryCode.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}
