import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  firstNameError,
  lastNameError,
  signUpPasswordError,
  VALIDATION_MESSAGES,
} from '@ride/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { StaffRole } from '../../../gql/graphql.ts';
import { consoleAuth } from '../../../lib/auth.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';

const invitationDocument = graphql(`
  query consoleStaffInvitation($coid: String!, $token: String!) {
    staffInvitation(coid: $coid, token: $token) {
      email
      role
      companyName
    }
  }
`);

const acceptDocument = graphql(`
  mutation consoleAcceptInvitation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

/** "… to join as an admin": the invitation's words for each role. */
function invitedAs(company: ReactNode, email: ReactNode, role: StaffRole): ReactNode {
  switch (role) {
    case 'ADMIN':
      return (
        <Trans>
          {company} invites {email} to join as an admin.
        </Trans>
      );
    case 'DISPATCHER':
      return (
        <Trans>
          {company} invites {email} to join as a dispatcher.
        </Trans>
      );
    default:
      return (
        <Trans>
          {company} invites {email} to join as a driver.
        </Trans>
      );
  }
}

interface Problems {
  firstName?: string | undefined;
  lastName?: string | undefined;
  password?: string | undefined;
}

/**
 * The mailed invitation link (/console/invitation?coid=&token=): who is invited where, and the
 * form that creates the account with a name and password, then signs it in.
 */
export function InvitationScreen() {
  const [params] = useSearchParams();
  const coid = params.get('coid') ?? '';
  const token = params.get('token') ?? '';
  const [{ data, error, fetching }] = useQuery({
    query: invitationDocument,
    variables: { coid, token },
    pause: !coid || !token,
  });
  const invitation = data?.staffInvitation;

  return (
    <main className="sign-in">
      <h1>{t`Join the operator console`}</h1>
      {!coid || !token ? (
        <p role="alert">
          {t`This invitation link is incomplete. Open the link from the e-mail again.`}
        </p>
      ) : invitation ? (
        <>
          <p>
            {invitedAs(
              <strong>{invitation.companyName}</strong>,
              <strong>{invitation.email}</strong>,
              invitation.role,
            )}
          </p>
          <AcceptForm coid={coid} token={token} />
        </>
      ) : fetching ? (
        <p role="status">{t`Loading…`}</p>
      ) : (
        <p role="alert">{errorMessage(error) ?? t`The invitation could not be loaded.`}</p>
      )}
    </main>
  );
}

function AcceptForm({ coid, token }: { coid: string; token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [result, accept] = useMutation(acceptDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const found: Problems = {
      firstName: validationText(firstNameError(firstName.trim())),
      lastName: validationText(lastNameError(lastName.trim())),
      password: validationText(signUpPasswordError(password)),
    };
    setProblems(found);
    if (found.firstName || found.lastName || found.password) return;
    const answer = await accept({
      input: { coid, token, firstName: firstName.trim(), lastName: lastName.trim(), password },
    });
    const tokens = answer.data?.acceptStaffInvitation;
    if (tokens) {
      consoleAuth.save({ coid, ...tokens });
      void navigate('/', { replace: true });
    }
  }

  const serverField = errorField(result.error) as keyof Problems | undefined;
  const problemOf = (name: keyof Problems) =>
    problems[name] ?? (serverField === name ? errorMessage(result.error) : undefined);
  const field = (name: keyof Problems) => ({
    id: `${id}-${name}`,
    'aria-invalid': problemOf(name) ? true : undefined,
    'aria-describedby':
      [
        name === 'password' ? `${id}-password-hint` : '',
        problemOf(name) ? `${id}-${name}-error` : '',
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const fieldError = (name: keyof Problems) =>
    problemOf(name) ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {problemOf(name)}
      </p>
    ) : null;
  const formError =
    result.error && !(serverField && serverField in { firstName: 1, lastName: 1, password: 1 })
      ? errorMessage(result.error)
      : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="card form">
      <div className="field">
        <label htmlFor={`${id}-firstName`}>{t`First name`}</label>
        <input
          {...field('firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
        />
        {fieldError('firstName')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-lastName`}>{t`Last name`}</label>
        <input
          {...field('lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          autoComplete="family-name"
        />
        {fieldError('lastName')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t`Password`}</label>
        <p className="hint" id={`${id}-password-hint`}>
          {validationText(VALIDATION_MESSAGES.signUpPassword)}
        </p>
        <input
          {...field('password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
        />
        {fieldError('password')}
      </div>
      {formError ? (
        <p role="alert" className="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={result.fetching}>
        {result.fetching ? t`Creating your account…` : t`Create account and sign in`}
      </button>
    </form>
  );
}
