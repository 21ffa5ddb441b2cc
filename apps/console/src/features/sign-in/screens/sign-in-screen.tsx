import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import { emailError, isValidCoid, signInPasswordError } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { consoleAuth, lastCompany, useConsoleAuth } from '../../../lib/auth.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';

const signInDocument = graphql(`
  mutation consoleSignIn($input: LoginInfoInput!) {
    login(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

interface Problems {
  coid?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
}

/** Staff sign-in: the company's id, the staff user's e-mail and password. */
export function SignInScreen() {
  const auth = useConsoleAuth();
  const [params] = useSearchParams();
  const [coid, setCoid] = useState(() => params.get('coid') ?? lastCompany());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [result, signIn] = useMutation(signInDocument);
  const id = useId();
  const { t } = useLingui();

  if (auth) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const found: Problems = {
      coid: isValidCoid(coid.trim()) ? undefined : t`Enter your company ID.`,
      email: validationText(emailError(email.trim())),
      password: validationText(signInPasswordError(password)),
    };
    setProblems(found);
    if (found.coid || found.email || found.password) return;
    const answer = await signIn({
      input: {
        companyId: coid.trim(),
        username: email.trim(),
        password,
        typeOfUser: 'COMPANY_USER',
      },
    });
    const tokens = answer.data?.login;
    if (tokens) consoleAuth.save({ coid: coid.trim(), ...tokens });
  }

  const field = (name: keyof Problems) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof Problems) =>
    problems[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {problems[name]}
      </p>
    ) : null;

  return (
    <main className="sign-in">
      <h1>
        <Trans>Operator console</Trans>
      </h1>
      <form onSubmit={(event) => void submit(event)} noValidate className="card form">
        <div className="field">
          <label htmlFor={`${id}-coid`}>
            <Trans>Company ID</Trans>
          </label>
          <input
            {...field('coid')}
            value={coid}
            onChange={(e) => setCoid(e.target.value)}
            autoCapitalize="none"
            autoComplete="organization"
          />
          {fieldError('coid')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>
            <Trans>E-mail</Trans>
          </label>
          <input
            {...field('email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="username"
          />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>
            <Trans>Password</Trans>
          </label>
          <input
            {...field('password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
          {fieldError('password')}
        </div>
        <ErrorAlert error={result.error} />
        <button type="submit" className="primary" disabled={result.fetching}>
          {result.fetching ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
    </main>
  );
}
