import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { updateRideStatusDocument } from '../api/driver-rides.ts';
import { failureText } from '../lib/driver-failures.ts';
import type { DriverRide } from '../lib/ride-card.ts';
import { driverWording } from '../lib/status-steps.ts';

export interface RideSteps {
  /** The status being sent; every step button waits meanwhile. */
  sending: string | null;
  failure: string | null;
  /** What the last step did, for the status line: "Ride #100234: At pickup." */
  done: string | null;
  step(ride: DriverRide, status: string): Promise<void>;
  dismiss(): void;
}

/**
 * Moves a ride one status on. One step at a time (a second tap while one is under way sends
 * nothing) and each tap with its own Idempotency-Key, so a retried request moves the ride once.
 * The answer (a DriverRide) refreshes the list through urql's document cache.
 */
export function useRideSteps(onRefused: () => void): RideSteps {
  const client = useClient();
  const busy = useRef(false);
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function step(ride: DriverRide, status: string) {
    if (busy.current) return;
    busy.current = true;
    setSending(status);
    setFailure(null);
    setDone(null);
    try {
      const result = await client
        .mutation(
          updateRideStatusDocument,
          { input: { reservationId: ride.id, status } },
          idempotentContext(),
        )
        .toPromise();
      if (result.error) {
        setFailure(failureText(result.error, 'The status could not be changed. Please try again.'));
        // The ride may have moved elsewhere (dispatch, another device): show where it is now.
        onRefused();
      } else {
        setDone(`Ride #${ride.confirmationNumber}: ${driverWording(status)}.`);
      }
    } finally {
      busy.current = false;
      setSending(null);
    }
  }

  return { sending, failure, done, step, dismiss: () => setFailure(null) };
}
