import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { hasAddress } from '@ride/domain';
import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { NoticePreferences } from '../../notices/index.ts';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { PasswordResetAction } from '../components/password-reset-action.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { useProfile } from '../hooks/use-profile.ts';
import '../components/profile.css';

/**
 * /profile (spec part 2 §2, "Profile"; docs/decisions/0042): the rider's details with the way to
 * edit them (/EditProfile), the billing address screens and the reset-link request.
 */
export default function ProfileScreen() {
  const { t } = useLingui();
  const { profile, fetching, error, retry } = useProfile();
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState
        fetching={fetching && !profile}
        error={error}
        what={t`your profile`}
        onRetry={retry}
      />
      {profile && (
        <>
          <ProfileDetails profile={profile} />
          <Link to="/EditProfile" className="button button--primary button--block">
            <Trans>Edit Profile</Trans>
          </Link>
          <div className="profile-section">
            <h2 className="profile-section__title">
              <Trans>Billing Address</Trans>
            </h2>
            <p className="muted">
              <Trans>The address your saved cards are billed to.</Trans>
            </p>
            {hasAddress(profile.address) ? (
              <Link
                to="/BillingAddressForCreditcards/edit"
                className="button button--secondary button--block"
              >
                <Trans>Edit Billing Address</Trans>
              </Link>
            ) : (
              <Link
                to="/BillingAddressForCreditcards/create"
                className="button button--secondary button--block"
              >
                <Trans>Add Billing Address</Trans>
              </Link>
            )}
          </div>
          <Suspense fallback={null}>
            <NoticePreferences />
          </Suspense>
          <PasswordResetAction email={profile.email} />
        </>
      )}
    </section>
  );
}
