import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { updateRideStatusDocument } from '../api/driver-rides.ts';
import { failureText } from '../lib/driver-failures.ts';
import { setOffPosition } from '../lib/set-off-position.ts';
import type { DriverRide } from '../lib/ride-card.ts';
import { driverWording } from '../lib/status-steps.ts';

export interface RideSteps {
  /** The status being sent; every step button waits meanwhile. */
  sending: string | null;
  failure: string | null;
  /** What the last step did, for the status line: "Ride #100234: At pickup." */
  done: string | null;
  /** `fleetVehicleId`: the vehicle the driver picked to set off in (a ride that needs one). */
  step(ride: DriverRide, status: string, fleetVehicleId?: string | null): Promise<boolean>;
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

  async function step(ride: DriverRide, status: string, fleetVehicleId: string | null = null) {
    if (busy.current) return false;
    busy.current = true;
    setSending(status);
    setFailure(null);
    setDone(null);
    try {
      // Setting off, the driver's position gives the rider's notice its time to the pickup.
      const position = status === 'DRIVER_IS_ON_THE_WAY' ? await setOffPosition() : null;
      const result = await client
        .mutation(
          updateRideStatusDocument,
          { input: { reservationId: ride.id, status, position, fleetVehicleId } },
          idempotentContext(),
        )
        .toPromise();
      if (result.error) {
        setFailure(
          failureText(result.error, t`The status could not be changed. Please try again.`),
        );
        // The ride may have moved elsewhere (dispatch, another device): show where it is now.
        onRefused();
        return false;
      }
      const number = ride.confirmationNumber;
      const wording = driverWording(status);
      setDone(t`Ride #${number}: ${wording}.`);
      return true;
    } finally {
      busy.current = false;
      setSending(null);
    }
  }

  return { sending, failure, done, step, dismiss: () => setFailure(null) };
}
