import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { RideLoadFailed, RideLoading } from '../../rides/index.ts';
import { useTripLocations, type TripLocationsArgs } from '../hooks/use-trip-locations.ts';
import { isConnectionFailure } from '../lib/trip-load.ts';
import type { TrackedTrip } from '../lib/tracking-route.ts';
import { NotTrackable } from './not-trackable.tsx';
import { TrackingDetails } from './tracking-details.tsx';
import '../tracking.css';

interface Props {
  args: TripLocationsArgs;
  showEta: boolean;
  /** Shown above the live view once the ride has loaded (/current-trip's minutes). */
  lead?: (trip: TrackedTrip) => ReactNode;
}

/**
 * One ride's tracking screen: the spinner until its trip locations load (spec part 2 §4), Try
 * again when there was no connection, a plain word when the ride is not there to be tracked,
 * and the live view.
 */
export function TrackedRide({ args, showEta, lead }: Props) {
  const { t } = useLingui();
  const { load, retry } = useTripLocations(args);
  if (!load.trip) {
    if (load.loading) return <RideLoading />;
    if (load.error && isConnectionFailure(load))
      return <RideLoadFailed error={load.error} what={t`the ride`} onRetry={retry} />;
    return (
      <section className="screen tracking">
        <ScreenTitle />
        <NotTrackable />
      </section>
    );
  }
  return (
    <section className="screen tracking">
      <ScreenTitle />
      {lead?.(load.trip)}
      <TrackingDetails trip={load.trip} args={args} showEta={showEta} />
    </section>
  );
}
