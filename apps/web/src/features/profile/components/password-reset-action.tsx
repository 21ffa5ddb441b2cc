import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClient } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { useCompany } from '../../../stores/company.ts';
import { ProfilePasswordResetMutation } from '../api/profile.ts';
import { profileFailure } from '../lib/profile-failure.ts';

const resetDocument = asDocument(ProfilePasswordResetMutation);
/** Spec part 2 §2, "Profile". */
const RESET_LINK_SENT_TEXT = msg`We sent a link to reset your password to your email`;

/** Mails the rider the real reset link (the forgot-password flow), to the address on file. */
export function PasswordResetAction({ email }: { email: string }) {
  const { t } = useLingui();
  const client = useClient();
  const { coid } = useCompany();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    if (state !== 'idle') return;
    setState('sending');
    setFailure(null);
    const result = await client
      .mutation(resetDocument, { input: { email, companyId: coid } }, idempotentContext())
      .toPromise();
    if (result.data?.resetPassword.isSuccessful) {
      setState('sent');
      return;
    }
    setState('idle');
    setFailure(
      profileFailure(result.error, t`We could not send the reset link. Please try again.`),
    );
  }

  return (
    <div className="profile-section">
      <h2 className="profile-section__title">
        <Trans>Password</Trans>
      </h2>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <p role="status" className="profile-section__status">
        {state === 'sent' ? t(RESET_LINK_SENT_TEXT) : ''}
      </p>
      {state !== 'sent' && (
        <button
          type="button"
          className="button button--secondary button--block"
          aria-busy={state === 'sending'}
          onClick={() => void send()}
        >
          <Trans>Reset Password</Trans>
        </button>
      )}
    </div>
  );
}
