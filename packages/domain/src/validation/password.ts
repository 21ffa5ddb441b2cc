import { invalidCharactersMessage, VALIDATION_MESSAGES } from './messages.ts';

export const SIGN_IN_PASSWORD_MIN_LENGTH = 8;
export const SIGN_IN_PASSWORD_MAX_LENGTH = 256;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 12;
export const SIGN_UP_PASSWORD_MAX_LENGTH = 50;
/** The special symbols a sign-up password needs one of (spec part 2 §9). */
export const SIGN_UP_PASSWORD_SYMBOLS = '!@#$&*';

// Letters, digits, whitespace and ASCII punctuation; anything else (emoji, control characters,
// currency signs) is refused so a password typed on one keyboard can be typed on another.
const DISALLOWED_CHARACTER = /[^\p{L}\p{M}\p{Nd}\s!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/gu;

/** Each character the sign-in rule refuses, once, in order of appearance. */
export function invalidPasswordCharacters(value: string): string[] {
  return [...new Set(value.match(DISALLOWED_CHARACTER) ?? [])];
}

function length(value: string): number {
  // Count code points, not UTF-16 units, so "8 characters" means what the rider typed.
  return [...value].length;
}

/** Sign-in password rule (spec part 1 §5): required, 8 to 256 characters, allowed characters only. */
export function signInPasswordError(value: string | null | undefined): string | undefined {
  if (value == null || value === '') return VALIDATION_MESSAGES.required;
  if (length(value) < SIGN_IN_PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  if (length(value) > SIGN_IN_PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordTooLong;
  const invalid = invalidPasswordCharacters(value);
  return invalid.length > 0 ? invalidCharactersMessage(invalid) : undefined;
}

/**
 * Sign-up password rule (spec part 1 §5): 12 to 50 characters with an uppercase and a lowercase
 * letter, a digit and one of ! @ # $ & *. Characters the sign-in form refuses are refused here
 * too, or the rider could create a password they could never sign in with.
 */
export function signUpPasswordError(value: string | null | undefined): string | undefined {
  if (value == null || value === '') return VALIDATION_MESSAGES.required;
  const invalid = invalidPasswordCharacters(value);
  if (invalid.length > 0) return invalidCharactersMessage(invalid);
  const strong =
    length(value) >= SIGN_UP_PASSWORD_MIN_LENGTH &&
    length(value) <= SIGN_UP_PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value) &&
    /[!@#$&*]/.test(value);
  return strong ? undefined : VALIDATION_MESSAGES.signUpPassword;
}
