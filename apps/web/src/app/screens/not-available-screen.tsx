import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '../../components/ui/screen-title.tsx';
import { useAuth } from '../../stores/auth.ts';
import { useCompany } from '../../stores/company.ts';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** What each stub of spec part 2 §2 would do, and what the rider can do instead. */
const SENTENCES: Record<string, (company: string) => string> = {
  '/PaymentDetails': (company) =>
    t`Entering payment details on a separate page is not available for ${company}; cards are added under Payments or when you book.`,
  '/SocialSignIn': (company) =>
    t`Connecting with Facebook is not available for ${company}; please sign in with your email and password.`,
};

/**
 * The spec's stubs (/PaymentDetails, /SocialSignIn; docs/decisions/0042): an honest page that
 * says the feature is not offered here and leads back, rather than a placeholder or a dead end.
 */
export default function NotAvailableScreen() {
  const { pathname } = useLocation();
  const { signedIn } = useAuth();
  useLingui(); // drawn again in another language
  const company = useCompany().name || t`this operator`;
  const sentence =
    SENTENCES[pathname]?.(company) ?? t`This feature is not available for ${company}.`;
  return (
    <section className="screen">
      <ScreenTitle />
      <p>{sentence}</p>
      <Link to="/book" className="button button--primary button--block">
        <Trans>Book a Ride</Trans>
      </Link>
      {signedIn ? (
        <Link to="/profile" className="button button--secondary button--block">
          <Trans>Go to Your Profile</Trans>
        </Link>
      ) : (
        <Link to="/login" className="button button--secondary button--block">
          <Trans>Sign In</Trans>
        </Link>
      )}
    </section>
  );
}
