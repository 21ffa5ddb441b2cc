import {
  chosenValue,
  countryHasStates,
  DEFAULT_COUNTRY_CODE,
} from '../payments/billing-address.ts';
import { emailError, normalizeEmail } from '../validation/email.ts';
import { VALIDATION_MESSAGES, type FieldErrors } from '../validation/messages.ts';
import { firstNameError, lastNameError } from '../validation/name.ts';

/** Text fields are capped at 255 characters (spec part 2 §9); a postal code at 10 (§9, 5 to 10). */
export const PROFILE_TEXT_MAX_LENGTH = 255;
export const POSTAL_CODE_MAX_LENGTH = 10;
/** The longest phone number the profile keeps, as typed (E.164 itself is at most 16). */
export const PHONE_MAX_LENGTH = 40;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/** The profile form (spec part 2 §2 "Profile", §3 user profile), every value as typed. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Asked for only when the e-mail changes. */
  currentPassword: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
}

export type ProfileField = keyof ProfileValues;

export interface ProfileRuleOptions {
  /** The e-mail on file: changing it asks for the current password. */
  originalEmail: string;
  /**
   * The phone rule (checkout/phone.ts: phoneNumberError), passed in so that a screen can load
   * libphonenumber-js's metadata after its first render. Without it a number is not judged yet.
   */
  phoneNumberError?: (phoneNumber: string, countryCode: string) => string | undefined;
}

export function isEmailChange(email: string, originalEmail: string): boolean {
  return normalizeEmail(email) !== normalizeEmail(originalEmail);
}

/** The country a phone number without a "+" prefix is read in: the address's, else the US. */
export function phoneCountryOf(countryCode: string): string {
  return chosenValue(countryCode).toUpperCase() || DEFAULT_COUNTRY_CODE;
}

const tooLong = (value: string, max: number) =>
  [...value.trim()].length > max ? VALIDATION_MESSAGES.tooLong : undefined;

const requiredText = (value: string, max = PROFILE_TEXT_MAX_LENGTH) =>
  value.trim() === '' ? VALIDATION_MESSAGES.required : tooLong(value, max);

/** Whether any part of the address is filled in: an address is all or nothing. */
export function hasAddressInput(
  values: Pick<ProfileValues, 'line1' | 'line2' | 'city' | 'postalCode'>,
) {
  return [values.line1, values.line2, values.city, values.postalCode].some((v) => v.trim() !== '');
}

/**
 * The profile form's messages. Names and e-mail follow sign-up (spec part 1 §5); the phone is
 * optional and, when given, a valid number (part 2 §5, "Not a valid phone number"). The address
 * is optional as a whole; once begun it needs line 1, city, postal code and a country, and a state
 * for the US and CA (part 2 §4, country change). The current password only for a new e-mail.
 */
export function validateProfile(
  values: ProfileValues,
  options: ProfileRuleOptions,
): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const set = (field: ProfileField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  set('firstName', firstNameError(values.firstName));
  set('lastName', lastNameError(values.lastName));
  set('email', emailError(values.email));
  if (isEmailChange(values.email, options.originalEmail) && values.currentPassword === '') {
    set('currentPassword', VALIDATION_MESSAGES.required);
  }
  if (values.phone.trim() !== '') {
    set(
      'phone',
      tooLong(values.phone, PHONE_MAX_LENGTH) ??
        options.phoneNumberError?.(values.phone, phoneCountryOf(values.countryCode)),
    );
  }
  set('line2', tooLong(values.line2, PROFILE_TEXT_MAX_LENGTH));
  if (hasAddressInput(values)) {
    set('line1', requiredText(values.line1));
    set('city', requiredText(values.city));
    set('postalCode', requiredText(values.postalCode, POSTAL_CODE_MAX_LENGTH));
    set('countryCode', chosenValue(values.countryCode) ? undefined : VALIDATION_MESSAGES.required);
    if (countryHasStates(values.countryCode) && chosenValue(values.stateCode) === '') {
      set('stateCode', VALIDATION_MESSAGES.required);
    }
  }
  return errors;
}

/** What the profile form sends as updateUserAccount's input: trimmed, placeholders empty. */
export function profileInput(values: ProfileValues, originalEmail: string) {
  const countryCode = hasAddressInput(values) ? chosenValue(values.countryCode).toUpperCase() : '';
  const emailChanged = isEmailChange(values.email, originalEmail);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
    phone: values.phone.trim(),
    address: {
      line1: values.line1.trim(),
      line2: values.line2.trim(),
      city: values.city.trim(),
      stateCode: countryHasStates(countryCode) ? chosenValue(values.stateCode).toUpperCase() : '',
      postalCode: values.postalCode.trim(),
      countryCode,
    },
  };
}
