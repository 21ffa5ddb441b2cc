import type { CombinedError } from '@urql/core';

export const FEEDBACK_FAILED = 'Your tip and rating could not be sent. Please try again.';
export const FEEDBACK_OFFLINE =
  'Your tip and rating could not be sent: no connection. Please try again.';

/** The server's own words for a refusal (a ride not completed, a tip it cannot hold), else ours. */
export function feedbackFailure(error: CombinedError | undefined): string {
  if (error?.networkError) return FEEDBACK_OFFLINE;
  return error?.graphQLErrors[0]?.message.trim() || FEEDBACK_FAILED;
}
