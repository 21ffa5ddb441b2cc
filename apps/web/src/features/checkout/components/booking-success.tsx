import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { cardBrandLabel, formatPrice, maskedCardNumber } from '@ride/domain';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useAuth } from '../../../stores/auth.ts';
import { PushOptIn } from '../../notices/index.ts';
import { BookedRide } from '../../rides/index.ts';
import type { CheckedOut } from '../hooks/use-checkout.ts';

/**
 * What the checkout screen becomes once the ride is booked (or a booked ride changed): its title
 * says so, the confirmation number is said first, then the ride as booked (when, where, vehicle,
 * total, card) with TRACK once under way, View Ride and Add to Calendar. A guest is told that
 * the booking mail holds the link to view the ride and to cancel it.
 */
export function BookingSuccess({ reservation }: { reservation: CheckedOut }) {
  const { changed } = reservation;
  const { signedIn } = useAuth();
  const { t } = useLingui();
  const card = `${cardBrandLabel(reservation.payment.cardBrand)} ${maskedCardNumber(reservation.payment.lastDigits)}`;
  return (
    <section className="screen booked">
      <ScreenTitle>{changed ? t`Your Ride Has Been Updated` : t`Your Ride Is Booked`}</ScreenTitle>
      <StatusMessage>
        <p className="booking-success__label">
          <Trans>Confirmation Number</Trans>
        </p>
        <p className="booking-success__number" data-testid="confirmation-number">
          {reservation.confirmationNumber}
        </p>
        <p>
          {changed
            ? signedIn
              ? t`Held on ${card}. We have e-mailed you the new details.`
              : t`Held on ${card}. We have e-mailed you the new details, with a link to view your ride and to cancel it while it can be cancelled online.`
            : signedIn
              ? t`Held on ${card}. We have e-mailed you the details.`
              : t`Held on ${card}. We have e-mailed you the details, with a link to view your ride and to cancel it while it can be cancelled online.`}
        </p>
        {reservation.accountCreated && (
          <p>
            <Trans>
              Your account was created: sign in with your e-mail and password next time.
            </Trans>
          </p>
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
