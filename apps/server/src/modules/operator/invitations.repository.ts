import { normalizeEmail } from '@ride/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffRole } from '../staff/index.ts';

type Executor = Kysely<Database>;

/** What an invitation's mail says of the company. */
export function findInvitingCompany(db: Executor, companyId: string) {
  return db
    .selectFrom('company')
    .select([
      'id',
      'name',
      'support_email',
      'support_phone',
      'primary_color',
      'updated_at',
      'offered_languages',
      'default_language',
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** Whether an address (any case) belongs to an active staff user of the company. */
export async function isActiveStaffEmail(
  db: Executor,
  companyId: string,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('staff_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the open invitations to an address (any case): their links stop working. */
export async function revokeOpenInvitationsTo(
  db: Executor,
  companyId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_invitation')
    .set({ revoked_at: now })
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface NewInvitation {
  companyId: string;
  email: string;
  role: StaffRole;
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: Date;
  now: Date;
}

export async function insertInvitation(db: Executor, invitation: NewInvitation): Promise<string> {
  const { id } = await db
    .insertInto('staff_invitation')
    .values({
      company_id: invitation.companyId,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
      created_at: invitation.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Claims an invitation by its token's hash with one conditional update, so it works once, and not
 * after it expired or was replaced; undefined when it does not work.
 */
export function claimInvitation(db: Executor, companyId: string, hash: string, now: Date) {
  return db
    .updateTable('staff_invitation')
    .set({ accepted_at: now })
    .where('company_id', '=', companyId)
    .where('token_hash', '=', hash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'role'])
    .executeTakeFirst();
}

/** The staff user with an address (any case), locked for the transaction. */
export function lockStaffByEmail(db: Executor, companyId: string, email: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'is_active'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .forUpdate()
    .executeTakeFirst();
}

export interface InvitedStaff {
  role: StaffRole;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_active: true;
  updated_at: Date;
}

/** Makes an invited person staff: a user the company had (and deactivated) again, or a new one. */
export async function saveInvitedStaff(
  db: Executor,
  companyId: string,
  email: string,
  existingId: string | null,
  values: InvitedStaff,
): Promise<string> {
  const { id } = existingId
    ? await db
        .updateTable('staff_user')
        .set(values)
        .where('company_id', '=', companyId)
        .where('id', '=', existingId)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('staff_user')
        .values({ ...values, company_id: companyId, email })
        .returning('id')
        .executeTakeFirstOrThrow();
  return id;
}
