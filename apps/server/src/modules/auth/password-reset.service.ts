import { normalizeEmail, validateForgotPassword, validateResetPassword } from '@ride/domain';
import { enqueueMail } from '../../adapters/mail/outbox.repository.ts';
import type { Deps } from '../../core/deps.ts';
import type { RequestHeaders } from '../../core/request.ts';
import { badUserInput } from '../../core/errors.ts';
import type { QueueHandler } from '../../jobs/job-runner.ts';
import { markRowDone } from '../../jobs/queue.repository.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { findCompany, requireActiveCompany, riderLanguageOf } from '../company/index.ts';
import { findAccountByEmail, updatePasswordHash } from './account.repository.ts';
import { assertValid, type AuthDeps } from './auth-context.ts';
import { completeResetChecks, resetPasswordChecks } from './limits.ts';
import { hashPassword } from './password.ts';
import {
  claimResetToken,
  findUsableResetToken,
  insertResetRequest,
  insertResetToken,
  lockPendingResetRequest,
  retireResetTokens,
} from './password-reset.repository.ts';
import { rateLimitsOf } from '../../rate-limits/rate-limits.ts';
import {
  appBaseUrl,
  cameThroughCompanyDomain,
  passwordResetMail,
  resetLink,
} from './reset-mail.ts';
import { revokeSessions } from './session.repository.ts';
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
 * Asks for a single-use reset link for this address. The answer is the same whether or not the
 * account exists, and so is the work before it: one request row written (so it survives a crash
 * the moment after the answer). The background worker makes the link and mails it
 * (processResetRequest).
 */
export async function requestPasswordReset(
  ctx: AuthDeps &
    Pick<Deps, 'jobs'> &
    Pick<RequestHeaders, 'host'> &
    Partial<Pick<RequestHeaders, 'acceptLanguage'>>,
  input: { email: string; companyId: string },
  now: Date,
): Promise<PasswordResetResult> {
  assertValid(validateForgotPassword(input));
  const company = await requireActiveCompany(ctx.db, input.companyId);
  const email = normalizeEmail(input.email);
  await rateLimitsOf(ctx.db).consume(company.id, resetPasswordChecks(email, ctx.clientIp));
  await insertResetRequest(ctx.db, {
    companyId: company.id,
    email,
    viaCompanyDomain: cameThroughCompanyDomain(ctx.host, company),
    language: riderLanguageOf(company, { acceptLanguage: ctx.acceptLanguage ?? null }),
    now,
  });
  ctx.jobs?.wake();
  return { isSuccessful: true, message: RESET_REQUESTED_MESSAGE };
}

/**
 * The worker's side of a reset request: when the account exists, a new link (the older ones
 * retired) and its mail, in one transaction with the request marked done; else only that mark.
 */
export async function processResetRequest(
  services: Pick<Deps, 'db' | 'config'>,
  id: string,
  now: Date,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const request = await lockPendingResetRequest(trx, id);
    if (!request) return;
    const company = await findCompany(trx, request.company_id);
    const account =
      company && !company.is_disabled
        ? await findAccountByEmail(trx, company.id, request.email)
        : undefined;
    if (company && account) {
      const token = newOpaqueToken();
      await retireResetTokens(trx, company.id, account.id, now);
      await insertResetToken(trx, {
        companyId: company.id,
        accountId: account.id,
        tokenHash: tokenHash(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        now,
      });
      const baseUrl = appBaseUrl(services.config.publicUrl, company, request.via_company_domain);
      await enqueueMail(
        trx,
        await passwordResetMail({
          company,
          mailFrom: services.config.mailFrom,
          to: account.email,
          firstName: account.first_name,
          baseUrl,
          link: resetLink(baseUrl, company.id, token),
          i18n: i18nFor(
            riderLanguageOf(company, { own: account.language, askedIn: request.language }),
          ),
        }),
      );
    }
    await markRowDone(trx, 'password_reset_request', request.id, now);
  });
}

/** The background work of reset requests, for the job runner. */
export function resetRequestProcessing(
  services: Pick<Deps, 'db' | 'config'>,
): QueueHandler<'password_reset_request'> {
  return {
    queue: 'password_reset_request',
    run: ({ id }, now) => processResetRequest(services, id, now),
  };
}

/** Sets a new password with a reset token; the token is spent and every session of the account ends. */
export async function completePasswordReset(
  ctx: AuthDeps,
  input: { token: string; password: string; companyId: string },
  now: Date,
): Promise<PasswordResetResult> {
  assertValid(validateResetPassword(input));
  const company = await requireActiveCompany(ctx.db, input.companyId);
  await rateLimitsOf(ctx.db).consume(company.id, completeResetChecks(ctx.clientIp));
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
    await revokeSessions(
      trx,
      company.id,
      { accountId: found.account_user_id },
      'password-reset',
      now,
    );
    return true;
  });
  if (!changed) throw badUserInput(RESET_LINK_INVALID_MESSAGE, 'token');
  return { isSuccessful: true, message: PASSWORD_CHANGED_MESSAGE };
}
