import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { CancelBookingDocument } from '../api/trips.ts';
import { CANCELLED_MESSAGE_MS, cancelOutcomeOf } from '../lib/cancel-outcome.ts';

const cancelDocument = CancelBookingDocument;
/** How much longer than the message the rides list waits for the ride read again, at most. */
const REREAD_WAIT_MS = 3_000;
const REREAD_POLL_MS = 250;

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
 * 1 s → /my-rides; not allowed online → the call-us modal; a failed call → an error state. The
 * call names the Trip type, so the ride is read again and shows its new status and charges;
 * `afterCancel` gives what the rides list then says of the money (decision 81).
 */
export function useCancelRide(
  trip: Trip | undefined,
  afterCancel: () => string | null = () => null,
) {
  const client = useClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<CancelStep>({ kind: 'idle' });
  const moneyLine = useEffectEvent(afterCancel);

  useEffect(() => {
    if (step.kind !== 'cancelled') return undefined;
    let waited = 0;
    const leave = () => {
      const notice = moneyLine();
      // The ride is read again after the cancel: on a slow line, wait a little for what it says.
      if (notice === null && waited < REREAD_WAIT_MS) {
        waited += REREAD_POLL_MS;
        timer = setTimeout(leave, REREAD_POLL_MS);
        return;
      }
      void navigate('/my-rides', { state: { notice } });
    };
    let timer = setTimeout(leave, CANCELLED_MESSAGE_MS);
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
