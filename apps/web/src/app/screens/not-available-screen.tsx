import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '../../components/ui/screen-title.tsx';
import { useAuth } from '../../stores/auth.ts';
import { useCompany } from '../../stores/company.ts';

/** What each stub of spec part 2 §2 would do, and what the rider can do instead. */
const SENTENCES: Record<string, (company: string) => string> = {
  '/PaymentDetails': (company) =>
    `Entering payment details on a separate page is not available for ${company}; cards are added under Payments or when you book.`,
  '/SocialSignIn': (company) =>
    `Connecting with Facebook is not available for ${company}; please sign in with your email and password.`,
};

/**
 * The spec's stubs (/PaymentDetails, /SocialSignIn; docs/decisions/0042): an honest page that
 * says the feature is not offered here and leads back, rather than a placeholder or a dead end.
 */
export default function NotAvailableScreen() {
  const { pathname } = useLocation();
  const { signedIn } = useAuth();
  const company = useCompany().name || 'this operator';
  const sentence =
    SENTENCES[pathname]?.(company) ?? `This feature is not available for ${company}.`;
  return (
    <section className="screen">
      <ScreenTitle />
      <p>{sentence}</p>
      <Link to="/book" className="button button--primary button--block">
        Book a Ride
      </Link>
      {signedIn ? (
        <Link to="/profile" className="button button--secondary button--block">
          Go to Your Profile
        </Link>
      ) : (
        <Link to="/login" className="button button--secondary button--block">
          Sign In
        </Link>
      )}
    </section>
  );
}
