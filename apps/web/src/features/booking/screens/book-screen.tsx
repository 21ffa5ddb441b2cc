import { DROPOFF_ID } from '@ride/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { IS_BRAND_PREVIEW } from '../../../lib/brand-preview-frame.ts';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useBranding } from '../../../stores/company.ts';
import { routeParts } from '../lib/route-items.ts';
import '../book-start.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The start of a booking (/book): the operator's call to action, a "Where to?" search for the
 * drop-off, the way into the route entry, and a way back into a booking already under way.
 */
export default function BookScreen() {
  const branding = useBranding();
  const { t } = useLingui();
  const form = useBookingForm();
  const { pickup, dropOff } = routeParts(form.route);
  const underWay = pickup.location !== null || dropOff.location !== null;
  // Inside the console's brand preview, the unsaved brand comes from the console.
  useEffect(() => {
    if (!IS_BRAND_PREVIEW) return undefined;
    let stop: (() => void) | undefined;
    void import('../../../lib/brand-preview.ts').then((m) => (stop = m.listenForBrandPreview()));
    return () => stop?.();
  }, []);
  return (
    <section className="screen book-start">
      {branding.logo && (
        <img className="book-start__logo" src={branding.logo} alt={branding.name} />
      )}
      {/* The operator's own words keep their own direction. */}
      <h1 tabIndex={-1} dir={branding.callToActionText ? 'auto' : undefined}>
        {branding.callToActionText || t`Where Can We Take You?`}
      </h1>
      <p className="muted">
        <Trans>Point-to-point, airport and hourly rides with {branding.name}.</Trans>
      </p>
      <Link to={`/book/search?for=${DROPOFF_ID}`} className="where-to">
        <span aria-hidden="true" className="where-to__dot" />
        <Trans>Where to?</Trans>
      </Link>
      {underWay && (
        <p className="book-start__resume">
          {dropOff.name && pickup.name ? (
            <Trans>
              Your booking so far: {pickup.name} to {dropOff.name}
            </Trans>
          ) : (
            <Trans>Your booking so far: {pickup.name || dropOff.name}</Trans>
          )}
        </p>
      )}
      <Link to="/book/routing" className="button button--primary button--block">
        {underWay ? <Trans>Continue Booking</Trans> : <Trans>Start Booking</Trans>}
      </Link>
    </section>
  );
}
