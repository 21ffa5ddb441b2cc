import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCompany } from '../../../stores/company.ts';
import { awaitsFeedback, feedbackPath, hasReceipt, receiptPath } from '../lib/receipt.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { shareText } from '../lib/ride-text.ts';
import { sharedRideUrl } from '../lib/shared-ride-link.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { ShareRideButton } from './share-ride-button.tsx';

/**
 * What the rides screens' empty texts promise beyond the spec: add to calendar (rides still to
 * come), share details and, for a completed ride, the receipt and, until they are in, the tip
 * and rating. A shared view offers the calendar
 * only: sharing on and receipts are the rider's.
 */
export function RideExtras({ trip }: { trip: DetailsTrip }) {
  const company = useCompany();
  const link = sharedRideUrl(window.location.origin, trip, company.coid);
  const owner = !trip.isSharedView;
  const { t } = useLingui();
  const number = trip.confirmationNumber;
  return (
    <div className="ride-actions">
      {!trip.reservationState.isTerminal && (
        <AddToCalendarButton
          trip={trip}
          companyName={company.name}
          timeZone={company.timeZone}
          link={link}
        />
      )}
      {owner && (
        <ShareRideButton
          data={{
            title: t`Ride #${number}`,
            text: shareText(trip, company.name, company.timeZone),
            url: link,
          }}
        />
      )}
      {owner && awaitsFeedback(trip) && (
        <Link className="button button--primary button--block" to={feedbackPath(trip.id)}>
          <Trans>Tip and Rate Your Ride</Trans>
        </Link>
      )}
      {owner && hasReceipt(trip) && (
        <Link className="button button--secondary button--block" to={receiptPath(trip.id)}>
          <Trans>Get Receipt</Trans>
        </Link>
      )}
    </div>
  );
}
