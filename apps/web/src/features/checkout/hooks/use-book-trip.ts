import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext, isNetworkFailure } from '../../../lib/graphql/errors.ts';
import type {
  CreateReservationInput,
  CreateReservationMutation as CreateReservationResult,
} from '../../../lib/gql/graphql.ts';
import { CreateReservationMutation } from '../api/reservation.ts';
import { attemptFor, type BookingAttempt } from '../lib/attempt.ts';
import {
  bookingProblem,
  UNKNOWN_BOOKING_MESSAGE,
  type BookingProblem,
} from '../lib/booking-error.ts';

const createReservationDocument = asDocument(CreateReservationMutation);

export type BookedReservation = CreateReservationResult['createReservation'];
export type BookingOutcome =
  { kind: 'booked'; reservation: BookedReservation } | { kind: 'problem'; problem: BookingProblem };

/**
 * createReservation, one reservation per tap: a tap while one is on its way sends nothing, and
 * each attempt carries its own Idempotency-Key (reused when a lost answer makes the rider tap
 * again, so urql's retries and the rider's never book twice).
 */
export function useBookTrip() {
  const client = useClient();
  const attempt = useRef<BookingAttempt | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  async function book(input: CreateReservationInput): Promise<BookingOutcome | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    try {
      const current = attemptFor(attempt.current, JSON.stringify(input));
      attempt.current = current;
      const result = await client
        .mutation(createReservationDocument, { input }, idempotentContext(current.key))
        .toPromise();
      const lost = !result.data && (!result.error || isNetworkFailure(result.error));
      attempt.current = { ...current, open: lost };
      if (result.data) return { kind: 'booked', reservation: result.data.createReservation };
      if (result.error) return { kind: 'problem', problem: bookingProblem(result.error) };
      return { kind: 'problem', problem: { kind: 'message', message: UNKNOWN_BOOKING_MESSAGE } };
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { book, busy };
}
