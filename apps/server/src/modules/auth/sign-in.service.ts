import { normalizeEmail, validateSignIn } from '@ride/domain';
import { badUserInput } from '../../core/errors.ts';
import { rateLimitsOf } from '../../rate-limits/rate-limits.ts';
import { requireActiveCompany } from '../company/index.ts';
import { findActiveStaffByEmail } from '../staff/index.ts';
import type { UserKind } from './access-token.ts';
import { findAccountByEmail } from './account.repository.ts';
import { assertValid, type AuthDeps } from './auth-context.ts';
import { newSessionChecks, signInFailureChecks } from './limits.ts';
import { verifyPassword } from './password.ts';
import { startSession, type AuthTokens } from './session.service.ts';

/** The one answer to every failed sign-in (spec part 1 §8): it never says which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email and/or password';

export interface SignInInput {
  username: string;
  password: string;
  companyId: string;
  /** ACCOUNT_USER signs a rider in; COMPANY_USER a staff user (admin, dispatcher, driver). */
  typeOfUser: UserKind;
}

/**
 * Signs a rider or a staff user in (decisions 24 and 45): the two are separate accounts, and the
 * same address may be both. An attempt counts as a failure against the client address, the
 * account from that address and the account; a success gives its count back. The first two are
 * tight and refuse at once. The account's own limit is loose, and once it is reached only an
 * address that has not failed for this account may still try, so an attacker elsewhere cannot
 * lock the owner out. A refused attempt counts nothing; a success opens a session only within
 * the account's hourly allowance of new sessions.
 */
export async function signIn(ctx: AuthDeps, input: SignInInput, now: Date): Promise<AuthTokens> {
  assertValid(validateSignIn({ email: input.username, password: input.password }), (field) =>
    field === 'email' ? 'username' : field,
  );
  const company = await requireActiveCompany(ctx.db, input.companyId);
  const email = normalizeEmail(input.username);
  const limits = rateLimitsOf(ctx.db);
  // A rider and a staff user with one address are two accounts: their failures count apart.
  const checks = signInFailureChecks(
    input.typeOfUser === 'COMPANY_USER' ? `staff:${email}` : email,
    ctx.clientIp,
  );
  const tight = [...checks.address, ...checks.accountFromAddress];
  await limits.consume(company.id, tight);
  let counted = [...tight, ...checks.account];
  try {
    await limits.consume(company.id, checks.account);
  } catch (refusal) {
    // This attempt is the pair's only hit in the hour: the address has not failed here before.
    const hourOfPair = checks.accountFromAddress.at(-1)!;
    if ((await limits.used(company.id, hourOfPair)) > 1) {
      await limits.refund(company.id, tight);
      throw refusal;
    }
    counted = tight;
  }

  const kind = input.typeOfUser;
  const account =
    kind === 'COMPANY_USER'
      ? await findActiveStaffByEmail(ctx.db, company.id, email)
      : await findAccountByEmail(ctx.db, company.id, email);
  const passwordMatches = await verifyPassword(account?.password_hash, input.password);
  if (!account || !passwordMatches) throw badUserInput(INVALID_CREDENTIALS_MESSAGE);

  await limits.refund(company.id, counted);
  for (const check of checks.accountFromAddress) await limits.reset(company.id, check);
  await limits.consume(company.id, newSessionChecks(account.id));
  return startSession(
    ctx.db,
    ctx.config.jwtSecret,
    { id: account.id, companyId: company.id, kind },
    now,
  );
}
