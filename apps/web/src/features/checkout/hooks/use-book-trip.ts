import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import type {
  CreateReservationInput,
  CreateReservationMutation as CreateReservationResult,
  UpdateReservationInput,
} from '../../../lib/gql/graphql.ts';
import { CreateReservationMutation, UpdateReservationMutation } from '../api/reservation.ts';
import { attemptFor, staysOpen, type BookingAttempt } from '../lib/attempt.ts';
import {
  bookingProblem,
  UNKNOWN_BOOKING_MESSAGE,
  type BookingProblem,
} from '../lib/booking-error.ts';

const createReservationDocument = asDocument(CreateReservationMutation);
const updateReservationDocument = asDocument(UpdateReservationMutation);

export type BookedReservation = CreateReservationResult['createReservation'];
export type BookingOutcome =
  { kind: 'booked'; reservation: BookedReservation } | { kind: 'problem'; problem: BookingProblem };

type BookingCall =
  | { kind: 'create'; input: CreateReservationInput }
  | { kind: 'update'; input: UpdateReservationInput };

/**
 * createReservation (or updateReservation for a booked ride), once per tap: a tap while one is on
 * its way sends nothing, and each attempt carries its own Idempotency-Key (reused when a lost
 * answer makes the rider tap again, so urql's retries and the rider's never book twice).
 */
export function useBookTrip() {
  const client = useClient();
  const attempt = useRef<BookingAttempt | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  async function send(call: BookingCall): Promise<BookingOutcome | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    try {
      const current = attemptFor(attempt.current, JSON.stringify(call));
      attempt.current = current;
      const context = idempotentContext(current.key);
      const { data, error } =
        call.kind === 'create'
          ? await client
              .mutation(createReservationDocument, { input: call.input }, context)
              .toPromise()
          : await client
              .mutation(updateReservationDocument, { input: call.input }, context)
              .toPromise();
      const reservation =
        data && ('createReservation' in data ? data.createReservation : data.updateReservation);
      attempt.current = { ...current, open: staysOpen(Boolean(reservation), error) };
      if (reservation) return { kind: 'booked', reservation };
      if (error) return { kind: 'problem', problem: bookingProblem(error) };
      return { kind: 'problem', problem: { kind: 'message', message: UNKNOWN_BOOKING_MESSAGE } };
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const book = (input: CreateReservationInput) => send({ kind: 'create', input });
  const change = (input: UpdateReservationInput) => send({ kind: 'update', input });
  return { book, change, busy };
}
