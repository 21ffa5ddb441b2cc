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
export const RESET_LINK_SENT_TEXT = 'We sent a link to reset your password to your email';

/** Mails the rider the real reset link (the forgot-password flow), to the address on file. */
export function PasswordResetAction({ email }: { email: string }) {
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
    setFailure(profileFailure(result.error, 'We could not send the reset link. Please try again.'));
  }

  return (
    <div className="profile-section">
      <h2 className="profile-section__title">Password</h2>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <p role="status" className="profile-section__status">
        {state === 'sent' ? RESET_LINK_SENT_TEXT : ''}
      </p>
      {state !== 'sent' && (
        <button
          type="button"
          className="button button--secondary button--block"
          aria-busy={state === 'sending'}
          onClick={() => void send()}
        >
          Reset Password
        </button>
      )}
    </div>
  );
}
