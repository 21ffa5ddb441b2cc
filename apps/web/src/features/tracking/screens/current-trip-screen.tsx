import { Trans, useLingui } from '@lingui/react/macro';
import { DRIVER_LOCATION_POLL_MS } from '@ride/domain';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useCompany } from '../../../stores/company.ts';
import { RideLoadFailed, RideLoading } from '../../rides/index.ts';
import { TrackedRide } from '../components/tracked-ride.tsx';
import { useCurrentTrips } from '../hooks/use-current-trips.ts';
import { bannerTrip, type CurrentTripSummary } from '../lib/current-trips.ts';
import { minutesLeftText } from '../lib/minutes-left.ts';
import '../tracking.css';

function NoCurrentTrip() {
  return (
    <section className="screen tracking">
      <ScreenTitle />
      <div className="notice tracking-notice">
        <p className="tracking-strong">
          <Trans>You have no ride under way right now</Trans>
        </p>
        <p>
          <Trans>Your rides, and the ones coming up, are in Rides.</Trans>
        </p>
      </div>
      <Link to="/my-rides" className="button button--secondary button--block">
        <Trans>View Your Rides</Trans>
      </Link>
    </section>
  );
}

function RideComplete({ trip }: { trip: CurrentTripSummary }) {
  return (
    <section className="screen tracking">
      <ScreenTitle />
      <div className="tracking-done">
        <h2 className="tracking-done__title">
          <Trans>Your Ride Is Complete</Trans>
        </h2>
        <p className="muted">
          <Trans>RIDE #{trip.confirmationNumber}</Trans>
        </p>
        <p>
          <Trans>
            Thank you for riding with us. You can leave a tip for your driver and rate your ride.
          </Trans>
        </p>
      </div>
      <Link
        to={`/finalize-trip?id=${encodeURIComponent(trip.id)}`}
        className="button button--primary button--block"
      >
        <Trans>Tip and Rate Your Ride</Trans>
      </Link>
    </section>
  );
}

/**
 * /current-trip, the banner's target (CLARIFICATIONS): the live view of the rider's ride under
 * way, with the minutes to pickup or drop-off, and once it is complete the way to its post-trip
 * screen. The minutes are asked for as often as the driver's position.
 */
export default function CurrentTripScreen() {
  const { t } = useLingui();
  const { coid } = useCompany();
  const { trips, error, refresh } = useCurrentTrips(DRIVER_LOCATION_POLL_MS);
  if (trips === null) {
    if (error?.networkError)
      return <RideLoadFailed error={error} what={t`your current trip`} onRetry={() => refresh()} />;
    if (error) return <NoCurrentTrip />;
    return <RideLoading />;
  }
  const trip = bannerTrip(trips);
  if (!trip) return <NoCurrentTrip />;
  if (trip.phase === 'COMPLETED') return <RideComplete trip={trip} />;
  return (
    <TrackedRide
      key={trip.id}
      args={{ id: trip.id, hash: null, coid }}
      showEta={false}
      lead={() => <p className="current-trip-minutes">{minutesLeftText(trip)}</p>}
    />
  );
}
