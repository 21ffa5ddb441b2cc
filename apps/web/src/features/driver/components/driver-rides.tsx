import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useCompany } from '../../../stores/company.ts';
import { driverRidesDocument } from '../api/driver-rides.ts';
import { usePositionSharing } from '../hooks/use-position-sharing.ts';
import { useRideSteps } from '../hooks/use-ride-steps.ts';
import { useScreenAwake } from '../hooks/use-screen-awake.ts';
import { ridesFailureText } from '../lib/driver-failures.ts';
import { rideUnderWay, selectedRide } from '../lib/status-steps.ts';
import { AcceptRideForm } from './accept-ride-form.tsx';
import { CurrentRide } from './current-ride.tsx';
import { OpenRides } from './open-rides.tsx';
import { PositionStatus } from './position-status.tsx';
import { RideList } from './ride-list.tsx';

/** Dispatch may assign or take away rides meanwhile: the list asks again this often. */
const RIDES_REFRESH_MS = 30_000;

/** The signed-in driver's page: the ride being worked on, position sharing, all rides, accept. */
export function DriverRides() {
  const { t } = useLingui();
  const client = useClient();
  const { timeZone } = useCompany();
  const [result, reexecute] = useQuery({
    query: driverRidesDocument,
    requestPolicy: 'cache-and-network',
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const steps = useRideSteps(refresh);

  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), RIDES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reexecute]);

  // A ride the driver has just taken becomes the current ride.
  const showTaken = (rideId: string) => {
    setSelectedId(rideId);
    refresh();
  };
  const rides = result.data?.driverRides ?? [];
  const ride = selectedRide(rides, selectedId);
  const sharingRide = rideUnderWay(rides, ride);
  const sharing = usePositionSharing(client, sharingRide?.id ?? null);
  useScreenAwake(sharingRide !== null);

  if (!result.data) {
    if (result.error && !result.error.networkError) {
      return (
        <div role="alert" className="notice">
          <p>{ridesFailureText(result.error)}</p>
          <button type="button" className="button button--secondary" onClick={refresh}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    }
    return (
      <LoadState
        fetching={result.fetching}
        error={result.error}
        what={t`your rides`}
        onRetry={refresh}
      />
    );
  }

  return (
    <>
      {steps.done && (
        <p role="status" className="driver-done">
          {steps.done}
        </p>
      )}
      {ride && <CurrentRide ride={ride} timeZone={timeZone} steps={steps} />}
      <PositionStatus
        confirmationNumber={sharingRide?.confirmationNumber ?? null}
        sharing={sharing}
        timeZone={timeZone}
      />
      <RideList
        rides={rides}
        selectedId={ride?.id ?? null}
        timeZone={timeZone}
        onSelect={setSelectedId}
      />
      <OpenRides onTaken={showTaken} />
      <AcceptRideForm onAccepted={showTaken} />
    </>
  );
}
