import type { CombinedError } from '@urql/core';

/** Codes whose message is written for the rider: field rules, a taken e-mail, a rate limit. */
const RIDER_FACING = new Set(['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS']);

/** The server's own words when they are meant for the rider, else the fallback. */
export function profileFailure(error: CombinedError | undefined, fallback: string): string {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions?.code;
  return first && typeof code === 'string' && RIDER_FACING.has(code) ? first.message : fallback;
}
