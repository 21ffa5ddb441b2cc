import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { CancelBookingDocument } from '../api/trips.ts';
import { CANCELLED_MESSAGE_MS, cancelOutcomeOf } from '../lib/cancel-outcome.ts';

const cancelDocument = CancelBookingDocument;

export type CancelStep =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'cancelling' }
  | { kind: 'cancelled' }
  | { kind: 'notAllowed'; phone: string }
  | { kind: 'failed' };

interface Trip {
  id: string;
  isCancellable: boolean;
  cancelPhone: string;
}

/**
 * Cancel Ride (spec part 2 §4): allowed → confirm → cancel call → the success message for about
 * 1 s → /my-rides; not allowed online → the call-us modal; a failed call → an error state.
 */
export function useCancelRide(trip: Trip | undefined) {
  const client = useClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<CancelStep>({ kind: 'idle' });

  useEffect(() => {
    if (step.kind !== 'cancelled') return undefined;
    const timer = setTimeout(() => void navigate('/my-rides'), CANCELLED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  async function confirm() {
    if (!trip || step.kind === 'cancelling') return;
    setStep({ kind: 'cancelling' });
    const result = await client
      .mutation(cancelDocument, { input: { id: trip.id } }, { additionalTypenames: ['Trip'] })
      .toPromise();
    setStep(cancelOutcomeOf(result.data, result.error, trip.cancelPhone));
  }

  return {
    step,
    start: () => {
      if (!trip) return;
      setStep(
        trip.isCancellable
          ? { kind: 'confirming' }
          : { kind: 'notAllowed', phone: trip.cancelPhone },
      );
    },
    confirm,
    dismiss: () => setStep({ kind: 'idle' }),
  };
}
