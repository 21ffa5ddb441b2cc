import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { useMutation } from 'urql';
import type { ConsoleStaffQuery } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { revokeInvitationDocument, roleLabel } from '../api/staff-api.ts';

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
  if (invitations.length === 0) return <p>{t`No open invitations.`}</p>;

  async function revokeOne(invitation: InvitationRow) {
    const answer = await revoke({ id: invitation.id });
    onChanged(
      answer.data
        ? t`The invitation to ${invitation.email} no longer works.`
        : (errorMessage(answer.error) ?? t`The invitation could not be revoked.`),
    );
  }

  return (
    <DataTable
      caption={t`Open invitations`}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={[
        { header: t`E-mail`, rowHeader: true, cell: (invitation) => invitation.email },
        { header: t`Role`, cell: (invitation) => roleLabel(invitation.role) },
        { header: t`Invited by`, cell: (invitation) => invitation.invitedBy ?? t`Command line` },
        { header: t`Expires`, cell: (invitation) => formatInstant(invitation.expiresAt, timeZone) },
        {
          header: t`Actions`,
          cell: (invitation) => (
            <button
              type="button"
              onClick={() => void revokeOne(invitation)}
              disabled={result.fetching}
              aria-label={t`Revoke the invitation to ${invitation.email}`}
            >
              {t`Revoke`}
            </button>
          ),
        },
      ]}
    />
  );
}
