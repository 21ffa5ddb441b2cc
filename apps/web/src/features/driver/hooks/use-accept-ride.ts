import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useClient } from 'urql';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { acceptRideDocument } from '../api/driver-rides.ts';
import { failureText } from '../lib/driver-failures.ts';

export type AcceptOutcome =
  | { kind: 'idle' }
  | { kind: 'accepted'; rideId: string; confirmationNumber: string }
  | { kind: 'refused'; message: string };

/**
 * acceptRide by confirmation number: the ride is the driver's once the server says so; a refusal
 * (the company does not let drivers accept, another driver has it, no such ride) shows the
 * server's words. A retried request carries the tap's Idempotency-Key and accepts once.
 */
export function useAcceptRide(onAccepted: (rideId: string) => void) {
  const client = useClient();
  const [outcome, setOutcome] = useState<AcceptOutcome>({ kind: 'idle' });

  async function accept(confirmationNumber: string) {
    setOutcome({ kind: 'idle' });
    const result = await client
      .mutation(acceptRideDocument, { input: { confirmationNumber } }, idempotentContext())
      .toPromise();
    const ride = result.data?.acceptRide;
    if (!ride) {
      const fallback = t`The ride could not be accepted.`;
      const message = result.error ? failureText(result.error, fallback) : fallback;
      setOutcome({ kind: 'refused', message });
      return;
    }
    setOutcome({ kind: 'accepted', rideId: ride.id, confirmationNumber: ride.confirmationNumber });
    onAccepted(ride.id);
  }

  return { outcome, accept, dismiss: () => setOutcome({ kind: 'idle' }) };
}
