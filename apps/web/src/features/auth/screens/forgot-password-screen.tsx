import { validateForgotPassword } from '@ride/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { useCompany } from '../../../stores/company.ts';
import { ResetPasswordMutation } from '../api/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { resetRequestFailure } from '../lib/failure-messages.ts';
import '../components/auth.css';

const resetPasswordDocument = asDocument(ResetPasswordMutation);

function ForgotPasswordForm({ onSent }: { onSent(): void }) {
  const client = useClient();
  const { coid } = useCompany();
  const form = useForm({ email: '' }, validateForgotPassword);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  async function requestReset(values: { email: string }) {
    setFailure(null);
    const result = await client
      .mutation(
        resetPasswordDocument,
        { input: { email: values.email.trim(), companyId: coid } },
        // A retried request must not mail a second link that retires the first.
        idempotentContext(),
      )
      .toPromise();
    if (result.data?.resetPassword.isSuccessful) onSent();
    else setFailure(resetRequestFailure(result.error));
  }

  return (
    <>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <p className="muted">
        <Trans>Enter the email of your account and we will send you a reset link.</Trans>
      </p>
      <form className="form-stack" noValidate onSubmit={form.onSubmit(requestReset)}>
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton label={t`Reset Password`} disabled={form.disabled} busy={form.busy} />
      </form>
    </>
  );
}

/** /forgot-password: after a submit the form is replaced by the text above. */
export default function ForgotPasswordScreen() {
  const [sent, setSent] = useState(false);
  return (
    <section className="screen">
      <ScreenTitle />
      {sent ? (
        <StatusMessage>
          {/* Spec part 1 §2: the same words whether or not the account exists. */}
          <p>
            <Trans>If account exists, an email will be sent with further instructions</Trans>
          </p>
        </StatusMessage>
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
      <div className="auth-links">
        <p>
          <Link to="/login">
            <Trans>Back to Sign In</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
