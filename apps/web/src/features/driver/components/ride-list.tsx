import { Trans } from '@lingui/react/macro';
import { rideCardView, type DriverRide } from '../lib/ride-card.ts';
import { statusWords } from '../lib/status-steps.ts';

interface Props {
  rides: readonly DriverRide[];
  selectedId: string | null;
  timeZone: string;
  onSelect(rideId: string): void;
}

/** Every ride assigned to the driver that is not finished, earliest pickup first. */
export function RideList({ rides, selectedId, timeZone, onSelect }: Props) {
  return (
    <section className="driver-card" aria-labelledby="driver-rides-title">
      <h2 id="driver-rides-title" className="driver-card__title">
        <Trans>Your rides</Trans>
      </h2>
      {rides.length === 0 ? (
        <p className="muted">
          <Trans>No rides are assigned to you.</Trans>
        </p>
      ) : (
        <ul className="driver-rides">
          {rides.map((ride) => {
            const view = rideCardView(ride, timeZone);
            const { passenger } = view;
            const state = ride.reservationState;
            const selected = ride.id === selectedId;
            return (
              <li key={ride.id} className="driver-ride">
                <button
                  type="button"
                  className="driver-ride__select"
                  aria-pressed={selected}
                  onClick={() => onSelect(ride.id)}
                >
                  <span className="driver-ride__head">
                    <span className="driver-ride__number">#{ride.confirmationNumber}</span>
                    <span className={`driver-status driver-status--${state.colour}`}>
                      {statusWords(state.type)}
                    </span>
                  </span>
                  <span className="driver-ride__when">{view.pickupWhen}</span>
                  <span>{view.passenger}</span>
                  <span className="driver-ride__route">
                    {view.pickup} → {view.dropOff}
                  </span>
                </button>
                {view.phoneHref && (
                  <a href={view.phoneHref} className="driver-phone driver-ride__call">
                    <Trans>Call {passenger}</Trans>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
