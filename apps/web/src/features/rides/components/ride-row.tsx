import { Link } from 'react-router';
import type { RideRowView } from '../lib/ride-row-view.ts';
import { RideStatusLabel } from './ride-status-label.tsx';

interface Props {
  ride: RideRowView;
  /** The list's own path: details open at {path}/details with it in the navigation state. */
  listPath: string;
  onTrack(id: string): void;
}

/** One ride of the rides list (spec part 2 §2); a ride in progress opens tracking instead. */
export function RideRow({ ride, listPath, onTrack }: Props) {
  const target = ride.inProgress
    ? `/tracking?id=${encodeURIComponent(ride.id)}`
    : `${listPath}/details?id=${encodeURIComponent(ride.id)}`;
  return (
    <li className="ride-row">
      <Link to={target} state={{ from: listPath }} className="ride-row__link">
        <span className="visually-hidden">Ride #{ride.confirmationNumber}, </span>
        <span className="ride-row__when">
          <span className="ride-row__time">{ride.time}</span>
          <span className="ride-row__date">{ride.date}</span>
        </span>
        <span className="ride-row__route">
          <span>{ride.pickup}</span>
          <span>{ride.dropOff}</span>
        </span>
        <span className="ride-row__meta">
          <span className="ride-row__rider">
            {ride.riderName}
            {ride.extraPassengers && <span> {ride.extraPassengers}</span>}
          </span>
          <span>L {ride.luggageCount}</span>
          {ride.duration && <span>{ride.duration}</span>}
          <span className="ride-row__price">{ride.price}</span>
        </span>
        <RideStatusLabel label={ride.status.label} colour={ride.status.colour} />
      </Link>
      {ride.trackable && (
        <button
          type="button"
          className="button button--secondary ride-row__track"
          aria-label={`Track ride #${ride.confirmationNumber}`}
          onClick={() => onTrack(ride.id)}
        >
          TRACK
        </button>
      )}
    </li>
  );
}
