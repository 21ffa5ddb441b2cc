import { emailError } from '../validation/email.ts';
import {
  DUPLICATE_GUEST_EMAIL_MESSAGE,
  hasErrors,
  VALIDATION_MESSAGES,
  type FieldErrors,
} from '../validation/messages.ts';
import { signUpPasswordError } from '../validation/password.ts';
import { DEFAULT_PHONE_COUNTRY } from './phone-country.ts';

/** Text fields of the guest form are capped at 255 characters (spec part 2 §5, §9). */
export const GUEST_TEXT_MAX_LENGTH = 255;

/** The contact and registration part of the guest form (spec part 2 §3, guest form values). */
export interface GuestContactValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  /** ISO 3166 alpha-2, lower case as the country selector keeps it ("us"). */
  phoneNumberCountryCode: string;
  /** Optional: registers an account with the booking when the company allows it. */
  password: string;
}

export type GuestContactField = keyof GuestContactValues;

export function emptyGuestContact(): GuestContactValues {
  return {
    firstName: '',
    lastName: '',
    emailAddress: '',
    phoneNumber: '',
    phoneNumberCountryCode: DEFAULT_PHONE_COUNTRY,
    password: '',
  };
}

/** Required, at most 255 characters. */
export function requiredTextError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return VALIDATION_MESSAGES.required;
  return [...trimmed].length > GUEST_TEXT_MAX_LENGTH ? VALIDATION_MESSAGES.tooLong : undefined;
}

/** The optional registration password: empty is fine, anything else follows the sign-up rule. */
export function guestPasswordError(value: string): string | undefined {
  return value === '' ? undefined : signUpPasswordError(value);
}

export interface GuestContactOptions {
  registrationAllowed: boolean;
  duplicateEmail?: boolean;
  /**
   * The phone rule (phone.ts: phoneNumberError), passed in so that a form can load
   * libphonenumber-js's metadata after its first render. Without it a number is not judged yet.
   */
  phoneNumberError?: (phoneNumber: string, countryCode: string) => string | undefined;
}

/**
 * The guest form's messages (spec part 2 §5). `duplicateEmail` is the answer of the duplicate
 * check for the current address; the password is checked only when registration is offered.
 */
export function validateGuestContact(
  values: GuestContactValues,
  options: GuestContactOptions,
): FieldErrors<GuestContactField> {
  const errors: FieldErrors<GuestContactField> = {};
  const set = (field: GuestContactField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  set('firstName', requiredTextError(values.firstName));
  set('lastName', requiredTextError(values.lastName));
  set('emailAddress', emailError(values.emailAddress));
  set(
    'phoneNumber',
    values.phoneNumber.trim() === ''
      ? VALIDATION_MESSAGES.required
      : options.phoneNumberError?.(values.phoneNumber, values.phoneNumberCountryCode),
  );
  if (options.registrationAllowed) {
    set('password', guestPasswordError(values.password));
    if (options.duplicateEmail && shouldCheckDuplicateEmail(values)) {
      set('emailAddress', DUPLICATE_GUEST_EMAIL_MESSAGE);
    }
  }
  return errors;
}

/** The duplicate check runs only when the e-mail and a password are both valid (spec part 2 §5). */
export function shouldCheckDuplicateEmail(
  values: Pick<GuestContactValues, 'emailAddress' | 'password'>,
): boolean {
  return (
    values.password !== '' &&
    emailError(values.emailAddress) === undefined &&
    signUpPasswordError(values.password) === undefined
  );
}

export function isGuestContactValid(
  values: GuestContactValues,
  options: GuestContactOptions,
): boolean {
  return !hasErrors(validateGuestContact(values, options));
}
