import { VALIDATION_MESSAGES } from './messages.ts';

/** RFC 5321 caps a forward path at 254 characters; longer strings cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

// A practical address pattern: dot-separated local part, a dotted domain and a 2+ letter TLD.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** "Required" when blank, "Not a valid email" when malformed, else undefined. */
export function emailError(value: string | null | undefined): string | undefined {
  if (value == null || value.trim() === '') return VALIDATION_MESSAGES.required;
  return isValidEmail(value) ? undefined : VALIDATION_MESSAGES.invalidEmail;
}

/** The form accounts are looked up by: emails are unique per company regardless of case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
