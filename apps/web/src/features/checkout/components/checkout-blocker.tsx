import { Link } from 'react-router';
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
