import { DataTable } from '../../../components/data-table.tsx';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ConsoleStaffQuery, StaffRole } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { changeRoleDocument, ROLE_LABELS, ROLES } from '../api/staff-api.ts';

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
  if (!member.active || disabled) return <>{ROLE_LABELS[member.role]}</>;
  const name = fullName(member) || member.email;

  async function save() {
    const answer = await change({ id: member.id, role });
    onChanged(
      answer.data
        ? `${name} is now ${ROLE_LABELS[role].toLowerCase()}.`
        : (errorMessage(answer.error) ?? 'The role could not be changed.'),
    );
  }

  return (
    <div className="inline-form">
      <select
        aria-label={`Role of ${name}`}
        value={role}
        onChange={(e) => setRole(e.target.value as StaffRole)}
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => void save()}
        disabled={role === member.role || result.fetching}
        aria-label={`Save role of ${name}`}
      >
        Save
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
      caption="Staff members"
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          header: 'Name',
          rowHeader: true,
          cell: (member) => `${fullName(member)}${member.id === viewerId ? ' (you)' : ''}`,
        },
        { header: 'E-mail', cell: (member) => member.email },
        {
          header: 'Role',
          cell: (member) => (
            <RoleCell
              key={member.role}
              member={member}
              disabled={member.id === viewerId}
              onChanged={onChanged}
            />
          ),
        },
        { header: 'Status', cell: (member) => (member.active ? 'Active' : 'Deactivated') },
        {
          header: 'Actions',
          cell: (member) =>
            member.active && member.id !== viewerId ? (
              <button
                type="button"
                className="danger"
                onClick={() => onDeactivate(member)}
                aria-label={`Deactivate ${fullName(member) || member.email}`}
              >
                Deactivate
              </button>
            ) : null,
        },
      ]}
    />
  );
}
