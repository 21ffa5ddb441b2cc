import { BOOKING_PATHS } from './booking-steps.ts';
import { t } from '@lingui/core/macro';

export interface LookupProblem {
  message: string;
  /** The step where the rider can fix it, when it is one of the earlier steps. */
  fixAt: string | null;
  /** The field on this screen the problem is about (the promo code). */
  field: 'promoCode' | null;
}

interface ErrorLike {
  networkError?: unknown;
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
}

const DATE_FIELDS = /^(scheduledPickupTime|formattedPickUpTime)$/;
const ROUTE_FIELDS = /^(route|duration|serviceTypeId)(\.|$)/;

/** The app's own reasons, in the rider's language. */
export const networkProblem = () => t`We could not reach the server to price your trip.`;
export const unknownProblem = () => t`We could not price this trip. Please try again.`;

/** The server's reason for refusing to price the trip, and where the rider can fix it. */
export function lookupProblem(error: ErrorLike): LookupProblem {
  const first = error.graphQLErrors[0];
  if (!first) {
    const message = error.networkError ? networkProblem() : unknownProblem();
    return { message, fixAt: null, field: null };
  }
  const code = first.extensions?.code;
  const field = typeof first.extensions?.field === 'string' ? first.extensions.field : '';
  if (code !== 'BAD_USER_INPUT') return { message: unknownProblem(), fixAt: null, field: null };
  if (field === 'promoCode') return { message: first.message, fixAt: null, field: 'promoCode' };
  if (DATE_FIELDS.test(field)) {
    return { message: first.message, fixAt: BOOKING_PATHS.dateTime, field: null };
  }
  if (ROUTE_FIELDS.test(field)) {
    return { message: first.message, fixAt: BOOKING_PATHS.routing, field: null };
  }
  return { message: first.message, fixAt: null, field: null };
}
