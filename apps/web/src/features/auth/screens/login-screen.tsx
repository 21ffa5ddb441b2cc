import { validateSignIn } from '@ride/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { startSession, takeRedirectUrl } from '../../../stores/auth.ts';
import { useCompany } from '../../../stores/company.ts';
import { SignInMutation } from '../api/account.ts';
import { fetchSessionValues } from '../api/session-calls.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { signInFailure } from '../lib/failure-messages.ts';
import { redirectAfterSignIn } from '../lib/redirect-target.ts';
import '../components/auth.css';

const signInDocument = asDocument(SignInMutation);

/** /login (spec part 1 §2, "Sign-in, sign-up, forgot-password screens"). */
export default function LoginScreen() {
  const client = useClient();
  const company = useCompany();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ email: '', password: '' }, validateSignIn);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  async function signIn(values: { email: string; password: string }) {
    setFailure(null);
    const result = await client
      .mutation(signInDocument, {
        input: {
          username: values.email.trim(),
          password: values.password,
          companyId: company.coid,
          typeOfUser: 'ACCOUNT_USER',
        },
      })
      .toPromise();
    const tokens = result.data?.signIn;
    if (!tokens) {
      setFailure(signInFailure(result.error));
      return;
    }
    // The header greets the rider by name from the first frame after sign-in.
    const session = await fetchSessionValues(client, tokens.accessToken);
    const from = (location.state as { from?: unknown } | null)?.from;
    const target = redirectAfterSignIn(from, takeRedirectUrl(), window.location.origin);
    startSession(
      {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresIn: tokens.expiresIn,
      },
      session ?? undefined,
      Date.now(),
    );
    void navigate(target, { replace: true });
  }

  return (
    <section className="screen">
      <ScreenTitle />
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form className="form-stack" noValidate onSubmit={form.onSubmit(signIn)}>
        <TextField label={t`Email`} type="email" autoComplete="username" {...form.field('email')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <SubmitButton label={t`Sign In`} disabled={form.disabled} busy={form.busy} />
      </form>
      <div className="auth-links">
        <p>
          <Link to="/forgot-password">
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        {company.isCreateAccountAllowed && (
          <p>
            <Trans>
              Don’t have an account? <Link to="/sign-up">Register</Link>
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
