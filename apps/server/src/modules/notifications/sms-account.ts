import type { TwilioCredentials } from '../../adapters/sms/index.ts';
import type { Config } from '../../config.ts';
import { openSecret } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { findSmsAccount } from './sms-account.repository.ts';

/**
 * The Twilio account a company's texts go out with: its own (auth token opened with SECRETS_KEY)
 * when it set one, else undefined (the deployment's TWILIO_*, or the outbox). Throws
 * SecretUnreadableError when the token was sealed under a key this server does not hold.
 */
export async function companyTwilioCredentials(
  deps: { db: Db; config: Pick<Config, 'secretsKey'> },
  companyId: string,
): Promise<TwilioCredentials | undefined> {
  const account = await findSmsAccount(deps.db, companyId);
  if (!account) return undefined;
  return {
    accountSid: account.account_sid,
    authToken: openSecret(deps.config.secretsKey, account.auth_token),
    from: account.sender,
  };
}
