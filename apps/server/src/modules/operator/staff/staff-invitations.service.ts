import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { appError, badUserInput, notFound } from '../../../core/errors.ts';
import type { RequestInfo } from '../../../core/request.ts';
import { rateLimitsOf } from '../../../rate-limits/rate-limits.ts';
import {
  type AuthTokens,
  newSessionChecks,
  OPAQUE_TOKEN_PATTERN,
  staffInvitationChecks,
  startSession,
  tokenHash,
} from '../../auth/index.ts';
import { requireActiveCompany } from '../../company/index.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import type { StaffRole } from '../../staff/index.ts';
import {
  acceptInvitation,
  INVITATION_EXPIRED_MESSAGE,
  recordAudit,
  STAFF_ROLES,
  inviteStaff as writeInvitation,
} from '../index.ts';
import { isUuid, type StaffDeps } from './staff-members.service.ts';
import {
  findOpenInvitation,
  findOpenInvitationByToken,
  listOpenInvitations,
  revokeInvitation,
} from './staff.repository.ts';

/** What the invitee's operations use: no sign-in, a rate limit by the caller's address. */
type PublicDeps = Pick<Deps, 'db' | 'config'> & Pick<RequestInfo, 'clientIp'>;

/** staffInvitations: the company's invitations that still work. */
export async function staffInvitations(ctx: StaffDeps, admin: StaffViewer, now: Date) {
  return listOpenInvitations(ctx.db, admin.companyId, now);
}

const inviteSchema = z.object({
  email: z.string().max(254, 'email must be at most 254 characters'),
  role: z.enum(STAFF_ROLES as [StaffRole, ...StaffRole[]], { error: 'Choose a role.' }),
});

/**
 * inviteStaff: the invitation, its mail and the audit row in one transaction; the worker is
 * woken after the commit so the mail leaves now.
 */
export async function inviteStaff(
  ctx: StaffDeps & Pick<Deps, 'jobs'>,
  admin: StaffViewer,
  input: unknown,
  now: Date,
) {
  const parsed = parseOrRefuse(inviteSchema, input);
  const { id } = await ctx.db
    .transaction()
    .execute((trx) => writeInvitation(trx, ctx.config, admin, admin.companyId, parsed, now));
  ctx.jobs?.wake();
  const invitation = await findOpenInvitation(ctx.db, admin.companyId, id, now);
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** revokeStaffInvitation: an open invitation stops working; anything else is NOT_FOUND. */
export async function revokeStaffInvitation(
  ctx: StaffDeps,
  admin: StaffViewer,
  args: { id: unknown },
  now: Date,
) {
  if (!isUuid(args.id)) throw notFound('Invitation');
  const id = args.id;
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await findOpenInvitation(trx, admin.companyId, id, now);
    if (!invitation || !(await revokeInvitation(trx, admin.companyId, id, now))) {
      throw notFound('Invitation');
    }
    await recordAudit(trx, admin.companyId, admin, {
      action: 'staff.revoke-invitation',
      target: invitation.email,
      before: {
        email: invitation.email,
        role: invitation.role,
        expiresAt: new Date(invitation.expires_at).toISOString(),
      },
    });
    return true;
  });
}

const invitationGone = () => appError('NOT_FOUND', INVITATION_EXPIRED_MESSAGE);

/**
 * staffInvitation (no sign-in): who a link invites, for the acceptance screen. An unknown, used,
 * revoked, replaced or expired token all answer the same.
 */
export async function staffInvitation(
  ctx: PublicDeps,
  args: { coid: string; token: string },
  now: Date,
) {
  const company = await requireActiveCompany(ctx.db, args.coid);
  await rateLimitsOf(ctx.db).consume(company.id, staffInvitationChecks(ctx.clientIp));
  if (!OPAQUE_TOKEN_PATTERN.test(args.token)) throw invitationGone();
  const found = await findOpenInvitationByToken(ctx.db, company.id, tokenHash(args.token), now);
  if (!found) throw invitationGone();
  return { email: found.email, role: found.role, companyName: found.company_name };
}

const acceptSchema = z.object({
  coid: z.string(),
  token: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  password: z.string(),
});

/**
 * acceptStaffInvitation (no sign-in): creates the staff account from the invitation (single
 * use) and signs it in, within the company's allowances for credential operations.
 */
export async function acceptStaffInvitation(
  ctx: PublicDeps,
  input: unknown,
  now: Date,
): Promise<AuthTokens> {
  const parsed = parseOrRefuse(acceptSchema, input);
  const company = await requireActiveCompany(ctx.db, parsed.coid);
  const limits = rateLimitsOf(ctx.db);
  await limits.consume(company.id, staffInvitationChecks(ctx.clientIp));
  if (!parsed.token) throw badUserInput(INVITATION_EXPIRED_MESSAGE, 'token');
  const accepted = await acceptInvitation(ctx.db, { ...parsed, companyId: company.id }, now);
  await limits.consume(company.id, newSessionChecks(accepted.staffUserId));
  return startSession(
    ctx.db,
    ctx.config.jwtSecret,
    { id: accepted.staffUserId, companyId: company.id, kind: 'COMPANY_USER' },
    now,
  );
}
