import type { BookingForm } from '@ride/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CreateReservationInput, ReservationPaymentInput } from '../../../lib/gql/graphql.ts';
import { markBooked } from '../../../stores/booked-entry.ts';
import { resetBooking } from '../../../stores/booking-form.ts';
import { needsFlightInfo } from '../../booking/index.ts';
import type { BookingProblem } from '../lib/booking-error.ts';
import { reservationChangeInput, reservationInput } from '../lib/reservation-input.ts';
import { useBookTrip, type BookedReservation, type BookingOutcome } from './use-book-trip.ts';
import { useCheckoutQuote } from './use-checkout-quote.ts';

/** The ride as booked, or as changed when the form held a booked ride (UPDATE THIS TRIP). */
export type CheckedOut = BookedReservation & { changed: boolean };

/**
 * The checkout of one trip: its fresh price, the booking call and what came of it. Booked, the
 * form is reset as BOOK A RIDE resets it; a new price from the server prices the trip again so
 * the rider sees it before booking at it.
 */
export function useCheckout(form: BookingForm) {
  const quote = useCheckoutQuote(form);
  const { book, change, busy } = useBookTrip();
  const { key: locationKey } = useLocation();
  const [booked, setBooked] = useState<CheckedOut | null>(null);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const ready = quote.vehicle !== null && quote.payload !== null && !quote.loading;

  async function submit(
    payment: ReservationPaymentInput,
    options: { guest?: Pick<CreateReservationInput, 'guest' | 'password'>; firstCardId?: string },
  ): Promise<BookingOutcome | null> {
    if (!quote.vehicle || !quote.payload || quote.loading) return null;
    const input: CreateReservationInput = {
      ...reservationInput(form, quote.payload, quote.vehicle, payment, needsFlightInfo(form)),
      ...options.guest,
    };
    return settle(await book(input), options.firstCardId ?? null, false);
  }

  /** UPDATE THIS TRIP: the booked ride in the form, changed as it now stands (same card). */
  async function submitChange(): Promise<BookingOutcome | null> {
    if (!form.reservationId || !quote.vehicle || !quote.payload || quote.loading) return null;
    const input = reservationChangeInput(
      form.reservationId,
      form,
      quote.payload,
      quote.vehicle,
      needsFlightInfo(form),
    );
    return settle(await change(input), null, true);
  }

  function settle(outcome: BookingOutcome | null, firstCardId: string | null, changed: boolean) {
    if (!outcome) return null;
    if (outcome.kind === 'booked') {
      setProblem(null);
      setBooked({ ...outcome.reservation, changed });
      markBooked(locationKey);
      resetBooking(firstCardId);
    } else {
      setProblem(outcome.problem);
      if (outcome.problem.kind === 'priceChanged') quote.retry();
    }
    return outcome;
  }

  return { quote, busy, booked, problem, setProblem, ready, submit, submitChange };
}

export type Checkout = ReturnType<typeof useCheckout>;
