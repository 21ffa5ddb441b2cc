import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import { auditLog } from './audit-log.service.ts';
import {
  acceptStaffInvitation,
  inviteStaff,
  revokeStaffInvitation,
  staffInvitation,
  staffInvitations,
} from './staff-invitations.service.ts';
import { changeStaffRole, deactivateStaff, staffMembers } from './staff-members.service.ts';

type Args = Record<string, unknown>;
type IdArgs = { id: unknown; role?: unknown };
type Input = { input: unknown };
const iso = (value: Date | string) => new Date(value).toISOString();
const requireAdmin = (ctx: GraphQLContext) => requireStaff(ctx, ['admin']);

/** Staff accounts, invitations and the audit log (operator console); see the module's SDL. */
export const operatorStaffResolvers = {
  // The API speaks GraphQL's upper-case enum values; the tables and services the lower-case roles.
  StaffRole: { ADMIN: 'admin', DISPATCHER: 'dispatcher', DRIVER: 'driver' },

  StaffMember: {
    firstName: (row: { first_name: string }) => row.first_name,
    lastName: (row: { last_name: string }) => row.last_name,
    active: (row: { is_active: boolean }) => row.is_active,
    createdAt: (row: { created_at: Date | string }) => iso(row.created_at),
  },
  StaffInvitation: {
    expiresAt: (row: { expires_at: Date | string }) => iso(row.expires_at),
    createdAt: (row: { created_at: Date | string }) => iso(row.created_at),
    invitedBy: (row: { invited_by_email: string | null }) => row.invited_by_email,
  },

  Query: {
    staffMembers: (_: unknown, __: Args, ctx: GraphQLContext) =>
      staffMembers(ctx, requireAdmin(ctx)),
    staffInvitations: (_: unknown, __: Args, ctx: GraphQLContext) =>
      staffInvitations(ctx, requireAdmin(ctx), new Date()),
    auditLog: (_: unknown, args: Args, ctx: GraphQLContext) =>
      auditLog(ctx, requireAdmin(ctx), args),
    staffInvitation: (_: unknown, args: { coid: string; token: string }, ctx: GraphQLContext) =>
      staffInvitation(ctx, args, new Date()),
  },
  Mutation: {
    inviteStaff: (_: unknown, args: Input, ctx: GraphQLContext) =>
      inviteStaff(ctx, requireAdmin(ctx), args.input, new Date()),
    revokeStaffInvitation: (_: unknown, args: IdArgs, ctx: GraphQLContext) =>
      revokeStaffInvitation(ctx, requireAdmin(ctx), args, new Date()),
    changeStaffRole: (_: unknown, args: IdArgs, ctx: GraphQLContext) =>
      changeStaffRole(ctx, requireAdmin(ctx), { id: args.id, role: args.role }, new Date()),
    deactivateStaff: (_: unknown, args: IdArgs, ctx: GraphQLContext) =>
      deactivateStaff(ctx, requireAdmin(ctx), args, new Date()),
    acceptStaffInvitation: (_: unknown, args: Input, ctx: GraphQLContext) =>
      acceptStaffInvitation(ctx, args.input, new Date()),
  },
};
