import { validateSignUp, type SignUpValues } from '@ride/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { useCompany } from '../../../stores/company.ts';
import { CreateAccountMutation } from '../api/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PersonNameFields } from '../../../components/ui/person-name-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { signUpFailure } from '../lib/failure-messages.ts';
import '../components/auth.css';

const createAccountDocument = asDocument(CreateAccountMutation);
const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

function SignUpForm({ onCreated }: { onCreated(): void }) {
  const client = useClient();
  const { coid } = useCompany();
  const form = useForm(EMPTY, validateSignUp);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  async function register(values: SignUpValues) {
    setFailure(null);
    const result = await client
      .mutation(
        createAccountDocument,
        {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            password: values.password,
            companyId: coid,
          },
        },
        // One key per press: a retried request cannot create a second account.
        idempotentContext(),
      )
      .toPromise();
    if (result.data?.createNewAccountUser.id) onCreated();
    else setFailure(signUpFailure(result.error));
  }

  return (
    <>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form className="form-stack" noValidate onSubmit={form.onSubmit(register)}>
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <SubmitButton label={t`Register`} disabled={form.disabled} busy={form.busy} />
      </form>
      <div className="auth-links">
        <p>
          <Trans>
            Already have an account? <Link to="/login">Sign In</Link>
          </Trans>
        </p>
      </div>
    </>
  );
}

/** /sign-up (spec part 1 §2): only where the company allows account creation (§5). */
export default function SignUpScreen() {
  const company = useCompany();
  const [created, setCreated] = useState(false);
  const companyName = company.name;
  return (
    <section className="screen">
      <ScreenTitle />
      {!company.isCreateAccountAllowed ? (
        <div className="form-status">
          <p>
            <Trans>Registration is not available for {companyName}.</Trans>
          </p>
          <p>
            <Trans>
              If you already have an account, <Link to="/login">Sign In</Link>.
            </Trans>
          </p>
        </div>
      ) : created ? (
        <StatusMessage>
          <p className="form-status__title">
            <Trans>Account Created</Trans>
          </p>
          <Link to="/login" className="button button--primary button--block">
            <Trans>Sign In</Trans>
          </Link>
        </StatusMessage>
      ) : (
        <SignUpForm onCreated={() => setCreated(true)} />
      )}
    </section>
  );
}
