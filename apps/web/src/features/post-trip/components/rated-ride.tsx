import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import type { DetailsTrip, OwnTrip } from '../../rides/index.ts';
import { driverName, priceText } from '../lib/post-trip.ts';

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
  const driver = driverName(trip);
  const stars = `${feedback.rating} ${feedback.rating === 1 ? 'star' : 'stars'}`;
  const total = priceText(trip, trip.rates.totalPriceInMinorUnits + feedback.tipInMinorUnits);
  const tip = `${priceText(trip, feedback.tipInMinorUnits)}${feedback.tipPercent ? ` (${feedback.tipPercent}%)` : ''}`;
  return (
    <StatusMessage>
      <p className="form-status__title">
        {driver ? `Thank you for riding with ${driver}` : 'Thank you for your feedback'}
      </p>
      <p>You rated this ride {stars}.</p>
      <p>
        {feedback.tipInMinorUnits > 0
          ? `Your tip${driver ? ` for ${driver}` : ''}: ${tip}, ${total} in all.`
          : `No extra tip was added; the trip total is ${total}.`}
      </p>
      <Link to="/book/routing" className="button button--primary button--block">
        Book a Ride
      </Link>
    </StatusMessage>
  );
}
