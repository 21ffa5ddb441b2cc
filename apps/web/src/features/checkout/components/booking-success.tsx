import { cardBrandLabel, maskedCardNumber } from '@ride/domain';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import type { CheckedOut } from '../hooks/use-checkout.ts';

/**
 * What replaces the checkout once the ride is booked (or a booked ride changed): the
 * confirmation number, said first; then a new booking, or the changed ride, is one tap away.
 */
export function BookingSuccess({ reservation }: { reservation: CheckedOut }) {
  const { changed } = reservation;
  return (
    <StatusMessage>
      <p className="form-status__title">
        {changed ? 'Your Ride Has Been Updated' : 'Your Ride Is Booked'}
      </p>
      <p className="booking-success__label">Confirmation Number</p>
      <p className="booking-success__number" data-testid="confirmation-number">
        {reservation.confirmationNumber}
      </p>
      <p>
        Held on {cardBrandLabel(reservation.payment.cardBrand)}{' '}
        {maskedCardNumber(reservation.payment.lastDigits)}. We have e-mailed you the
        {changed ? ' new' : ''} details.
      </p>
      {reservation.accountCreated && (
        <p>Your account was created: sign in with your e-mail and password next time.</p>
      )}
      {changed ? (
        <Link
          className="button button--primary button--block"
          to={`/my-rides/details?id=${encodeURIComponent(reservation.id)}`}
        >
          VIEW RIDE
        </Link>
      ) : (
        <Link className="button button--primary button--block" to="/book">
          BOOK A RIDE
        </Link>
      )}
    </StatusMessage>
  );
}
