import type { FieldErrors } from '../validation/messages.ts';

/** The dropdowns' placeholders (spec part 2 §2) and the legacy "nothing chosen" value. */
export const SELECT_COUNTRY = 'Select Country';
export const SELECT_STATE = 'Select State';
export const PLEASE_SELECT = 'Please Select';
export const DEFAULT_COUNTRY_CODE = 'US';

/** Countries whose addresses carry a state or province (spec part 2 §4, country change). */
const COUNTRIES_WITH_STATES = new Set(['US', 'CA']);

export function countryHasStates(countryCode: string): boolean {
  return COUNTRIES_WITH_STATES.has(chosenValue(countryCode).toUpperCase());
}

/** A dropdown's value, with "Please Select" and the placeholders counting as nothing chosen. */
export function chosenValue(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === PLEASE_SELECT || trimmed === SELECT_COUNTRY || trimmed === SELECT_STATE
    ? ''
    : trimmed;
}

/** A dropdown option: "name (code)". */
export function optionLabel(name: string, code: string): string {
  return `${name} (${code})`;
}

/** An address as the profile keeps it (spec part 2 §3, user profile). */
export interface BillingAddressValues {
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
}

export const EMPTY_BILLING_ADDRESS: BillingAddressValues = {
  line1: '',
  line2: '',
  city: '',
  stateCode: '',
  postalCode: '',
  countryCode: DEFAULT_COUNTRY_CODE,
};

/** Whether a profile has an address on file: any part of it filled. */
export function hasAddress(address: Partial<BillingAddressValues> | null | undefined): boolean {
  if (!address) return false;
  return [address.line1, address.city, address.postalCode].some((part) => (part ?? '').trim());
}

/**
 * The billing address screen's SAVE ADDRESS rule (spec part 2 §5): line 1, city, postal code and
 * a country; a state too when the country is the US. Line 2 is optional.
 */
export function canSaveBillingAddress(
  values: BillingAddressValues,
  errors: FieldErrors<string> = {},
): boolean {
  if (Object.values(errors).some((message) => message !== undefined)) return false;
  const country = chosenValue(values.countryCode);
  if (!values.line1.trim() || !values.city.trim() || !values.postalCode.trim() || !country) {
    return false;
  }
  return country.toUpperCase() !== 'US' || chosenValue(values.stateCode) !== '';
}

/** What the billing screen sends as updateUserAccount's address: trimmed, placeholders empty. */
export function billingAddressInput(values: BillingAddressValues): BillingAddressValues {
  const countryCode = chosenValue(values.countryCode).toUpperCase();
  return {
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    city: values.city.trim(),
    stateCode: countryHasStates(countryCode) ? chosenValue(values.stateCode).toUpperCase() : '',
    postalCode: values.postalCode.trim(),
    countryCode,
  };
}
