import { Suspense } from 'react';
import { cardBrandLabel, formatPrice, maskedCardNumber } from '@ride/domain';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useAuth } from '../../../stores/auth.ts';
import { PushOptIn } from '../../notices/index.ts';
import { BookedRide } from '../../rides/index.ts';
import type { CheckedOut } from '../hooks/use-checkout.ts';

export const BOOKED_TITLE = 'Your Ride Is Booked';
export const UPDATED_TITLE = 'Your Ride Has Been Updated';

/**
 * What the checkout screen becomes once the ride is booked (or a booked ride changed): its title
 * says so, the confirmation number is said first, then the ride as booked (when, where, vehicle,
 * total, card) with TRACK once under way, View Ride and Add to Calendar. A guest is told that
 * the booking mail holds the link to view the ride and to cancel it.
 */
export function BookingSuccess({ reservation }: { reservation: CheckedOut }) {
  const { changed } = reservation;
  const { signedIn } = useAuth();
  const card = `${cardBrandLabel(reservation.payment.cardBrand)} ${maskedCardNumber(reservation.payment.lastDigits)}`;
  return (
    <section className="screen booked">
      <ScreenTitle>{changed ? UPDATED_TITLE : BOOKED_TITLE}</ScreenTitle>
      <StatusMessage>
        <p className="booking-success__label">Confirmation Number</p>
        <p className="booking-success__number" data-testid="confirmation-number">
          {reservation.confirmationNumber}
        </p>
        <p>
          Held on {card}. We have e-mailed you the{changed ? ' new' : ''} details
          {signedIn
            ? '.'
            : ', with a link to view your ride and to cancel it while it can be cancelled online.'}
        </p>
        {reservation.accountCreated && (
          <p>Your account was created: sign in with your e-mail and password next time.</p>
        )}
      </StatusMessage>
      <BookedRide
        id={reservation.id}
        shareHash={reservation.shareHash}
        signedIn={signedIn}
        total={formatPrice(
          reservation.totalPrice,
          reservation.currencySymbol,
          reservation.currencyCode,
        )}
        card={card}
      />
      <Suspense fallback={null}>
        <PushOptIn ride={{ id: reservation.id, hash: reservation.shareHash }} />
      </Suspense>
      <Link className="button button--secondary button--block booked__again" to="/book">
        BOOK A RIDE
      </Link>
    </section>
  );
}
