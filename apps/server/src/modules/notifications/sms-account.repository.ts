import type { Db } from '../../db/database.ts';

/** A company's own Twilio account, its auth token still sealed; undefined when it has none. */
export function findSmsAccount(db: Db, companyId: string) {
  return db
    .selectFrom('company_sms_account')
    .select(['account_sid', 'auth_token', 'sender', 'updated_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Keeps the company's account (the auth token sealed by the caller), replacing the one before. */
export async function saveSmsAccount(
  db: Db,
  companyId: string,
  account: { accountSid: string; sealedAuthToken: string; sender: string },
  now: Date,
): Promise<void> {
  const values = {
    account_sid: account.accountSid,
    auth_token: account.sealedAuthToken,
    sender: account.sender,
    updated_at: now,
  };
  await db
    .insertInto('company_sms_account')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

/** Forgets the company's account: its texts go the deployment's way again. */
export async function deleteSmsAccount(db: Db, companyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('company_sms_account')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
