import { Trans, useLingui } from '@lingui/react/macro';
import { validateSignIn } from '@ride/domain';
import { useState } from 'react';
import { useClient } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { driverLoginDocument } from '../api/driver-session.ts';
import { saveDriverAuth } from '../lib/driver-auth.ts';
import { signInFailureText } from '../lib/driver-failures.ts';

/**
 * The driver's own sign-in: the riders' form rules (validateSignIn), a staff account
 * (COMPANY_USER) of this company, and tokens stored apart from the rider's.
 */
export function DriverSignIn() {
  const { t } = useLingui();
  const client = useClient();
  const company = useCompany();
  const companyName = company.name;
  const form = useForm({ email: '', password: '' }, validateSignIn);
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn(values: { email: string; password: string }) {
    setFailure(null);
    const result = await client
      .mutation(driverLoginDocument, {
        input: {
          username: values.email.trim(),
          password: values.password,
          companyId: company.coid,
          typeOfUser: 'COMPANY_USER',
        },
      })
      .toPromise();
    const tokens = result.data?.login;
    if (!tokens) {
      setFailure(signInFailureText(result.error));
      return;
    }
    saveDriverAuth({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
    });
  }

  return (
    <>
      <p className="muted">
        <Trans>Sign in with your {companyName} driver account.</Trans>
      </p>
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
    </>
  );
}
