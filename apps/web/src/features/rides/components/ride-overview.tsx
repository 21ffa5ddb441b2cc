import type { ReactNode } from 'react';
import { BOOKING_PATHS } from '../../booking/index.ts';
import { hasFlight, type DetailsTrip } from '../lib/ride-details-view.ts';
import { EditLink } from './edit-link.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { RideStatusLabel } from './ride-status-label.tsx';
import { Section, TripFacts } from './trip-facts.tsx';
import { TripRoute } from './trip-route.tsx';

/**
 * What ride details and the shared view both show (spec part 2 §2): the status, Your Trip, the
 * facts of the ride, Price Breakdown and TRIP TOTAL. `statusAction` sits beside the status; with
 * `onEdit` (a ride that may be changed), the sections carry their EDIT links.
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
  return (
    <>
      <div className="ride-details__status">
        <RideStatusLabel label={state.label} colour={state.colour} />
        {statusAction}
      </div>
      <Section
        title="Your Trip"
        edit={onEdit && <EditLink to={BOOKING_PATHS.routing} what="route" onEdit={onEdit} />}
      >
        <TripRoute routing={trip.routing} />
        {onEdit && hasFlight(trip.routing) && (
          <p className="ride-section__more">
            <EditLink to={BOOKING_PATHS.flightInfo} what="flight" onEdit={onEdit} />
          </p>
        )}
      </Section>
      <TripFacts trip={trip} timeZone={timeZone} onEdit={onEdit ?? null} />
      <PriceBreakdown trip={trip} />
    </>
  );
}
