import { expect } from 'vitest';
import type { TestApi } from '../../../../test/api.ts';
import { listOutboxMessages } from '../../../adapters/mail/outbox.repository.ts';
import { bearer, buildRider, signInAs } from '../../auth/auth.test-helpers.ts';
import { buildStaff, signInAsStaff, type BuiltStaff } from '../../staff/staff.test-helpers.ts';
import type { StaffRole } from '../../staff/staff.tables.ts';

export const STAFF_MEMBERS = /* GraphQL */ `
  query staffMembers {
    staffMembers {
      id
      email
      firstName
      lastName
      role
      active
      createdAt
    }
  }
`;

export const STAFF_INVITATIONS = /* GraphQL */ `
  query staffInvitations {
    staffInvitations {
      id
      email
      role
      expiresAt
      createdAt
      invitedBy
    }
  }
`;

export const INVITE = /* GraphQL */ `
  mutation inviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      id
      email
      role
      expiresAt
      invitedBy
    }
  }
`;

export const REVOKE = /* GraphQL */ `
  mutation revokeStaffInvitation($id: ID!) {
    revokeStaffInvitation(id: $id)
  }
`;

export const CHANGE_ROLE = /* GraphQL */ `
  mutation changeStaffRole($id: ID!, $role: StaffRole!) {
    changeStaffRole(id: $id, role: $role) {
      id
      role
      active
    }
  }
`;

export const DEACTIVATE = /* GraphQL */ `
  mutation deactivateStaff($id: ID!) {
    deactivateStaff(id: $id) {
      id
      role
      active
    }
  }
`;

export const PREVIEW = /* GraphQL */ `
  query staffInvitation($coid: String!, $token: String!) {
    staffInvitation(coid: $coid, token: $token) {
      email
      role
      companyName
    }
  }
`;

export const ACCEPT = /* GraphQL */ `
  mutation acceptStaffInvitation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

export const AUDIT_LOG = /* GraphQL */ `
  query auditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      entries {
        id
        createdAt
        actorEmail
        action
        target
        before
        after
      }
      endCursor
      hasNextPage
    }
  }
`;

export interface SignedInStaff extends BuiltStaff {
  headers: Record<string, string>;
}

/** A fresh staff user of the role, signed in. */
export async function signedInStaff(
  api: TestApi,
  role: StaffRole,
  companyId = 'demo',
): Promise<SignedInStaff> {
  const staff = await buildStaff(api, { role, companyId });
  return { ...staff, headers: await signInAsStaff(api, staff.email, staff.password, companyId) };
}

/**
 * Everyone who must be refused an admin operation of demo: nobody, a demo rider, a demo driver,
 * a demo dispatcher (and the codes they hear). Another company's admin is tested apart, as the
 * answer depends on the operation.
 */
export async function refusedCallers(api: TestApi) {
  const rider = await buildRider(api);
  const riderTokens = await signInAs(api, rider.email, rider.password);
  return [
    { who: 'nobody', headers: {}, code: 'UNAUTHENTICATED' },
    { who: 'a rider', headers: bearer(riderTokens.accessToken), code: 'UNAUTHENTICATED' },
    { who: 'a driver', headers: (await signedInStaff(api, 'driver')).headers, code: 'FORBIDDEN' },
    {
      who: 'a dispatcher',
      headers: (await signedInStaff(api, 'dispatcher')).headers,
      code: 'FORBIDDEN',
    },
  ];
}

/** The token of the newest invitation mailed to this address, and the mail's text. */
export async function mailedInvitation(api: TestApi, email: string, companyId = 'demo') {
  const mails = await listOutboxMessages(api.db, { companyId, limit: 1000 });
  const mail = mails.find((m) => m.to_address === email);
  expect(mail, `an invitation mailed to ${email}`).toBeDefined();
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body)?.[1];
  expect(token).toBeDefined();
  return { token: token!, text: mail!.text_body };
}

export async function auditRows(api: TestApi, companyId: string, action: string) {
  return api.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'target', 'before', 'after'])
    .where('company_id', '=', companyId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
