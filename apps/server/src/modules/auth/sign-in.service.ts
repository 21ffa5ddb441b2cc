import { normalizeEmail, validateSignIn } from '@ride/domain';
import { badUserInput } from '../../graphql/errors.ts';
import { requireActiveCompany } from '../company/company.service.ts';
import { findAccountByEmail } from './account.repository.ts';
import { assertValid, type AuthContext } from './auth-context.ts';
import { signInLimits } from './limits.ts';
import { verifyPassword } from './password.ts';
import { consumeRateLimits, refundRateLimits } from './rate-limit.ts';
import { startSession, type AuthTokens } from './session.service.ts';

/** The one answer to every failed sign-in (spec part 1 §8): it never says which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email and/or password';

export interface SignInInput {
  username: string;
  password: string;
  companyId: string;
  typeOfUser: 'ACCOUNT_USER';
}

/**
 * Signs a rider in. Each attempt counts against the account and the client address before the
 * password is checked, and a success gives its count back, so only failures use up the limit.
 */
export async function signIn(ctx: AuthContext, input: SignInInput, now: Date): Promise<AuthTokens> {
  assertValid(validateSignIn({ email: input.username, password: input.password }), (field) =>
    field === 'email' ? 'username' : field,
  );
  const company = await requireActiveCompany(ctx.db, input.companyId);
  const email = normalizeEmail(input.username);
  const limits = signInLimits(email, ctx.clientIp);
  await consumeRateLimits(ctx.db, company.id, limits, now);

  const account = await findAccountByEmail(ctx.db, company.id, email);
  const passwordMatches = await verifyPassword(account?.password_hash, input.password);
  if (!account || !passwordMatches) throw badUserInput(INVALID_CREDENTIALS_MESSAGE);

  await refundRateLimits(ctx.db, company.id, limits, now);
  return startSession(ctx.db, ctx.config.jwtSecret, { id: account.id, companyId: company.id }, now);
}
