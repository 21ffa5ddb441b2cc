import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  DUPLICATE_GUEST_EMAIL_MESSAGE,
  emailError,
  firstNameError,
  isEmailChange,
  isLanguage,
  lastNameError,
  normalizeEmail,
  PHONE_MAX_LENGTH,
  phoneCountryOf,
  phoneNumberError,
  POSTAL_CODE_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@ride/domain';
import { z } from 'zod';
import { enqueueMail } from '../../adapters/mail/outbox.repository.ts';
import type { Deps } from '../../core/deps.ts';
import type { Viewer } from '../../core/actor.ts';
import type { RequestHeaders } from '../../core/request.ts';
import { badUserInput, conflict } from '../../core/errors.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { rateLimitsOf } from '../../rate-limits/rate-limits.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { appBaseOf, requireActiveCompany, riderLanguageOf } from '../company/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findAccountByEmail, updateAccount } from './account.repository.ts';
import { getOwnProfile } from './account.service.ts';
import { assertValid, type AuthDeps } from './auth-context.ts';
import { emailChangedMail } from './email-changed-mail.ts';
import { signInFailureChecks } from './limits.ts';
import { verifyPassword } from './password.ts';
import { revokeOtherSessions } from './session.repository.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const accountChangesSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  currentPassword: z.string().max(256, 'must be at most 256 characters').nullish(),
  phone: text(PHONE_MAX_LENGTH).nullish(),
  language: z.string().trim().max(35, 'must be at most 35 characters').nullish(),
  address: z
    .object({
      line1: text(PROFILE_TEXT_MAX_LENGTH).nullish(),
      line2: text(PROFILE_TEXT_MAX_LENGTH).nullish(),
      city: text(PROFILE_TEXT_MAX_LENGTH).nullish(),
      stateCode: text(10).nullish(),
      postalCode: text(POSTAL_CODE_MAX_LENGTH).nullish(),
      countryCode: z
        .string()
        .trim()
        .regex(/^([A-Za-z]{2})?$/, 'countryCode must be an ISO 3166 alpha-2 code')
        .nullish(),
    })
    .nullish(),
});

type AccountChanges = z.infer<typeof accountChangesSchema>;

function parseChanges(rawInput: unknown): AccountChanges {
  return parseOrRefuse(accountChangesSchema, rawInput);
}

/**
 * A new e-mail is a new sign-in name, so it takes the password, and a wrong one counts as a failed
 * sign-in of the account from this address (decision 24): the same limits stop guessing here.
 */
async function confirmPassword(
  ctx: AuthDeps,
  account: { company_id: string; email: string; password_hash: string },
  password: string | null | undefined,
): Promise<void> {
  if (!password) throw badUserInput(CURRENT_PASSWORD_REQUIRED_MESSAGE, 'currentPassword');
  const limits = rateLimitsOf(ctx.db);
  const checks = signInFailureChecks(normalizeEmail(account.email), ctx.clientIp);
  const counted = [...checks.address, ...checks.accountFromAddress];
  await limits.consume(account.company_id, counted);
  if (!(await verifyPassword(account.password_hash, password)))
    throw badUserInput(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  await limits.refund(account.company_id, counted);
}

/**
 * updateUserAccount: the signed-in rider's own names, e-mail, phone and address (the default
 * billing address). Only what is sent changes; names and e-mail follow the sign-up rules, the
 * phone the guest form's. A new e-mail needs the current password and a free address; with it,
 * the old address is told and the rider's other sessions end, all in one transaction.
 */
export async function updateOwnAccount(
  ctx: AuthDeps & Pick<Deps, 'jobs'> & Partial<Pick<RequestHeaders, 'acceptLanguage'>>,
  viewer: Viewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseChanges(rawInput);
  const account = await getOwnProfile(ctx.db, viewer);
  const address = input.address;
  const phone = input.phone?.trim();
  const phoneCountry = phoneCountryOf(address?.countryCode ?? account.address_country_code);
  assertValid({
    firstName: input.firstName != null ? firstNameError(input.firstName) : undefined,
    lastName: input.lastName != null ? lastNameError(input.lastName) : undefined,
    email: input.email != null ? emailError(input.email) : undefined,
    phone: phone ? phoneNumberError(phone, phoneCountry) : undefined,
  });

  const newEmail =
    input.email != null && isEmailChange(input.email, account.email) ? input.email.trim() : null;
  if (newEmail) {
    await confirmPassword(ctx, account, input.currentPassword);
    const holder = await findAccountByEmail(ctx.db, viewer.companyId, normalizeEmail(newEmail));
    if (holder && holder.id !== account.id) throw conflict(DUPLICATE_GUEST_EMAIL_MESSAGE);
  }
  const language = input.language?.trim();
  const company =
    newEmail || language ? await requireActiveCompany(ctx.db, viewer.companyId) : null;
  if (language && !(isLanguage(language) && company?.offered_languages.includes(language))) {
    throw badUserInput(
      `"${language}" is not a language this company offers (${company?.offered_languages.join(', ')}).`,
      'language',
    );
  }

  const changes = {
    ...(input.firstName != null ? { first_name: input.firstName.trim() } : {}),
    ...(input.lastName != null ? { last_name: input.lastName.trim() } : {}),
    ...(input.email != null ? { email: input.email.trim() } : {}),
    ...(phone != null ? { phone } : {}),
    ...(language != null ? { language: language || null } : {}),
    ...(address?.line1 != null ? { address_line1: address.line1 } : {}),
    ...(address?.line2 != null ? { address_line2: address.line2 } : {}),
    ...(address?.city != null ? { address_city: address.city } : {}),
    ...(address?.stateCode != null ? { address_state_code: address.stateCode.toUpperCase() } : {}),
    ...(address?.postalCode != null ? { address_postal_code: address.postalCode } : {}),
    ...(address?.countryCode != null
      ? { address_country_code: address.countryCode.toUpperCase() }
      : {}),
    updated_at: now,
  };
  const owner = { companyId: viewer.companyId, accountId: account.id };
  // Rendered before the transaction, so it holds no locks meanwhile.
  const notice =
    newEmail && company
      ? await emailChangedMail({
          company,
          mailFrom: ctx.config.mailFrom,
          to: account.email,
          firstName: changes.first_name ?? account.first_name,
          newEmail,
          baseUrl: appBaseOf(company, ctx.config.publicUrl),
          i18n: i18nFor(
            riderLanguageOf(company, {
              own: changes.language === undefined ? account.language : changes.language,
              acceptLanguage: ctx.acceptLanguage ?? null,
            }),
          ),
        })
      : null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateAccount(trx, owner.companyId, owner.accountId, changes);
      if (!notice) return;
      await enqueueMail(trx, notice);
      await revokeOtherSessions(trx, owner, viewer.sessionId, 'email-change', now);
    });
  } catch (error) {
    // Two accounts taking one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_GUEST_EMAIL_MESSAGE);
    throw error;
  }
  if (newEmail) ctx.jobs?.wake();
  return getOwnProfile(ctx.db, viewer);
}
