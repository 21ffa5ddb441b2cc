import type { CombinedError } from '@urql/core';

/** Spec part 1 §8. */
export const SIGN_IN_FAILED = 'Invalid email and/or password';
export const DUPLICATE_ACCOUNT = 'Account with that email already exists';
export const SIGN_UP_FAILED = 'Failed to create account. Please try again';
export const NETWORK_FAILED = 'We could not reach the server. Check your connection and try again.';
export const RESET_REQUEST_FAILED = 'We could not send the request. Please try again.';
export const PASSWORD_CHANGE_FAILED = 'We could not change your password. Please try again.';

function codeOf(error: CombinedError | undefined): unknown {
  return error?.graphQLErrors[0]?.extensions.code;
}

/** The server's own words when it is rationing attempts ("Too many attempts. Please try…"). */
function tooManyRequests(error: CombinedError | undefined): string | null {
  const first = error?.graphQLErrors[0];
  return first && first.extensions.code === 'TOO_MANY_REQUESTS' ? first.message : null;
}

/** One answer to every failed sign-in; a limit or a dead connection says so instead. */
export function signInFailure(error: CombinedError | undefined): string {
  return tooManyRequests(error) ?? (error?.networkError ? NETWORK_FAILED : SIGN_IN_FAILED);
}

/** A message containing "Duplicate Email" means the address is taken; anything else failed. */
export function signUpFailure(error: CombinedError | undefined): string {
  if (error?.graphQLErrors.some((e) => e.message.includes('Duplicate Email')))
    return DUPLICATE_ACCOUNT;
  return tooManyRequests(error) ?? SIGN_UP_FAILED;
}

export function resetRequestFailure(error: CombinedError | undefined): string {
  return tooManyRequests(error) ?? (error?.networkError ? NETWORK_FAILED : RESET_REQUEST_FAILED);
}

/** The reset link itself is no good (invalid, expired or used): the server names the field. */
export function isResetLinkRefused(error: CombinedError | undefined): boolean {
  const first = error?.graphQLErrors[0];
  return codeOf(error) === 'BAD_USER_INPUT' && first?.extensions.field === 'token';
}

export function passwordChangeFailure(error: CombinedError | undefined): string {
  if (codeOf(error) === 'BAD_USER_INPUT' && error?.graphQLErrors[0])
    return error.graphQLErrors[0].message;
  return tooManyRequests(error) ?? (error?.networkError ? NETWORK_FAILED : PASSWORD_CHANGE_FAILED);
}
