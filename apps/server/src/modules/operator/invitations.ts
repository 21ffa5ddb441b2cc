import { emailError, signUpPasswordError } from '@ride/domain';
import type { Kysely } from 'kysely';
import { enqueueMail } from '../../adapters/mail/outbox.repository.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badUserInput, conflict } from '../../core/errors.ts';
import { hashPassword, newOpaqueToken, OPAQUE_TOKEN_PATTERN, tokenHash } from '../auth/index.ts';
import type { StaffRole } from '../staff/index.ts';
import { recordAudit, type AuditActor } from './audit.repository.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';
import {
  claimInvitation,
  findInvitingCompany,
  insertInvitation,
  isActiveStaffEmail,
  lockStaffByEmail,
  revokeOpenInvitationsTo,
  saveInvitedStaff,
} from './invitations.repository.ts';

type Executor = Kysely<Database>;

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation is no longer valid. Ask your administrator for a new one.';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'dispatcher', 'driver'];
const NAME_MAX_LENGTH = 50;

export interface InvitationInput {
  email: string;
  role: StaffRole;
}

/**
 * Invites someone to the company's staff, in the caller's transaction: the invitation, its mail
 * in the outbox and the audit row are written together. An address that already belongs to an
 * active staff user is refused; an earlier open invitation to it stops working.
 */
export async function inviteStaff(
  db: Executor,
  config: Pick<Config, 'publicUrl' | 'mailFrom'>,
  actor: AuditActor,
  companyId: string,
  input: InvitationInput,
  now: Date = new Date(),
): Promise<{ id: string; email: string; expiresAt: Date }> {
  const email = input.email.trim();
  const problem = emailError(email);
  if (problem) throw badUserInput(problem, 'email');
  if (!STAFF_ROLES.includes(input.role)) throw badUserInput('Choose a role.', 'role');
  const company = await findInvitingCompany(db, companyId);
  if (await isActiveStaffEmail(db, companyId, email)) {
    throw conflict('This e-mail already belongs to an active staff member.');
  }

  await revokeOpenInvitationsTo(db, companyId, email, now);
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 3600_000);
  const id = await insertInvitation(db, {
    companyId,
    email,
    role: input.role,
    tokenHash: tokenHash(token),
    invitedBy: 'commandLine' in actor ? null : actor.userId,
    expiresAt,
    now,
  });
  await enqueueMail(
    db,
    await invitationMail({
      company,
      mailFrom: config.mailFrom,
      publicUrl: config.publicUrl,
      to: email,
      role: input.role,
      link: invitationLink(config.publicUrl, companyId, token),
      validDays: INVITATION_VALID_DAYS,
    }),
  );
  await recordAudit(db, companyId, actor, {
    action: 'staff.invite',
    target: email,
    after: { email, role: input.role, expiresAt: expiresAt.toISOString() },
  });
  return { id, email, expiresAt };
}

export interface AcceptInvitationInput {
  companyId: string;
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}

function requiredName(value: string, field: string, label: string): string {
  const name = value.trim();
  if (!name) throw badUserInput(`${label} is required.`, field);
  if (name.length > NAME_MAX_LENGTH)
    throw badUserInput(`${label} must be at most ${NAME_MAX_LENGTH} characters.`, field);
  return name;
}

/**
 * Turns an invitation into a staff account with the chosen password: the invitation is claimed by
 * one conditional update, so it works once, and not after it expired or was replaced. A staff
 * user the company deactivated earlier comes back with the invited role and the new password.
 */
export async function acceptInvitation(
  db: Executor,
  input: AcceptInvitationInput,
  now: Date = new Date(),
): Promise<{ staffUserId: string; companyId: string; role: StaffRole }> {
  const firstName = requiredName(input.firstName, 'firstName', 'First name');
  const lastName = requiredName(input.lastName, 'lastName', 'Last name');
  const passwordProblem = signUpPasswordError(input.password);
  if (passwordProblem) throw badUserInput(passwordProblem, 'password');
  if (!OPAQUE_TOKEN_PATTERN.test(input.token))
    throw badUserInput(INVITATION_EXPIRED_MESSAGE, 'token');
  const passwordHash = await hashPassword(input.password);

  return db.transaction().execute(async (trx) => {
    const invitation = await claimInvitation(trx, input.companyId, tokenHash(input.token), now);
    if (!invitation) throw badUserInput(INVITATION_EXPIRED_MESSAGE, 'token');

    const existing = await lockStaffByEmail(trx, input.companyId, invitation.email);
    if (existing?.is_active)
      throw conflict('This e-mail already belongs to an active staff member.');
    const id = await saveInvitedStaff(
      trx,
      input.companyId,
      invitation.email,
      existing?.id ?? null,
      {
        role: invitation.role,
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        is_active: true,
        updated_at: now,
      },
    );
    await recordAudit(
      trx,
      input.companyId,
      { userId: id, companyId: input.companyId },
      {
        action: 'staff.accept-invitation',
        target: invitation.email,
        after: { email: invitation.email, role: invitation.role, firstName, lastName },
      },
    );
    return { staffUserId: id, companyId: input.companyId, role: invitation.role };
  });
}
