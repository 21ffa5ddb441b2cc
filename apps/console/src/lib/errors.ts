import { t } from '@lingui/core/macro';
import type { CombinedError } from '@urql/core';
import { serverErrorText } from './i18n/server-error-text.ts';

/**
 * What a failed call says to the operator, in the console's language: the server's message
 * (worded in English by the server, translated here by its English), or a network notice.
 */
export function errorMessage(error: CombinedError | undefined): string | undefined {
  if (!error) return undefined;
  const first = error.graphQLErrors[0];
  if (first) return serverErrorText(first.message);
  return t`The server could not be reached. Check the connection and try again.`;
}

/** The input field a BAD_USER_INPUT error names, when it names one. */
export function errorField(error: CombinedError | undefined): string | undefined {
  const field = error?.graphQLErrors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
