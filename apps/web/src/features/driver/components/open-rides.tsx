import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { useCompany } from '../../../stores/company.ts';
import { driverOpenRidesDocument } from '../api/driver-rides.ts';
import { useAcceptRide } from '../hooks/use-accept-ride.ts';
import { failureText } from '../lib/driver-failures.ts';
import { openRideView } from '../lib/open-ride.ts';
import { RideTaken } from './ride-taken.tsx';

/** Other drivers take rides meanwhile: the list asks again this often. */
const OPEN_RIDES_REFRESH_MS = 30_000;

/**
 * The company's rides without a driver in the coming days that the driver is free to take, each
 * with a Take button (acceptRide, with the tap's Idempotency-Key). Where the company assigns
 * through dispatch alone, the server's words say so.
 */
export function OpenRides({ onTaken }: { onTaken(rideId: string): void }) {
  const { t } = useLingui();
  const { timeZone } = useCompany();
  const [result, reexecute] = useQuery({
    query: driverOpenRidesDocument,
    requestPolicy: 'cache-and-network',
  });
  const title = useRef<HTMLHeadingElement>(null);
  const [taking, setTaking] = useState<string | null>(null);
  const { outcome, accept, dismiss } = useAcceptRide((rideId) => {
    reexecute({ requestPolicy: 'network-only' });
    onTaken(rideId);
  });

  useEffect(() => {
    const timer = setInterval(
      () => reexecute({ requestPolicy: 'network-only' }),
      OPEN_RIDES_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [reexecute]);

  async function take(confirmationNumber: string) {
    if (taking) return;
    setTaking(confirmationNumber);
    await accept(confirmationNumber);
    setTaking(null);
    // The tapped ride leaves the list: keep the keyboard in this section.
    title.current?.focus();
  }

  const rides = result.data?.driverOpenRides ?? [];
  return (
    <section className="driver-card" aria-labelledby="open-rides-title">
      <h2 id="open-rides-title" ref={title} tabIndex={-1} className="driver-card__title">
        <Trans>Open rides</Trans>
      </h2>
      {outcome.kind === 'refused' && <FormBanner message={outcome.message} onDismiss={dismiss} />}
      {outcome.kind === 'accepted' && <RideTaken number={outcome.confirmationNumber} />}
      {result.error && !result.data ? (
        <p className="muted">{failureText(result.error, t`Open rides could not be loaded.`)}</p>
      ) : result.data && rides.length === 0 ? (
        <p className="muted">
          <Trans>No open rides you are free for in the coming days.</Trans>
        </p>
      ) : (
        <ul className="driver-rides" aria-label={t`Rides you may take`}>
          {rides.map((ride) => {
            const view = openRideView(ride, timeZone);
            const number = ride.confirmationNumber;
            return (
              <li key={ride.id} className="driver-ride driver-open-ride">
                <span className="driver-ride__head">
                  <span className="driver-ride__number">#{ride.confirmationNumber}</span>
                  <span className="driver-ride__when">{view.pickupWhen}</span>
                </span>
                <span className="driver-ride__route">
                  {view.pickup} → {view.dropOff}
                </span>
                <span>{view.vehicle}</span>
                <button
                  type="button"
                  className="button button--secondary driver-open-ride__take"
                  aria-disabled={taking !== null}
                  aria-busy={taking === ride.confirmationNumber}
                  onClick={() => void take(ride.confirmationNumber)}
                >
                  <Trans>
                    Take<span className="visually-hidden"> ride #{number}</span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
