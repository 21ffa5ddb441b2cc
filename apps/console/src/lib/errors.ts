import { t } from '@lingui/core/macro';
import type { CombinedError } from '@urql/core';

/**
 * What a failed call says to the operator: the server's message (the server's own language
 * work translates those), or a plain network notice in the console's language.
 */
export function errorMessage(error: CombinedError | undefined): string | undefined {
  if (!error) return undefined;
  const first = error.graphQLErrors[0];
  if (first) return first.message;
  return t`The server could not be reached. Check the connection and try again.`;
}

/** The input field a BAD_USER_INPUT error names, when it names one. */
export function errorField(error: CombinedError | undefined): string | undefined {
  const field = error?.graphQLErrors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
