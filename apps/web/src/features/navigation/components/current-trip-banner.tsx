import { Link } from 'react-router';

/** Minutes left of the rider's trip in progress (spec part 1 §2, "Header"). */
export function CurrentTripBanner({ minutesLeft }: { minutesLeft: number }) {
  return (
    <Link to="/current-trip" className="current-trip-banner">
      <span>Current Trip</span>
      <span className="current-trip-banner__time">{minutesLeft} mins</span>
    </Link>
  );
}
