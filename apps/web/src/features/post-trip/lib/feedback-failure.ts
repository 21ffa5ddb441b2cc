import { t } from '@lingui/core/macro';
import type { CombinedError } from '@urql/core';

export const FEEDBACK_FAILED = 'Your tip and rating could not be sent. Please try again.';
export const FEEDBACK_OFFLINE =
  'Your tip and rating could not be sent: no connection. Please try again.';

/**
 * The server's own words for a refusal (a ride not completed, a tip it cannot hold), else ours in
 * the rider's language (FEEDBACK_FAILED and FEEDBACK_OFFLINE in English).
 */
export function feedbackFailure(error: CombinedError | undefined): string {
  if (error?.networkError)
    return t`Your tip and rating could not be sent: no connection. Please try again.`;
  return (
    error?.graphQLErrors[0]?.message.trim() ||
    t`Your tip and rating could not be sent. Please try again.`
  );
}
