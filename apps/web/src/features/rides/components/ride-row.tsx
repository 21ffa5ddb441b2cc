import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const number = ride.confirmationNumber;
  const luggage = ride.luggageCount;
  const target = ride.inProgress
    ? `/tracking?id=${encodeURIComponent(ride.id)}`
    : `${listPath}/details?id=${encodeURIComponent(ride.id)}`;
  return (
    <li className="ride-row">
      <Link to={target} state={{ from: listPath }} className="ride-row__link">
        <span className="visually-hidden">
          <Trans>Ride #{number}, </Trans>
        </span>
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
          <span>
            <Trans>L {luggage}</Trans>
          </span>
          {ride.duration && <span>{ride.duration}</span>}
          <span className="ride-row__price">{ride.price}</span>
        </span>
        <RideStatusLabel label={ride.status.label} colour={ride.status.colour} />
      </Link>
      {ride.trackable && (
        <button
          type="button"
          className="button button--secondary ride-row__track"
          aria-label={t`Track ride #${number}`}
          onClick={() => onTrack(ride.id)}
        >
          <Trans>TRACK</Trans>
        </button>
      )}
    </li>
  );
}
