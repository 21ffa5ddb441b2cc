import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

import { INVALID_PHONE_MESSAGE } from './phone-country.ts';

/**
 * The number in E.164 form ("+12125550100") when it is a valid number of the chosen country (any
 * line type, landlines too), else null. One rule for the guest form and the server.
 */
export function normalizePhoneNumber(phoneNumber: string, countryCode: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(countryCode.trim())) return null;
  const parsed = parsePhoneNumberFromString(
    phoneNumber.trim(),
    countryCode.trim().toUpperCase() as CountryCode,
  );
  return parsed?.isValid() ? parsed.number : null;
}

/** "Not a valid phone number" unless the number is valid for the country (spec part 2 §5). */
export function phoneNumberError(phoneNumber: string, countryCode: string): string | undefined {
  return normalizePhoneNumber(phoneNumber, countryCode) ? undefined : INVALID_PHONE_MESSAGE;
}

export interface PhoneCountryOption {
  /** ISO 3166 alpha-2, lower case ("us"), as the guest form keeps it. */
  code: string;
  /** "United States (+1)". */
  label: string;
}

/** The phone country selector's options, by name, each with its calling code. */
export function phoneCountryOptions(locale = 'en'): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((code) => ({
      code: code.toLowerCase(),
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
