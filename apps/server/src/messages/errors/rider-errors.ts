import type { I18n } from '../i18n/index.ts';

/**
 * The errors a rider reads in the app, in English exactly as the API words them (the spec's and
 * the domain's constants; a unit test holds them equal). A message here is answered in the
 * request's language; its code and fields never change. Errors the app parses (the 401 and the
 * disabled company's 403) are not here and stay as they are.
 */
export const RIDER_ERROR_MESSAGES: readonly string[] = [
  /*i18n*/ 'Invalid email and/or password',
  /*i18n*/ 'Not a valid phone number',
  /*i18n*/ 'Your current password is not correct',
  /*i18n*/ 'Enter your current password to change your email',
  /*i18n*/ 'Account with this email already exists',
  /*i18n*/ 'Duplicate Email: an account with this email already exists',
  /*i18n*/ 'The card could not be added. Please try again.',
  /*i18n*/ 'This ride changed meanwhile. Please open it again.',
  /*i18n*/ 'Guests must say who is riding',
  /*i18n*/ 'Expiration date is invalid',
  /*i18n*/ 'The service is unavailable for a moment; please try again in a few seconds',
];

const KNOWN = new Set(RIDER_ERROR_MESSAGES);

/** An error's message in the reader's language when it is one of the rider's; else as it is. */
export function riderErrorMessage(i18n: I18n, message: string): string {
  return KNOWN.has(message) ? i18n._(message) : message;
}
