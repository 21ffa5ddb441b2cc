import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { DeactivateDialog } from '../components/deactivate-dialog.tsx';
import { InvitationsTable } from '../components/invitations-table.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { staffDocument } from '../api/staff-api.ts';
import { StaffMembersTable, type StaffMemberRow } from '../components/staff-members-table.tsx';
import '../staff.css';

/** Staff: invite, change roles, revoke invitations and deactivate accounts (admins only). */
export function StaffScreen() {
  const viewer = useConsoleViewer();
  const [{ data, error, fetching }, reload] = useQuery({ query: staffDocument });
  const [notice, setNotice] = useState('');
  const [deactivating, setDeactivating] = useState<StaffMemberRow | null>(null);
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const changed = (message: string) => {
    setNotice(message);
    refresh();
  };

  return (
    <>
      <h1>{t`Staff`}</h1>
      <InviteForm onInvited={refresh} />
      <p role="status" className="notice">
        {notice}
      </p>
      {!data ? (
        fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : (
          <p role="alert">{errorMessage(error) ?? t`The staff list could not be loaded.`}</p>
        )
      ) : (
        <>
          <h2>{t`Staff members`}</h2>
          <StaffMembersTable
            members={data.staffMembers}
            viewerId={viewer.id}
            onChanged={changed}
            onDeactivate={setDeactivating}
          />
          <h2>{t`Open invitations`}</h2>
          <InvitationsTable
            invitations={data.staffInvitations}
            timeZone={viewer.company.timeZone}
            onChanged={changed}
          />
        </>
      )}
      <DeactivateDialog
        member={deactivating}
        onClose={(message) => {
          setDeactivating(null);
          if (message) changed(message);
        }}
      />
    </>
  );
}
