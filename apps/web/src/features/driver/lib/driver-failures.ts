import { t } from '@lingui/core/macro';
import type { CombinedError } from '@urql/core';

// In the language shown (see ride-card.ts); the server's own words come as they are.
const noConnection = () => t`No connection to the server. Check your signal and try again.`;
const signInFailed = () => t`Sign-in failed. Please try again.`;
const notADriver = () => t`This page is for drivers. Sign out and sign in with a driver account.`;

/**
 * The server's own words for a refused call (it explains itself: "Ride #100234 is assigned to
 * another driver."), or `fallback`.
 */
export function failureText(error: CombinedError, fallback: string): string {
  if (error.networkError) return noConnection();
  return error.graphQLErrors[0]?.message.trim() || fallback;
}

/** The driver's rides could not be loaded: a staff user of another role is told what the page is. */
export function ridesFailureText(error: CombinedError): string {
  if (error.graphQLErrors.some((e) => e.extensions.code === 'FORBIDDEN')) return notADriver();
  return failureText(error, t`Your rides could not be loaded.`);
}

/**
 * A refused sign-in in the server's words: every wrong email or password is "Invalid email and/or
 * password" (spec part 1 §8), a rate limit says when to try again.
 */
export function signInFailureText(error: CombinedError | undefined): string {
  if (!error) return signInFailed();
  if (error.networkError) return noConnection();
  return error.graphQLErrors[0]?.message.trim() || signInFailed();
}

/** A position report that did not arrive: the next position is sent anyway, so say so. */
export function positionFailureText(error: CombinedError): string {
  if (error.networkError)
    return t`Your position could not be sent: no connection. It goes out again as soon as the connection is back.`;
  const message = error.graphQLErrors[0]?.message.trim();
  return message
    ? t`Your position was not accepted: ${message}`
    : t`Your position was not accepted.`;
}
