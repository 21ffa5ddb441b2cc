import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { BOOKING_PATHS } from '../../booking/index.ts';
import type { Checkout } from '../hooks/use-checkout.ts';
import { noVehicle } from '../lib/checkout-paths.ts';
import { BookingSuccess } from './booking-success.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';

/** What keeps the trip from being booked yet, and the step that fixes it. */
export function CheckoutBlocker({
  message,
  fixAt,
  linkText,
}: {
  message: string;
  fixAt: string;
  linkText: string;
}) {
  return (
    <section className="screen booking-step">
      <ScreenTitle />
      <div role="alert" className="notice">
        <p>{message}</p>
      </div>
      <Link className="button button--primary button--block" to={fixAt}>
        {linkText}
      </Link>
    </section>
  );
}

/**
 * What a checkout screen shows instead of its form, or null: the booked ride, the missing
 * vehicle, or what stops the trip from being priced.
 */
export function checkoutInterruption(
  checkout: Pick<Checkout, 'booked' | 'quote'>,
  hasVehicle: boolean,
): ReactElement | null {
  if (checkout.booked) return <BookingSuccess reservation={checkout.booked} />;
  if (!hasVehicle) return <CheckoutBlocker {...noVehicle()} fixAt={BOOKING_PATHS.vehicles} />;
  if (checkout.quote.blocker) return <CheckoutBlocker {...checkout.quote.blocker} />;
  return null;
}
