import { formatClockTime } from '@ride/domain';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { Section } from './trip-facts.tsx';

/**
 * An airport pickup's flight as the operator's flight watch last saw it (decision 88): its state,
 * the landing expected (or made), and the pickup it moved. A diverted or cancelled flight says
 * the operator will be in touch.
 */
export function FlightProgress({ trip, timeZone }: { trip: DetailsTrip; timeZone: string }) {
  const flight = trip.flight;
  if (!flight) return null;
  const landing = flight.landedAt ?? flight.expectedArrival;
  const moved = flight.bookedPickupAt !== trip.pickupAt;
  const at = (iso: string) => formatClockTime(new Date(iso), timeZone);
  return (
    <Section title={`Flight ${flight.code}`}>
      <p className="ride-strong">{flight.stateText}</p>
      {flight.isAlert ? (
        <p>The operator follows your flight and will contact you about your pickup.</p>
      ) : (
        landing && (
          <p>
            {flight.landedAt ? 'Landed at ' : 'Expected to land at '}
            {at(landing)}
            {moved && `; your pickup moved to ${at(trip.pickupAt)}`}.
          </p>
        )
      )}
    </Section>
  );
}
