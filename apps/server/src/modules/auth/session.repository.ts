import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserKind } from './access-token.ts';

type Executor = Kysely<Database>;

export async function insertSession(
  db: Executor,
  values: { owner: { id: string; companyId: string; kind: UserKind }; expiresAt: Date; now: Date },
): Promise<string> {
  const { owner } = values;
  const row = await db
    .insertInto('auth_session')
    .values({
      company_id: owner.companyId,
      account_user_id: owner.kind === 'ACCOUNT_USER' ? owner.id : null,
      staff_user_id: owner.kind === 'COMPANY_USER' ? owner.id : null,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(
  db: Executor,
  values: { companyId: string; sessionId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('refresh_token')
    .values({
      company_id: values.companyId,
      session_id: values.sessionId,
      token_hash: values.tokenHash,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The refresh token with this hash and its session, locked so two concurrent refreshes of the
 * same token are decided one after the other.
 */
export function findRefreshTokenForUpdate(db: Executor, hash: string) {
  return db
    .selectFrom('refresh_token as t')
    .innerJoin('auth_session as s', 's.id', 't.session_id')
    .select([
      't.id',
      't.company_id',
      't.session_id',
      't.expires_at',
      't.used_at',
      't.replaced_by_id',
      's.account_user_id',
      's.staff_user_id',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('t.token_hash', '=', hash)
    .forUpdate('t')
    .executeTakeFirst();
}

export function findRefreshTokenById(db: Executor, companyId: string, id: string) {
  return db
    .selectFrom('refresh_token')
    .select(['id', 'used_at', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(
  db: Executor,
  values: { companyId: string; id: string; replacedById: string; now: Date },
): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ used_at: values.now, replaced_by_id: values.replacedById })
    .where('company_id', '=', values.companyId)
    .where('id', '=', values.id)
    .execute();
}

/** Ends live sessions: one (by id), or every one of a rider or of a staff user; says how many. */
export async function revokeSessions(
  db: Executor,
  companyId: string,
  which: { sessionId: string } | { accountId: string } | { staffId: string },
  reason: string,
  now: Date,
): Promise<number> {
  const [column, id] =
    'sessionId' in which
      ? (['id', which.sessionId] as const)
      : 'accountId' in which
        ? (['account_user_id', which.accountId] as const)
        : (['staff_user_id', which.staffId] as const);
  const result = await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('company_id', '=', companyId)
    .where(column, '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends every live session of an account but the one given (the one making the change). */
export async function revokeOtherSessions(
  db: Executor,
  owner: { companyId: string; accountId: string },
  keepSessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('company_id', '=', owner.companyId)
    .where('account_user_id', '=', owner.accountId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The live session behind an access token, with the state of its user's company. */
export function findActiveSessionViewer(
  db: Executor,
  claims: { sessionId: string; companyId: string; accountId: string },
  now: Date,
) {
  return db
    .selectFrom('auth_session as s')
    .innerJoin('account_user as a', (join) =>
      join.onRef('a.company_id', '=', 's.company_id').onRef('a.id', '=', 's.account_user_id'),
    )
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .select([
      'a.id as account_id',
      'a.company_id',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.language',
      'c.is_disabled',
    ])
    .where('s.id', '=', claims.sessionId)
    .where('s.company_id', '=', claims.companyId)
    .where('s.account_user_id', '=', claims.accountId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

/** The live session behind a staff user's access token, with the user's role and company state. */
export function findActiveSessionStaff(
  db: Executor,
  claims: { sessionId: string; companyId: string; staffId: string },
  now: Date,
) {
  return db
    .selectFrom('auth_session as s')
    .innerJoin('staff_user as u', (join) =>
      join.onRef('u.company_id', '=', 's.company_id').onRef('u.id', '=', 's.staff_user_id'),
    )
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.company_id', 'u.role', 'u.first_name', 'u.last_name', 'c.is_disabled'])
    .where('s.id', '=', claims.sessionId)
    .where('s.company_id', '=', claims.companyId)
    .where('s.staff_user_id', '=', claims.staffId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export function findActiveStaffUser(db: Executor, companyId: string, staffId: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'role'])
    .where('company_id', '=', companyId)
    .where('id', '=', staffId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
