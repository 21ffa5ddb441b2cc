import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export async function insertResetToken(
  db: Executor,
  values: { companyId: string; accountId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_token')
    .values({
      company_id: values.companyId,
      account_user_id: values.accountId,
      token_hash: values.tokenHash,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** A reset token of this company that has not been used and has not expired. */
export function findUsableResetToken(db: Executor, companyId: string, hash: string, now: Date) {
  return db
    .selectFrom('password_reset_token')
    .select(['id', 'account_user_id'])
    .where('company_id', '=', companyId)
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Claims one token; false when another request used it first. */
export async function claimResetToken(
  db: Executor,
  companyId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Retires every outstanding reset link of the account (a newer link or a completed reset). */
export async function retireResetTokens(
  db: Executor,
  companyId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('company_id', '=', companyId)
    .where('account_user_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** Records that someone asked for a reset link for this address; the worker takes it from here. */
export async function insertResetRequest(
  db: Executor,
  values: {
    companyId: string;
    email: string;
    viaCompanyDomain: boolean;
    language: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('password_reset_request')
    .values({
      company_id: values.companyId,
      email: values.email,
      via_company_domain: values.viaCompanyDomain,
      language: values.language,
      created_at: values.now,
      next_attempt_at: values.now,
    })
    .execute();
}

/** A pending reset request, locked until the transaction ends (so it is handled once). */
export function lockPendingResetRequest(db: Executor, id: string) {
  return db
    .selectFrom('password_reset_request')
    .select(['id', 'company_id', 'email', 'via_company_domain', 'language'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}
