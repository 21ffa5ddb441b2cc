import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ConsoleStaffQuery, StaffRole } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { changeRoleDocument, roleLabel, ROLES } from '../api/staff-api.ts';

export type StaffMemberRow = ConsoleStaffQuery['staffMembers'][number];

const fullName = (member: StaffMemberRow) => `${member.firstName} ${member.lastName}`.trim();

/** Changes one member's role with a select and a button (a select alone never acts). */
function RoleCell({
  member,
  disabled,
  onChanged,
}: {
  member: StaffMemberRow;
  disabled: boolean;
  onChanged: (message: string) => void;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [result, change] = useMutation(changeRoleDocument);
  if (!member.active || disabled) return <>{roleLabel(member.role)}</>;
  const name = fullName(member) || member.email;

  async function save() {
    const answer = await change({ id: member.id, role });
    onChanged(
      answer.data
        ? t`${name} is now ${roleLabel(role).toLowerCase()}.`
        : (errorMessage(answer.error) ?? t`The role could not be changed.`),
    );
  }

  return (
    <div className="inline-form">
      <select
        aria-label={t`Role of ${name}`}
        value={role}
        onChange={(e) => setRole(e.target.value as StaffRole)}
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {roleLabel(value)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => void save()}
        disabled={role === member.role || result.fetching}
        aria-label={t`Save role of ${name}`}
      >
        {t`Save`}
      </button>
    </div>
  );
}

/** The company's staff, with role changes and deactivation (not of oneself). */
export function StaffMembersTable({
  members,
  viewerId,
  onChanged,
  onDeactivate,
}: {
  members: readonly StaffMemberRow[];
  viewerId: string;
  onChanged: (message: string) => void;
  onDeactivate: (member: StaffMemberRow) => void;
}) {
  return (
    <DataTable
      caption={t`Staff members`}
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          header: t`Name`,
          rowHeader: true,
          cell: (member) =>
            member.id === viewerId ? t`${fullName(member)} (you)` : fullName(member),
        },
        { header: t`E-mail`, cell: (member) => member.email },
        {
          header: t`Role`,
          cell: (member) => (
            <RoleCell
              key={member.role}
              member={member}
              disabled={member.id === viewerId}
              onChanged={onChanged}
            />
          ),
        },
        { header: t`Status`, cell: (member) => (member.active ? t`Active` : t`Deactivated`) },
        {
          header: t`Actions`,
          cell: (member) =>
            member.active && member.id !== viewerId ? (
              <button
                type="button"
                className="danger"
                onClick={() => onDeactivate(member)}
                aria-label={t`Deactivate ${fullName(member) || member.email}`}
              >
                {t`Deactivate`}
              </button>
            ) : null,
        },
      ]}
    />
  );
}
