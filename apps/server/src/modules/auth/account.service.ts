import { emailError, normalizeEmail, validateSignUp } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badUserInput, conflict, forbidden, unauthenticated } from '../../core/errors.ts';
import type { Viewer } from '../../core/actor.ts';
import { requireActiveCompany } from '../company/index.ts';
import { findAccountByEmail, findAccountById, insertAccount } from './account.repository.ts';
import { assertValid, type AuthDeps } from './auth-context.ts';
import { duplicateCheckChecks, signUpChecks } from './limits.ts';
import { hashPassword } from './password.ts';
import { rateLimitsOf } from '../../rate-limits/rate-limits.ts';

/** The client maps a message containing "Duplicate Email" to its own text (spec part 1 §8). */
export const DUPLICATE_EMAIL_MESSAGE = 'Duplicate Email: an account with this email already exists';
export const ACCOUNT_CREATION_NOT_ALLOWED_MESSAGE =
  'Account creation is not allowed for this company';

export interface NewAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyId: string;
}

/** Registers a rider in a company that allows account creation; emails are unique per company. */
export async function createAccountUser(
  ctx: AuthDeps,
  input: NewAccountInput,
  now: Date,
): Promise<{ id: string }> {
  assertValid(validateSignUp(input));
  const company = await requireActiveCompany(ctx.db, input.companyId);
  if (!company.is_create_account_allowed) throw forbidden(ACCOUNT_CREATION_NOT_ALLOWED_MESSAGE);
  await rateLimitsOf(ctx.db).consume(company.id, signUpChecks(ctx.clientIp));

  const email = input.email.trim();
  if (await findAccountByEmail(ctx.db, company.id, normalizeEmail(email)))
    throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await insertAccount(ctx.db, {
      company_id: company.id,
      email,
      password_hash: passwordHash,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      default_credit_card_id: null,
      default_payment_type_id: null,
      created_at: now,
      updated_at: now,
      password_changed_at: now,
    });
    return { id };
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/** Whether the company has an account with this email, in any letter case. Rate limited. */
export async function checkDuplicateEmail(
  ctx: AuthDeps,
  args: { coid: string; email: string },
): Promise<{ duplicateCheck: boolean }> {
  const problem = emailError(args.email);
  if (problem) throw badUserInput(problem, 'email');
  const company = await requireActiveCompany(ctx.db, args.coid);
  await rateLimitsOf(ctx.db).consume(company.id, duplicateCheckChecks(ctx.clientIp));
  const account = await findAccountByEmail(ctx.db, company.id, normalizeEmail(args.email));
  return { duplicateCheck: account !== undefined };
}

/** The signed-in rider's own account; a token whose account is gone is no longer a sign-in. */
export async function getOwnProfile(db: Db, viewer: Viewer) {
  const account = await findAccountById(db, viewer.companyId, viewer.userId);
  if (!account) throw unauthenticated();
  return account;
}
