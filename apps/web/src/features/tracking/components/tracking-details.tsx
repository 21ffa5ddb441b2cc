import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCompany } from '../../../stores/company.ts';
import { MapPanel, type LiveMarkers } from '../../map/index.ts';
import { RideStatusLabel } from '../../rides/index.ts';
import { useDriverLocation } from '../hooks/use-driver-location.ts';
import { useRiderPosition } from '../hooks/use-rider-position.ts';
import type { TripLocationsArgs } from '../hooks/use-trip-locations.ts';
import { trackingRoute, type TrackedTrip } from '../lib/tracking-route.ts';
import {
  driverMarkerText,
  pollsDriver,
  shownPosition,
  showsKeptPosition,
  whereaboutsText,
} from '../lib/tracking-status.ts';
import { DriverCard } from './driver-card.tsx';
import { EtaLine } from './eta-line.tsx';
import { PositionAge } from './position-age.tsx';
import { RouteSummary } from './route-summary.tsx';

interface Props {
  trip: TrackedTrip;
  args: TripLocationsArgs;
  /** /current-trip shows the minutes itself, from the rider's current trip. */
  showEta: boolean;
}

/**
 * The live part of tracking (spec part 2 §2): the status line, the ETA, the map with the route,
 * the driver and the rider, how old the driver's position is, the driver card and the route.
 */
export function TrackingDetails({ trip, args, showEta }: Props) {
  const company = useCompany();
  const whereabouts = useDriverLocation(
    { ...args, hash: trip.shareHash },
    {
      poll: pollsDriver(trip),
      showKept: showsKeptPosition(trip),
    },
  );
  const rider = useRiderPosition();
  const route = useMemo(() => trackingRoute(trip.routing), [trip.routing]);
  const sentence = whereaboutsText(trip, whereabouts);
  const position = shownPosition(trip, whereabouts);
  const stale = whereabouts.kind === 'stale' || whereabouts.kind === 'stored';
  const live: LiveMarkers = {
    driver: position && {
      lat: position.latitude,
      lng: position.longitude,
      heading: position.heading,
      stale,
    },
    rider,
  };
  const mapText = [
    position ? driverMarkerText(whereabouts) : '',
    rider ? 'your own position is shown' : '',
  ]
    .filter(Boolean)
    .join(', and ');
  const state = trip.reservationState;

  return (
    <>
      <p className="tracking-ride">
        <span>
          <Trans>RIDE #{trip.confirmationNumber}</Trans>
        </span>
      </p>
      <div className="tracking-status" role="status">
        <RideStatusLabel label={state.label} colour={state.colour} />
        {sentence && <p className="tracking-status__text">{sentence}</p>}
      </div>
      {trip.awaitsFeedback && (
        <Link
          className="button button--primary button--block"
          to={`/finalize-trip?${new URLSearchParams({ id: trip.id }).toString()}`}
        >
          <Trans>Tip and Rate Your Ride</Trans>
        </Link>
      )}
      {showEta && <EtaLine trip={trip} whereabouts={whereabouts} />}
      <MapPanel
        route={route}
        home={{ lat: company.latitude, lng: company.longitude }}
        live={live}
        liveDescription={mapText}
      />
      {position && <PositionAge recordedAt={position.recordedAt} stale={stale} />}
      <DriverCard trip={trip} />
      <RouteSummary routing={trip.routing} />
    </>
  );
}
