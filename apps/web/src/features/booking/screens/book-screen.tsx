import { Link } from 'react-router';
import { useBranding } from '../../../stores/company.ts';

/** The start of a booking: the operator's call to action and the way into the route entry. */
export default function BookScreen() {
  const branding = useBranding();
  return (
    <section className="screen book-start">
      {branding.logo && (
        <img className="book-start__logo" src={branding.logo} alt={branding.name} />
      )}
      <h1 tabIndex={-1}>{branding.callToActionText || 'Where can we take you?'}</h1>
      <p className="muted">Point-to-point, airport and hourly rides with {branding.name}.</p>
      <Link to="/book/routing" className="button button--primary button--block">
        Start Booking
      </Link>
    </section>
  );
}
