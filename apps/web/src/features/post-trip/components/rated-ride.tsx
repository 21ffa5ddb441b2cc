import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import type { DetailsTrip, OwnTrip } from '../../rides/index.ts';
import { driverName, priceText, starsText } from '../lib/post-trip.ts';

type Feedback = Pick<
  NonNullable<DetailsTrip['feedback']>,
  'tipPercent' | 'tipInMinorUnits' | 'rating'
>;
type RatedTrip = Pick<OwnTrip, 'rates' | 'currencySymbol' | 'currencyCode' | 'drivers'>;

/**
 * The thank-you once the rider's tip and rating are in (just sent, or on a later visit), naming
 * the driver they go to, instead of a second form.
 */
export function RatedRide({ trip, feedback }: { trip: RatedTrip; feedback: Feedback }) {
  const { t } = useLingui();
  const driver = driverName(trip);
  const stars = starsText(feedback.rating);
  const total = priceText(trip, trip.rates.totalPriceInMinorUnits + feedback.tipInMinorUnits);
  const tip = `${priceText(trip, feedback.tipInMinorUnits)}${feedback.tipPercent ? ` (${feedback.tipPercent}%)` : ''}`;
  return (
    <StatusMessage>
      <p className="form-status__title">
        {driver ? t`Thank you for riding with ${driver}` : t`Thank you for your feedback`}
      </p>
      <p>
        <Trans>You rated this ride {stars}.</Trans>
      </p>
      <p>
        {feedback.tipInMinorUnits === 0
          ? t`No extra tip was added; the trip total is ${total}.`
          : driver
            ? t`Your tip for ${driver}: ${tip}, ${total} in all.`
            : t`Your tip: ${tip}, ${total} in all.`}
      </p>
      <Link to="/book/routing" className="button button--primary button--block">
        <Trans>Book a Ride</Trans>
      </Link>
    </StatusMessage>
  );
}
