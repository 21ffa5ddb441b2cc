import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { StaffRole } from '../../staff/index.ts';

type Executor = Kysely<Database>;

const MEMBER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'is_active',
  'created_at',
] as const;

/** Every staff user of the company: active ones first, then by address. */
export function listStaffMembers(db: Executor, companyId: string) {
  return db
    .selectFrom('staff_user')
    .select(MEMBER_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('is_active', 'desc')
    .orderBy('email')
    .execute();
}

/** One staff user of the company, locked for the rest of the transaction. */
export function lockStaffMember(db: Executor, companyId: string, id: string) {
  return db
    .selectFrom('staff_user')
    .select(MEMBER_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The company's active admins, locked: two admins demoting each other at once then run one
 * after the other, and the second sees that only one admin is left.
 */
export async function lockActiveAdminIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export function updateStaffMember(
  db: Executor,
  companyId: string,
  id: string,
  values: { role?: StaffRole; is_active?: boolean },
  now: Date,
) {
  return db
    .updateTable('staff_user')
    .set({ ...values, updated_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

const openInvitations = (db: Executor, companyId: string, now: Date) =>
  db
    .selectFrom('staff_invitation as i')
    .leftJoin('staff_user as by', (join) =>
      join.onRef('by.company_id', '=', 'i.company_id').onRef('by.id', '=', 'i.invited_by'),
    )
    .select([
      'i.id',
      'i.email',
      'i.role',
      'i.expires_at',
      'i.created_at',
      'by.email as invited_by_email',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now);

/** The company's invitations that still work, newest first. */
export function listOpenInvitations(db: Executor, companyId: string, now: Date) {
  return openInvitations(db, companyId, now)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
}

export function findOpenInvitation(db: Executor, companyId: string, id: string, now: Date) {
  return openInvitations(db, companyId, now).where('i.id', '=', id).executeTakeFirst();
}

/** Revokes one open invitation; false when it was not open (any more). */
export async function revokeInvitation(
  db: Executor,
  companyId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('staff_invitation')
    .set({ revoked_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The open invitation a link's token names, with the company's name. */
export function findOpenInvitationByToken(
  db: Executor,
  companyId: string,
  tokenHash: string,
  now: Date,
) {
  return db
    .selectFrom('staff_invitation as i')
    .innerJoin('company as c', 'c.id', 'i.company_id')
    .select(['i.email', 'i.role', 'c.name as company_name'])
    .where('i.company_id', '=', companyId)
    .where('i.token_hash', '=', tokenHash)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}
