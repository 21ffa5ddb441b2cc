import { emailError } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { StaffRole } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { inviteStaffDocument, ROLE_LABELS, ROLES } from '../api/staff-api.ts';

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
    const found = emailError(address);
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
      <h2 id={`${id}-title`}>Invite someone</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
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
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
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
        {sentTo ? `Invitation sent to ${sentTo}.` : ''}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {result.fetching ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
