import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { SavedPlaceType } from '@ride/domain';

/** The three types of spec part 2 §3 as the rider reads them (`t(label)` in their language). */
export const PLACE_TYPE_LABELS: Record<SavedPlaceType, MessageDescriptor> = {
  HOME: msg`Home`,
  WORK: msg`Work`,
  OTHER: msg`Other`,
};

/** A saved place's type as the API spells it; anything unexpected reads as Other. */
export function placeTypeOf(type: string): SavedPlaceType {
  return type === 'HOME' || type === 'WORK' ? type : 'OTHER';
}

/** The first message of a failed save the rider can act on, else a general one. */
export function saveFailureMessage(error: {
  networkError?: unknown;
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
}): string {
  if (error.networkError)
    return t`The place could not be saved. Check your connection and try again.`;
  const known = error.graphQLErrors.find((e) => {
    const code = e.extensions?.code;
    return code === 'CONFLICT' || code === 'BAD_USER_INPUT';
  });
  if (known?.extensions?.field === 'placeId')
    return t`We could not find where that place is. Please choose another.`;
  return known?.message ?? t`The place could not be saved. Please try again.`;
}
