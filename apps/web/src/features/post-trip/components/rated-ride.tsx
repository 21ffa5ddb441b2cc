import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import type { DetailsTrip } from '../../rides/index.ts';
import { priceText } from '../lib/post-trip.ts';

type Feedback = NonNullable<DetailsTrip['feedback']>;
type PricedTrip = Pick<DetailsTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

/** A ride rated already: what the rider left, instead of a second form. */
export function RatedRide({ trip, feedback }: { trip: PricedTrip; feedback: Feedback }) {
  const stars = `${feedback.rating} ${feedback.rating === 1 ? 'star' : 'stars'}`;
  const total = priceText(trip, trip.rates.totalPriceInMinorUnits + feedback.tipInMinorUnits);
  return (
    <StatusMessage>
      <p className="form-status__title">Thank you for your feedback</p>
      <p>You rated this ride {stars}.</p>
      <p>
        {feedback.tipInMinorUnits > 0
          ? `Your tip: ${priceText(trip, feedback.tipInMinorUnits)}${feedback.tipPercent ? ` (${feedback.tipPercent}%)` : ''}, ${total} in all.`
          : `No tip was added; the trip total is ${total}.`}
      </p>
      <Link to="/book/routing" className="button button--primary button--block">
        Book a Ride
      </Link>
    </StatusMessage>
  );
}
