import { Link } from 'react-router';
import type { RidesTab } from '../lib/rides-tab.ts';

/** The empty tabs' texts, word for word (spec part 2 §2). */
export function RidesEmpty({ tab }: { tab: RidesTab }) {
  if (tab === 'upcoming') {
    return (
      <div className="rides-empty">
        <p className="rides-empty__title">There Are No Upcoming Rides</p>
        <p>
          As soon as you book a ride, it will be available here for you to view, track, edit,
          cancel, share details or add to calendar.
        </p>
        <Link to="/book/routing" className="button button--primary button--block">
          BOOK A RIDE
        </Link>
      </div>
    );
  }
  return (
    <div className="rides-empty">
      <p className="rides-empty__title">There Are No Past Rides</p>
      <p>
        Once you complete a ride, your ride details will be available here for you to view, share
        details or get the receipt.
      </p>
    </div>
  );
}
