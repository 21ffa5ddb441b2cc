import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from 'urql';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { deactivateDocument } from '../api/staff-api.ts';
import type { StaffMemberRow } from './staff-members-table.tsx';

/** Asks before deactivating a staff member, naming who and what happens. */
export function DeactivateDialog({
  member,
  onClose,
}: {
  member: StaffMemberRow | null;
  onClose: (message?: string) => void;
}) {
  const [result, deactivate] = useMutation(deactivateDocument);
  const name = member ? `${member.firstName} ${member.lastName}`.trim() || member.email : '';

  async function confirm() {
    if (!member) return;
    const answer = await deactivate({ id: member.id });
    if (answer.data) onClose(t`${name} is deactivated and signed out.`);
  }

  return (
    <ConfirmDialog
      open={member !== null}
      id="deactivate"
      closedLabel={t`Deactivate`}
      title={t`Deactivate ${name}?`}
      confirmLabel={t`Deactivate`}
      error={result.error}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={() => onClose()}
    >
      <Trans>
        {member?.email} will be signed out at once and can no longer sign in. An admin can invite
        them again later.
      </Trans>
    </ConfirmDialog>
  );
}
