import { DataTable } from '../../../components/data-table.tsx';
import { useMutation } from 'urql';
import type { ConsoleStaffQuery } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { revokeInvitationDocument, ROLE_LABELS } from '../api/staff-api.ts';

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
    <DataTable
      caption="Open invitations"
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={[
        { header: 'E-mail', rowHeader: true, cell: (invitation) => invitation.email },
        { header: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
        { header: 'Invited by', cell: (invitation) => invitation.invitedBy ?? 'Command line' },
        { header: 'Expires', cell: (invitation) => formatInstant(invitation.expiresAt, timeZone) },
        {
          header: 'Actions',
          cell: (invitation) => (
            <button
              type="button"
              onClick={() => void revokeOne(invitation)}
              disabled={result.fetching}
              aria-label={`Revoke the invitation to ${invitation.email}`}
            >
              Revoke
            </button>
          ),
        },
      ]}
    />
  );
}
