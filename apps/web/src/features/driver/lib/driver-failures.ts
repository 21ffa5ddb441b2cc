import type { CombinedError } from '@urql/core';

export const NO_CONNECTION = 'No connection to the server. Check your signal and try again.';
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
export const NOT_A_DRIVER = 'This page is for drivers. Sign out and sign in with a driver account.';

/**
 * The server's own words for a refused call (it explains itself: "Ride #100234 is assigned to
 * another driver."), or `fallback`.
 */
export function failureText(error: CombinedError, fallback: string): string {
  if (error.networkError) return NO_CONNECTION;
  return error.graphQLErrors[0]?.message.trim() || fallback;
}

/** The driver's rides could not be loaded: a staff user of another role is told what the page is. */
export function ridesFailureText(error: CombinedError): string {
  if (error.graphQLErrors.some((e) => e.extensions.code === 'FORBIDDEN')) return NOT_A_DRIVER;
  return failureText(error, 'Your rides could not be loaded.');
}

/**
 * A refused sign-in in the server's words: every wrong email or password is "Invalid email and/or
 * password" (spec part 1 §8), a rate limit says when to try again.
 */
export function signInFailureText(error: CombinedError | undefined): string {
  if (!error) return SIGN_IN_FAILED;
  if (error.networkError) return NO_CONNECTION;
  return error.graphQLErrors[0]?.message.trim() || SIGN_IN_FAILED;
}

/** A position report that did not arrive: the next position is sent anyway, so say so. */
export function positionFailureText(error: CombinedError): string {
  if (error.networkError)
    return 'Your position could not be sent: no connection. It goes out again as soon as the connection is back.';
  const message = error.graphQLErrors[0]?.message.trim();
  return message ? `Your position was not accepted: ${message}` : 'Your position was not accepted.';
}
