import type { CombinedError } from '@urql/core';
import { PAYMENT_SERVICE_UNREACHABLE_MESSAGE } from '@ride/domain';

/** The app's own words for a failure that neither the server nor the network explains. */
export const GATEWAY_CALL_FAILED = 'Something went wrong. Please try again.';

/** What a failed gateway call says: its message, and whether the human check must be passed again. */
export interface GatewayFailure {
  message: string;
  humanCheckAgain: boolean;
}

/** The server's gateway errors carry extensions.code and gatewayCode 999 (spec part 2 §4). */
export function gatewayFailureOf(error: CombinedError | undefined): GatewayFailure {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions.code;
  const humanCheckAgain = code === 'HUMAN_CHECK_REQUIRED' || first?.extensions.gatewayCode === 999;
  if (first) return { message: first.message, humanCheckAgain };
  return {
    message: error?.networkError ? PAYMENT_SERVICE_UNREACHABLE_MESSAGE : GATEWAY_CALL_FAILED,
    humanCheckAgain: false,
  };
}
