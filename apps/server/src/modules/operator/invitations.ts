import { emailError, normalizeEmail, signUpPasswordError } from '@ride/domain';
import { sql, type Kysely } from 'kysely';
import { enqueueMail } from '../../adapters/mail/outbox.repository.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badUserInput, conflict } from '../../core/errors.ts';
import { hashPassword, newOpaqueToken, OPAQUE_TOKEN_PATTERN, tokenHash } from '../auth/index.ts';
import type { StaffRole } from '../staff/index.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';

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
  const company = await db
    .selectFrom('company')
    .select(['id', 'name', 'support_email'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const active = await db
    .selectFrom('staff_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (active) throw conflict('This e-mail already belongs to an active staff member.');

  await db
    .updateTable('staff_invitation')
    .set({ revoked_at: now })
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 3600_000);
  const { id } = await db
    .insertInto('staff_invitation')
    .values({
      company_id: companyId,
      email,
      role: input.role,
      token_hash: tokenHash(token),
      invited_by: 'commandLine' in actor ? null : actor.userId,
      expires_at: expiresAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueMail(
    db,
    invitationMail({
      company,
      mailFrom: config.mailFrom,
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
    const invitation = await trx
      .updateTable('staff_invitation')
      .set({ accepted_at: now })
      .where('company_id', '=', input.companyId)
      .where('token_hash', '=', tokenHash(input.token))
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'email', 'role'])
      .executeTakeFirst();
    if (!invitation) throw badUserInput(INVITATION_EXPIRED_MESSAGE, 'token');

    const existing = await trx
      .selectFrom('staff_user')
      .select(['id', 'is_active'])
      .where('company_id', '=', input.companyId)
      .where(sql<string>`lower(email)`, '=', normalizeEmail(invitation.email))
      .forUpdate()
      .executeTakeFirst();
    if (existing?.is_active)
      throw conflict('This e-mail already belongs to an active staff member.');
    const values = {
      role: invitation.role,
      password_hash: passwordHash,
      first_name: firstName,
      last_name: lastName,
      is_active: true,
      updated_at: now,
    };
    const { id } = existing
      ? await trx
          .updateTable('staff_user')
          .set(values)
          .where('company_id', '=', input.companyId)
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('staff_user')
          .values({ ...values, company_id: input.companyId, email: invitation.email })
          .returning('id')
          .executeTakeFirstOrThrow();
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
