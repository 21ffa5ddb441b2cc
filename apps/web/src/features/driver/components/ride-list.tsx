import { rideStatusWords } from '@ride/domain';
import { rideCardView, type DriverRide } from '../lib/ride-card.ts';

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
        Your rides
      </h2>
      {rides.length === 0 ? (
        <p className="muted">No rides are assigned to you.</p>
      ) : (
        <ul className="driver-rides">
          {rides.map((ride) => {
            const view = rideCardView(ride, timeZone);
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
                      {rideStatusWords(state.type, true)}
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
                    Call {view.passenger}
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
