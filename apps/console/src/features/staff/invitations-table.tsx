import { useMutation } from 'urql';
import type { ConsoleStaffQuery } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { revokeInvitationDocument, ROLE_LABELS } from './staff-api.ts';

type InvitationRow = ConsoleStaffQuery['staffInvitations'][number];

/** Invitations that still work, each revocable. */
export function InvitationsTable({
  invitations,
  timeZone,
  onChanged,
}: {
  invitations: readonly InvitationRow[];
  timeZone: string;
  onChanged: (message: string) => void;
}) {
  const [result, revoke] = useMutation(revokeInvitationDocument);
  if (invitations.length === 0) return <p>No open invitations.</p>;

  async function revokeOne(invitation: InvitationRow) {
    const answer = await revoke({ id: invitation.id });
    onChanged(
      answer.data
        ? `The invitation to ${invitation.email} no longer works.`
        : (errorMessage(answer.error) ?? 'The invitation could not be revoked.'),
    );
  }

  return (
    <div
      className="table-scroll"
      role="region"
      aria-label="Open invitations (scrolls sideways)"
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">Open invitations</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Invited by</th>
            <th scope="col">Expires</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row">{invitation.email}</th>
              <td>{ROLE_LABELS[invitation.role]}</td>
              <td>{invitation.invitedBy ?? 'Command line'}</td>
              <td>{formatInstant(invitation.expiresAt, timeZone)}</td>
              <td>
                <button
                  type="button"
                  onClick={() => void revokeOne(invitation)}
                  disabled={result.fetching}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
