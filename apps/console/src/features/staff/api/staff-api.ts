import { t } from '@lingui/core/macro';
import { graphql } from '../../../gql';
import type { StaffRole } from '../../../gql/graphql.ts';

export const staffDocument = graphql(`
  query consoleStaff {
    staffMembers {
      id
      email
      firstName
      lastName
      role
      active
      createdAt
    }
    staffInvitations {
      id
      email
      role
      expiresAt
      invitedBy
    }
  }
`);

export const inviteStaffDocument = graphql(`
  mutation consoleInviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      id
      email
      role
      expiresAt
      invitedBy
    }
  }
`);

export const revokeInvitationDocument = graphql(`
  mutation consoleRevokeStaffInvitation($id: ID!) {
    revokeStaffInvitation(id: $id)
  }
`);

export const changeRoleDocument = graphql(`
  mutation consoleChangeStaffRole($id: ID!, $role: StaffRole!) {
    changeStaffRole(id: $id, role: $role) {
      id
      role
      active
    }
  }
`);

export const deactivateDocument = graphql(`
  mutation consoleDeactivateStaff($id: ID!) {
    deactivateStaff(id: $id) {
      id
      role
      active
    }
  }
`);

export const ROLES: readonly StaffRole[] = ['ADMIN', 'DISPATCHER', 'DRIVER'];

/** A role's name in the console's language. */
export function roleLabel(role: StaffRole): string {
  switch (role) {
    case 'ADMIN':
      return t`Admin`;
    case 'DISPATCHER':
      return t`Dispatcher`;
    default:
      return t`Driver`;
  }
}
