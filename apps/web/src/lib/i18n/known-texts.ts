import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  DUPLICATE_GUEST_EMAIL_MESSAGE,
  FLIGHT_MESSAGES,
  MAP_TILES_UNAVAILABLE,
  PICKUP_PROBLEMS,
  VALIDATION_MESSAGES,
} from '@ride/domain';
import {
  DUPLICATE_ACCOUNT,
  NETWORK_FAILED,
  PASSWORD_CHANGE_FAILED,
  RESET_REQUEST_FAILED,
  SIGN_IN_FAILED,
  SIGN_UP_FAILED,
} from '../../features/auth/lib/failure-messages.ts';

/**
 * The rider-facing texts of packages/domain (validation, pickup rules) and of the app's own
 * constants stay English there: they are the spec's words, which the API and the tests share.
 * The app shows each as a message of its catalogs, found by its English text (issue 34 §1); a
 * text that is none of these (a server's own words) is shown as it came.
 */
const EXACT: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  [VALIDATION_MESSAGES.required, msg`Required`],
  [VALIDATION_MESSAGES.invalidEmail, msg`Not a valid email`],
  [VALIDATION_MESSAGES.passwordTooShort, msg`Must be at least 8 characters`],
  [VALIDATION_MESSAGES.passwordTooLong, msg`Max length is 256 characters`],
  [VALIDATION_MESSAGES.firstNameRequired, msg`Please enter first name`],
  [VALIDATION_MESSAGES.lastNameRequired, msg`Please enter last name`],
  [VALIDATION_MESSAGES.tooLong, msg`Too long`],
  [
    VALIDATION_MESSAGES.signUpPassword,
    msg`Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.`,
  ],
  [DUPLICATE_GUEST_EMAIL_MESSAGE, msg`Account with this email already exists`],
  [PICKUP_PROBLEMS.invalid, msg`The pickup time is not a date and time`],
  [PICKUP_PROBLEMS.past, msg`The pickup time is in the past`],
  [PICKUP_PROBLEMS.tooFar, msg`Rides can be booked at most 365 days ahead`],
  [FLIGHT_MESSAGES.flightNumber, msg`Enter a flight number like DL 1234`],
  [MAP_TILES_UNAVAILABLE, msg`Map tiles unavailable — showing the route only`],
  [SIGN_IN_FAILED, msg`Invalid email and/or password`],
  [DUPLICATE_ACCOUNT, msg`Account with that email already exists`],
  [SIGN_UP_FAILED, msg`Failed to create account. Please try again`],
  [NETWORK_FAILED, msg`We could not reach the server. Check your connection and try again.`],
  [RESET_REQUEST_FAILED, msg`We could not send the request. Please try again.`],
  [PASSWORD_CHANGE_FAILED, msg`We could not change your password. Please try again.`],
]);

const LEAD_TIME = /^Rides must be booked at least (\d+) (hours?|minutes?) before pickup$/;
const INVALID_CHARACTERS = /^Contains invalid character\(s\): (.+)$/s;

/** The domain's or the app's English text in the rider's language (see above). */
export function knownText(i18n: I18n, text: string): string {
  const exact = EXACT.get(text);
  if (exact) return i18n._(exact);
  const lead = LEAD_TIME.exec(text);
  if (lead) {
    const count = Number(lead[1]);
    return lead[2]?.startsWith('hour')
      ? plural(count, {
          one: 'Rides must be booked at least # hour before pickup',
          other: 'Rides must be booked at least # hours before pickup',
        })
      : plural(count, {
          one: 'Rides must be booked at least # minute before pickup',
          other: 'Rides must be booked at least # minutes before pickup',
        });
  }
  const characters = INVALID_CHARACTERS.exec(text)?.[1];
  if (characters) return i18n._(msg`Contains invalid character(s): ${characters}`);
  return text;
}

/** knownText for a component, drawn again when the rider changes language. */
export function useKnownText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => knownText(i18n, text);
}
