import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useCompany } from '../../../stores/company.ts';
import { TripDetailsQuery } from '../api/trips.ts';
import { pickupWhenIn } from '../lib/ride-text.ts';
import { sharedRideUrl } from '../lib/shared-ride-link.ts';
import { trackingPathFor } from '../lib/track-return.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { TripRoute } from './trip-route.tsx';
import '../rides.css';
import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../../../lib/i18n/language.ts';

/** How often the booked screen asks whether the ride is under way (TRACK then shows). */
export const BOOKED_RIDE_REFRESH_MS = 15_000;

interface Props {
  id: string;
  /** The ride's shared-link secret from the booking's answer: a guest reads the ride by it. */
  shareHash: string;
  /** Signed in: View Ride opens the rider's ride details; a guest's opens the read-only view. */
  signedIn: boolean;
  /**
   * The total and the card as the booking's answer gave them: the ride read by its shared-link
   * secret carries no money (decision 82).
   */
  total: string;
  card: string;
}

/**
 * The booked ride on the checkout screen once it is booked: when and where and the vehicle, read
 * back from the server, with the booking's total and card; then TRACK (once the ride is under way), View
 * Ride and Add to Calendar. The ride is read by its shared-link secret, which the booker holds.
 */
export function BookedRide({ id, shareHash, signedIn, total, card }: Props) {
  const company = useCompany();
  const { language } = useLanguage();
  const [result, refresh] = useQuery({
    query: TripDetailsQuery,
    variables: { id, hash: shareHash, coid: company.coid },
    requestPolicy: 'cache-and-network',
  });
  // A timer, not data flow: the ride's status moves on the server while the screen is open.
  useEffect(() => {
    const timer = setInterval(
      () => refresh({ requestPolicy: 'network-only' }),
      BOOKED_RIDE_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [refresh]);
  const trip = result.data?.getTripDetails;

  if (!trip) {
    return result.fetching ? (
      <p role="status" className="rides-loading">
        <span className="rides-spinner" aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Loading the ride…</Trans>
        </span>
      </p>
    ) : (
      <p className="muted">
        <Trans>The ride’s details are in your e-mail and under View Ride.</Trans>
      </p>
    );
  }

  const sharedPath = sharedRideUrl('', trip, company.coid);
  const ridePath = signedIn ? `/my-rides/details?id=${encodeURIComponent(trip.id)}` : sharedPath;
  const trackPath = signedIn
    ? `/tracking?id=${encodeURIComponent(trip.id)}`
    : `/tracking?${new URLSearchParams({ id: trip.id, td: trip.shareHash }).toString()}`;
  return (
    <>
      <section className="ride-section booked-ride" aria-labelledby="booked-ride-title">
        <h2 id="booked-ride-title" className="ride-section__title">
          <Trans>Your Trip</Trans>
        </h2>
        <dl className="booked-ride__facts">
          <div>
            <dt>
              <Trans>Pickup</Trans>
            </dt>
            <dd>{pickupWhenIn(language, new Date(trip.pickupAt), company.timeZone)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Route</Trans>
            </dt>
            <dd>
              <TripRoute routing={trip.routing} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Vehicle</Trans>
            </dt>
            <dd>{trip.vehicleTypePicked.name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>
              <Trans>Card</Trans>
            </dt>
            <dd>{card}</dd>
          </div>
        </dl>
      </section>
      <div className="ride-actions">
        {trip.reservationState.isTrackable && (
          <Link
            className="button button--primary button--block"
            to={trackPath}
            onClick={() => trackingPathFor(trip.id, ridePath)}
          >
            <Trans>TRACK</Trans>
          </Link>
        )}
        <Link className="button button--secondary button--block" to={ridePath}>
          <Trans>View Ride</Trans>
        </Link>
        {!trip.reservationState.isTerminal && (
          <AddToCalendarButton
            trip={trip}
            companyName={company.name}
            timeZone={company.timeZone}
            link={sharedRideUrl(window.location.origin, trip, company.coid)}
          />
        )}
      </div>
    </>
  );
}
