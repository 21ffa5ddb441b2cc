import { formatClockTime } from '@ride/domain';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { Section } from './trip-facts.tsx';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** "Landed at 6:30 AM." or "Expected to land at 6:30 AM; your pickup moved to 7:00 AM." */
function landingText(landed: boolean, time: string, pickup: string | null): string {
  if (landed)
    return pickup ? t`Landed at ${time}; your pickup moved to ${pickup}.` : t`Landed at ${time}.`;
  return pickup
    ? t`Expected to land at ${time}; your pickup moved to ${pickup}.`
    : t`Expected to land at ${time}.`;
}

/**
 * An airport pickup's flight as the operator's flight watch last saw it (decision 88): its state,
 * the landing expected (or made), and the pickup it moved. A diverted or cancelled flight says
 * the operator will be in touch.
 */
export function FlightProgress({ trip, timeZone }: { trip: DetailsTrip; timeZone: string }) {
  const flight = trip.flight;
  useLingui(); // drawn again in another language
  if (!flight) return null;
  const landing = flight.landedAt ?? flight.expectedArrival;
  const moved = flight.bookedPickupAt !== trip.pickupAt;
  const at = (iso: string) => formatClockTime(new Date(iso), timeZone);
  const code = flight.code;
  const pickup = at(trip.pickupAt);
  return (
    <Section title={t`Flight ${code}`}>
      <p className="ride-strong">{flight.stateText}</p>
      {flight.isAlert ? (
        <p>
          <Trans>The operator follows your flight and will contact you about your pickup.</Trans>
        </p>
      ) : (
        landing && (
          <p>{landingText(Boolean(flight.landedAt), at(landing), moved ? pickup : null)}</p>
        )
      )}
    </Section>
  );
}
