import { validateResetPassword } from '@ride/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { clearAuth } from '../../../stores/auth.ts';
import { useCompany } from '../../../stores/company.ts';
import { CompletePasswordResetMutation } from '../api/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { isResetLinkRefused, passwordChangeFailure } from '../lib/failure-messages.ts';

const completeResetDocument = asDocument(CompletePasswordResetMutation);

type Outcome = 'changed' | 'refused' | null;

function NewPasswordForm({ token, onDone }: { token: string; onDone(outcome: Outcome): void }) {
  const client = useClient();
  const { coid } = useCompany();
  const form = useForm({ password: '' }, validateResetPassword);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  async function changePassword(values: { password: string }) {
    setFailure(null);
    // No retries: the token is spent by the first attempt that arrives.
    const result = await client
      .mutation(completeResetDocument, {
        input: { token, password: values.password, companyId: coid },
      })
      .toPromise();
    if (result.data?.completePasswordReset.isSuccessful) {
      // The server has ended every session of the account, this browser's included.
      clearAuth();
      onDone('changed');
    } else if (isResetLinkRefused(result.error)) {
      onDone('refused');
    } else {
      setFailure(passwordChangeFailure(result.error));
    }
  }

  return (
    <>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form className="form-stack" noValidate onSubmit={form.onSubmit(changePassword)}>
        <TextField
          label={t`New Password`}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <SubmitButton label={t`Change Password`} disabled={form.disabled} busy={form.busy} />
      </form>
    </>
  );
}

/** /reset-password?token=…&coid=…: the screen the reset mail links to. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'refused');
  return (
    <section className="screen">
      <ScreenTitle />
      {outcome === 'changed' && (
        <StatusMessage>
          <p>
            <Trans>Your password has been changed. Please sign in with your new password.</Trans>
          </p>
          <Link to="/login" className="button button--primary button--block">
            <Trans>Sign In</Trans>
          </Link>
        </StatusMessage>
      )}
      {outcome === 'refused' && (
        <StatusMessage>
          <p>
            <Trans>
              This password reset link is invalid or has expired. Please request a new one.
            </Trans>
          </p>
          <Link to="/forgot-password" className="button button--primary button--block">
            <Trans>Request a new link</Trans>
          </Link>
        </StatusMessage>
      )}
      {outcome === null && <NewPasswordForm token={token} onDone={setOutcome} />}
    </section>
  );
}
