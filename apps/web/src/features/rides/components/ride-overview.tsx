import type { ReactNode } from 'react';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { TripFacts } from './trip-facts.tsx';
import { TripRoute } from './trip-route.tsx';

/**
 * What ride details and the shared view both show (spec part 2 §2): the status, Your Trip, the
 * facts of the ride, Price Breakdown and TRIP TOTAL. `statusAction` sits beside the status.
 */
export function RideOverview({
  trip,
  timeZone,
  statusAction,
}: {
  trip: DetailsTrip;
  timeZone: string;
  statusAction?: ReactNode;
}) {
  const state = trip.reservationState;
  return (
    <>
      <div className="ride-details__status">
        {state.label && (
          <span className={`ride-status ride-status--${state.colour}`}>{state.label}</span>
        )}
        {statusAction}
      </div>
      <section className="ride-section" aria-label="Your Trip">
        <h2 className="ride-section__title">Your Trip</h2>
        <TripRoute routing={trip.routing} />
      </section>
      <TripFacts trip={trip} timeZone={timeZone} />
      <PriceBreakdown trip={trip} />
    </>
  );
}
