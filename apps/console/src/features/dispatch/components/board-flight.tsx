import { t } from '@lingui/core/macro';
import type { BoardRide } from '../lib/board-state.ts';
import { formatPickup } from '../lib/dispatch-format.ts';

/**
 * An airport pickup's flight on its board row (decision 88): the code, the state, the landing
 * expected or made and, when the pickup moved, the one booked. A diverted or cancelled flight is a
 * badge the dispatcher cannot miss.
 */
export function BoardFlight({ ride, timeZone }: { ride: BoardRide; timeZone: string }) {
  const flight = ride.flight;
  if (!flight) return null;
  const landing = flight.landedAt ?? flight.expectedArrival;
  const at = (iso: string) => formatPickup(iso, timeZone, false);
  return (
    <p className="board-ride__flight">
      {t`Flight ${flight.code}`} ·{' '}
      {flight.isAlert ? (
        <span className="badge badge--alert">{flight.stateText}</span>
      ) : (
        flight.stateText
      )}
      {!flight.isAlert && landing
        ? ` · ${flight.landedAt ? t`landed ${at(landing)}` : t`lands ${at(landing)}`}`
        : ''}
      {flight.bookedPickupAt !== ride.pickupAt ? (
        <span className="muted"> · {t`booked for ${at(flight.bookedPickupAt)}`}</span>
      ) : null}
    </p>
  );
}
