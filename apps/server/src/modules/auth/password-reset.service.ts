import { normalizeEmail, validateForgotPassword, validateResetPassword } from '@ride/domain';
import { mailerFor } from '../../adapters/mail/index.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { requireActiveCompany } from '../company/company.service.ts';
import { findAccountByEmail, updatePasswordHash } from './account.repository.ts';
import { assertValid, type AuthContext } from './auth-context.ts';
import { runInBackground } from './background.ts';
import { completeResetLimits, resetPasswordLimits } from './limits.ts';
import { hashPassword } from './password.ts';
import {
  claimResetToken,
  findUsableResetToken,
  insertResetToken,
  retireResetTokens,
} from './password-reset.repository.ts';
import { consumeRateLimits } from './rate-limit.ts';
import { appBaseUrl, passwordResetMail, resetLink } from './reset-mail.ts';
import { revokeAllSessions } from './session.repository.ts';
import { newOpaqueToken, OPAQUE_TOKEN_PATTERN, tokenHash } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 3600_000;
/** The forgot-password screen's text (spec part 1 §2), whether or not the account exists. */
export const RESET_REQUESTED_MESSAGE =
  'If account exists, an email will be sent with further instructions';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

export interface PasswordResetResult {
  isSuccessful: boolean;
  message: string;
}

/**
 * Mails a single-use reset link when the account exists. Both paths do the same work before
 * answering (one lookup, one token drawn and hashed), and the token is stored and the mail sent
 * after the answer, so neither the answer nor its timing says whether the account exists.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { email: string; companyId: string },
  requestUrl: string,
  now: Date,
): Promise<PasswordResetResult> {
  assertValid(validateForgotPassword(input));
  const company = await requireActiveCompany(ctx.db, input.companyId);
  const email = normalizeEmail(input.email);
  await consumeRateLimits(ctx.db, company.id, resetPasswordLimits(email, ctx.clientIp), now);

  const account = await findAccountByEmail(ctx.db, company.id, email);
  const token = newOpaqueToken();
  const hash = tokenHash(token);
  if (account) {
    const link = resetLink(
      appBaseUrl(ctx.config.publicUrl, company, requestUrl),
      company.id,
      token,
    );
    const mail = passwordResetMail({
      company,
      mailFrom: ctx.config.mailFrom,
      to: account.email,
      firstName: account.first_name,
      link,
    });
    runInBackground('Password reset mail', ctx.logger, async () => {
      await ctx.db.transaction().execute(async (trx) => {
        // Only the newest link works: an older one in a forgotten inbox is retired.
        await retireResetTokens(trx, company.id, account.id, now);
        await insertResetToken(trx, {
          companyId: company.id,
          accountId: account.id,
          tokenHash: hash,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          now,
        });
      });
      await mailerFor(ctx).send(mail);
    });
  }
  return { isSuccessful: true, message: RESET_REQUESTED_MESSAGE };
}

/** Sets a new password with a reset token; the token is spent and every session of the account ends. */
export async function completePasswordReset(
  ctx: AuthContext,
  input: { token: string; password: string; companyId: string },
  now: Date,
): Promise<PasswordResetResult> {
  assertValid(validateResetPassword(input));
  const company = await requireActiveCompany(ctx.db, input.companyId);
  await consumeRateLimits(ctx.db, company.id, completeResetLimits(ctx.clientIp), now);
  if (!OPAQUE_TOKEN_PATTERN.test(input.token))
    throw badUserInput(RESET_LINK_INVALID_MESSAGE, 'token');
  const hash = tokenHash(input.token);
  const found = await findUsableResetToken(ctx.db, company.id, hash, now);
  if (!found) throw badUserInput(RESET_LINK_INVALID_MESSAGE, 'token');

  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimResetToken(trx, company.id, found.id, now))) return false;
    await updatePasswordHash(trx, company.id, found.account_user_id, passwordHash, now);
    await retireResetTokens(trx, company.id, found.account_user_id, now);
    await revokeAllSessions(trx, company.id, found.account_user_id, 'password-reset', now);
    return true;
  });
  if (!changed) throw badUserInput(RESET_LINK_INVALID_MESSAGE, 'token');
  return { isSuccessful: true, message: PASSWORD_CHANGED_MESSAGE };
}
