import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { formatInstant } from '../../../lib/format.ts';

export interface UnassignedPickup {
  id: string;
  confirmationNumber: string;
  pickupAt: string;
  pickupSummary: string;
}

/**
 * The next 24 hours' rides without a driver, by pickup time: the text alternative of the map's
 * pickups.
 */
export function UnassignedPickups({
  rides,
  timeZone,
  selectedId,
  onSelect,
}: {
  rides: readonly UnassignedPickup[];
  timeZone: string;
  selectedId: string | null;
  onSelect(id: string | null): void;
}) {
  return (
    <section aria-labelledby="pickups-heading">
      <h2 id="pickups-heading">{t`Unassigned pickups, next 24 hours (${rides.length})`}</h2>
      {rides.length === 0 ? (
        <p>{t`Every ride in the next 24 hours has a driver.`}</p>
      ) : (
        <ul className="driver-list">
          {rides.map((ride) => (
            <li key={ride.id}>
              <Link to={`/dispatch/rides/${ride.id}`}>{t`Ride #${ride.confirmationNumber}`}</Link>
              {` · ${formatInstant(ride.pickupAt, timeZone)}`}
              <br />
              <span className="muted">{ride.pickupSummary}</span>
              <br />
              <RouteToggle
                id={ride.id}
                confirmationNumber={ride.confirmationNumber}
                selectedId={selectedId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Show route" for a ride, or "Hide route" when it is the one on the map. */
export function RouteToggle({
  id,
  confirmationNumber,
  selectedId,
  onSelect,
}: {
  id: string;
  confirmationNumber: string;
  selectedId: string | null;
  onSelect(id: string | null): void;
}) {
  const shown = id === selectedId;
  return (
    <button
      type="button"
      className="route-toggle"
      aria-pressed={shown}
      aria-label={
        shown
          ? t`Hide route of ride #${confirmationNumber}`
          : t`Show route of ride #${confirmationNumber}`
      }
      onClick={() => onSelect(shown ? null : id)}
    >
      {shown ? t`Hide route` : t`Show route`}
    </button>
  );
}
