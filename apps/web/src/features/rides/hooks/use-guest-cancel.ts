import { useState } from 'react';
import { useClient } from 'urql';
import { CancelGuestBookingDocument } from '../api/trips.ts';
import { cancelOutcomeOf } from '../lib/cancel-outcome.ts';
import type { CancelStep } from './use-cancel-ride.ts';

interface GuestRide {
  id: string;
  coid: string;
  cancelSecret: string;
}

/**
 * Cancel Ride for a guest holding the mailed secret: the rider's steps (confirm, the call, the
 * call-us modal when it may not be cancelled online), staying on the ride once cancelled.
 */
export function useGuestCancel(
  ride: GuestRide | null,
  terms: { isCancellable: boolean; cancelPhone: string } | undefined,
  onCancelled: () => void,
) {
  const client = useClient();
  const [step, setStep] = useState<CancelStep>({ kind: 'idle' });

  async function confirm() {
    if (!ride || !terms || step.kind === 'cancelling') return;
    setStep({ kind: 'cancelling' });
    const result = await client
      .mutation(CancelGuestBookingDocument, { input: ride }, { additionalTypenames: ['Trip'] })
      .toPromise();
    const data = result.data ? { cancelBooking: result.data.cancelGuestBooking } : undefined;
    const outcome = cancelOutcomeOf(data, result.error, terms.cancelPhone);
    setStep(outcome);
    if (outcome.kind === 'cancelled') onCancelled();
  }

  return {
    step,
    start: () => {
      if (!terms) return;
      setStep(
        terms.isCancellable
          ? { kind: 'confirming' }
          : { kind: 'notAllowed', phone: terms.cancelPhone },
      );
    },
    confirm,
    dismiss: () => setStep({ kind: 'idle' }),
  };
}
