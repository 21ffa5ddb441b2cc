import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { badUserInput, conflict, notFound } from '../../../core/errors.ts';
import { revokeSessions, type SessionEndListener } from '../../auth/index.ts';
import type { StaffRole } from '../../staff/index.ts';
import { recordAudit, STAFF_ROLES } from '../index.ts';
import {
  listStaffMembers,
  lockActiveAdminIds,
  lockStaffMember,
  updateStaffMember,
} from './staff.repository.ts';

/** What the staff services use: storage, settings, and the live streams to end (when any). */
export type StaffDeps = Pick<Deps, 'db' | 'config'> & { live?: SessionEndListener };

export const isUuid = (id: unknown): id is string =>
  typeof id === 'string' && z.uuid().safeParse(id).success;

export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const LAST_ADMIN =
  'The company needs at least one active admin: make someone else admin first.';

/** staffMembers: everyone on the company's staff. */
export async function staffMembers(ctx: StaffDeps, admin: StaffViewer) {
  return listStaffMembers(ctx.db, admin.companyId);
}

function roleOf(value: unknown): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) throw badUserInput('Choose a role.', 'role');
  return value as StaffRole;
}

/**
 * Locks the member (NOT_FOUND for an unknown id and for another company's alike) and says
 * whether they are the company's last active admin.
 */
async function lockMember(trx: StaffDeps['db'], admin: StaffViewer, id: unknown) {
  const member = isUuid(id) ? await lockStaffMember(trx, admin.companyId, id) : undefined;
  if (!member) throw notFound('Staff member');
  const admins = await lockActiveAdminIds(trx, admin.companyId);
  const isLastAdmin = admins.length === 1 && admins[0] === member.id;
  return { member, isLastAdmin };
}

/**
 * changeStaffRole: another role for someone else; the last active admin stays admin. Their open
 * live streams end (they hold what the old role could see); their sessions go on, now with the
 * new role.
 */
export async function changeStaffRole(
  ctx: StaffDeps,
  admin: StaffViewer,
  args: { id: unknown; role: unknown },
  now: Date,
) {
  const role = roleOf(args.role);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const { member, isLastAdmin } = await lockMember(trx, admin, args.id);
    if (member.role === role) return { member, ended: false };
    if (member.id === admin.userId) throw conflict(CANNOT_CHANGE_OWN_ROLE);
    if (isLastAdmin) throw conflict(LAST_ADMIN);
    if (!member.is_active) throw conflict('This staff member is deactivated.');
    const updated = await updateStaffMember(trx, admin.companyId, member.id, { role }, now);
    await recordAudit(trx, admin.companyId, admin, {
      action: 'staff.change-role',
      target: member.email,
      before: { role: member.role },
      after: { role },
    });
    return { member: updated, ended: true };
  });
  if (changed.ended) endStreamsOf(ctx, admin.companyId, changed.member.id);
  return changed.member;
}

/** Every live stream of the staff member ends, on every process. */
function endStreamsOf(ctx: StaffDeps, companyId: string, userId: string) {
  ctx.live?.sessionsEnded({ companyId, userId, sessionId: null });
}

/**
 * deactivateStaff: the member can no longer sign in, and every session of theirs is revoked in
 * the same transaction (their next request is already refused, since it reads the user), then
 * their open live streams end. Asking again changes nothing.
 */
export async function deactivateStaff(
  ctx: StaffDeps,
  admin: StaffViewer,
  args: { id: unknown },
  now: Date,
) {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const { member, isLastAdmin } = await lockMember(trx, admin, args.id);
    if (member.id === admin.userId) throw conflict(CANNOT_DEACTIVATE_SELF);
    if (!member.is_active) return { member, ended: false };
    if (isLastAdmin) throw conflict(LAST_ADMIN);
    const updated = await updateStaffMember(
      trx,
      admin.companyId,
      member.id,
      { is_active: false },
      now,
    );
    const sessionsEnded = await revokeSessions(
      trx,
      admin.companyId,
      { staffId: member.id },
      'staff-deactivated',
      now,
    );
    await recordAudit(trx, admin.companyId, admin, {
      action: 'staff.deactivate',
      target: member.email,
      before: { active: true, role: member.role },
      after: { active: false, role: member.role, sessionsEnded },
    });
    return { member: updated, ended: true };
  });
  if (changed.ended) endStreamsOf(ctx, admin.companyId, changed.member.id);
  return changed.member;
}
