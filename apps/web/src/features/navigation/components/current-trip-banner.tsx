import { Link } from 'react-router';

/**
 * Minutes left of the rider's trip in progress (spec part 1 §2, "Header"); once the ride is
 * complete, the way to its post-trip screen through /current-trip.
 */
export function CurrentTripBanner({
  minutesLeft,
  completed,
}: {
  minutesLeft: number;
  completed: boolean;
}) {
  return (
    <Link to="/current-trip" className="current-trip-banner">
      <span>Current Trip</span>
      <span className="current-trip-banner__time">
        {completed ? 'Ride complete' : `${minutesLeft} mins`}
      </span>
    </Link>
  );
}
