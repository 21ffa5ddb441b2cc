import { t } from '@lingui/core/macro';
import { emailError } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { StaffRole } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { inviteStaffDocument, roleLabel, ROLES } from '../api/staff-api.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';

/** Invites someone by e-mail with a role; the server mails the single-use link. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('DISPATCHER');
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [result, invite] = useMutation(inviteStaffDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const address = email.trim();
    const found = validationText(emailError(address));
    setProblem(found);
    setSentTo(undefined);
    if (found) return;
    const answer = await invite({ input: { email: address, role } });
    if (answer.data) {
      setSentTo(address);
      setEmail('');
      onInvited();
    }
  }

  const serverError = result.error && !sentTo ? errorMessage(result.error) : undefined;
  const emailProblem = problem ?? (errorField(result.error) === 'email' ? serverError : undefined);
  return (
    <form
      className="card form invite-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`}>{t`Invite someone`}</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t`E-mail`}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={emailProblem ? true : undefined}
          aria-describedby={emailProblem ? `${id}-email-error` : undefined}
        />
        {emailProblem ? (
          <p className="field-error" id={`${id}-email-error`}>
            {emailProblem}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>{t`Role`}</label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {roleLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {serverError && !emailProblem ? (
        <p role="alert" className="form-error">
          {serverError}
        </p>
      ) : null}
      <p role="status" className="form-ok">
        {sentTo ? t`Invitation sent to ${sentTo}.` : ''}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {result.fetching ? t`Sending…` : t`Send invitation`}
        </button>
      </div>
    </form>
  );
}
