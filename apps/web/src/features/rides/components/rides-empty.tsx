import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { RidesTab } from '../lib/rides-tab.ts';

/** The empty tabs' texts, word for word (spec part 2 §2). */
export function RidesEmpty({ tab }: { tab: RidesTab }) {
  if (tab === 'upcoming') {
    return (
      <div className="rides-empty">
        <p className="rides-empty__title">
          <Trans>There Are No Upcoming Rides</Trans>
        </p>
        <p>
          <Trans>
            As soon as you book a ride, it will be available here for you to view, track, edit,
            cancel, share details or add to calendar.
          </Trans>
        </p>
        <Link to="/book/routing" className="button button--primary button--block">
          <Trans>BOOK A RIDE</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="rides-empty">
      <p className="rides-empty__title">
        <Trans>There Are No Past Rides</Trans>
      </p>
      <p>
        <Trans>
          Once you complete a ride, your ride details will be available here for you to view, share
          details or get the receipt.
        </Trans>
      </p>
    </div>
  );
}
