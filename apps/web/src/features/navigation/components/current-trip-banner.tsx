import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

interface Props {
  minutesLeft: number;
  completed: boolean;
  /** The ride's status label (status table) and its colour. */
  statusLabel: string;
  statusColour: string;
  /** The car to look out for; empty until the ride has one. */
  car: string;
}

/**
 * The rider's trip in progress (spec part 1 §2, "Header"): its status, its car and the minutes
 * left, as one tap target to /current-trip; once the ride is complete, the way to its post-trip
 * screen.
 */
export function CurrentTripBanner({
  minutesLeft,
  completed,
  statusLabel,
  statusColour,
  car,
}: Props) {
  const { t } = useLingui();
  return (
    <Link to="/current-trip" className="current-trip-banner">
      <span className="current-trip-banner__main">
        <span className="current-trip-banner__title">
          <Trans>Current Trip</Trans>
        </span>
        {!completed && statusLabel && (
          <span
            className={`current-trip-banner__status current-trip-banner__status--${statusColour}`}
          >
            {statusLabel}
          </span>
        )}
        {!completed && car && <span className="current-trip-banner__car">{car}</span>}
      </span>
      <span className="current-trip-banner__time">
        {completed ? t`Ride complete` : t`${minutesLeft} mins`}
      </span>
      <span className="current-trip-banner__chevron icon--directional" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
