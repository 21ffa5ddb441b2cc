import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BOOKING_PATHS } from '../../booking/index.ts';
import { hasFlight, isOwnTrip, type DetailsTrip } from '../lib/ride-details-view.ts';
import { AssignedDriver } from './assigned-driver.tsx';
import { EditLink } from './edit-link.tsx';
import { FlightProgress } from './flight-progress.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { RideStatusLabel } from './ride-status-label.tsx';
import { Section, TripFacts } from './trip-facts.tsx';
import { TripRoute } from './trip-route.tsx';

/**
 * What ride details and the shared view both show (spec part 2 §2): the status, the assigned
 * driver and car once there is one, Your Trip, an airport pickup's flight, the facts of the ride
 * and, for the rider's own
 * ride, Price Breakdown and TRIP TOTAL (a shared link carries no money). `statusAction` sits
 * beside the status; with `onEdit` (a ride that may be changed), the sections carry their EDIT
 * links.
 */
export function RideOverview({
  trip,
  timeZone,
  statusAction,
  onEdit,
}: {
  trip: DetailsTrip;
  timeZone: string;
  statusAction?: ReactNode;
  onEdit?: (() => void) | null;
}) {
  const state = trip.reservationState;
  const { t } = useLingui();
  return (
    <>
      <div className="ride-details__status">
        <RideStatusLabel label={state.label} colour={state.colour} />
        {statusAction}
      </div>
      <AssignedDriver trip={trip} />
      <Section
        title={t`Your Trip`}
        edit={onEdit && <EditLink to={BOOKING_PATHS.routing} what={t`route`} onEdit={onEdit} />}
      >
        <TripRoute routing={trip.routing} />
        {onEdit && hasFlight(trip.routing) && (
          <p className="ride-section__more">
            <EditLink to={BOOKING_PATHS.flightInfo} what={t`flight`} onEdit={onEdit} />
          </p>
        )}
      </Section>
      <FlightProgress trip={trip} timeZone={timeZone} />
      <TripFacts trip={trip} timeZone={timeZone} onEdit={onEdit ?? null} />
      {isOwnTrip(trip) && <PriceBreakdown trip={trip} />}
    </>
  );
}
