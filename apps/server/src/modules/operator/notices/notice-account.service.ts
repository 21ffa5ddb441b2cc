import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { badUserInput } from '../../../core/errors.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { openSecret, sealSecret } from '../../../crypto/secret-box.ts';
import { findCompany } from '../../company/index.ts';
import {
  deleteSmsAccount,
  findSmsAccount,
  saveSmsAccount,
  smsRepliesPath,
} from '../../notifications/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { saveFreeWaitingMinutes } from './notice-account.repository.ts';

type AccountDeps = Pick<Deps, 'db' | 'config'>;

/** The longest free waiting time an arrival notice names: two hours. */
export const FREE_WAITING_MAX_MINUTES = 120;

/**
 * noticeAccount: where the company's texts go out from (its own Twilio account, the
 * deployment's, or the outbox), the address Twilio posts its riders' replies to, and the free
 * waiting time its arrival notice names. The auth token shows only its last 4 characters.
 */
export async function noticeAccount(deps: AccountDeps, staff: StaffViewer) {
  const [account, company] = await Promise.all([
    findSmsAccount(deps.db, staff.companyId),
    findCompany(deps.db, staff.companyId),
  ]);
  const deployment = deps.config.twilio;
  return {
    smsSource: account ? 'COMPANY' : deployment ? 'DEPLOYMENT' : 'OUTBOX',
    twilioAccountSid: account?.account_sid ?? null,
    smsSender: account?.sender ?? null,
    twilioAuthTokenLast4: account
      ? openSecret(deps.config.secretsKey, account.auth_token).slice(-4)
      : null,
    smsRepliesUrl: new URL(smsRepliesPath(staff.companyId), deps.config.publicUrl).toString(),
    freeWaitingMinutes: company?.free_waiting_minutes ?? null,
  };
}

const accountSchema = z.object({
  accountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'A Twilio Account SID is AC followed by 32 hexadecimal digits.'),
  authToken: z.string().trim().max(200).nullish(),
  sender: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'The sender is a number in international format (+12015550123) or a Messaging Service SID (MG…).',
    ),
});

const AUTH_TOKEN = /^[0-9a-fA-F]{32}$/;

/**
 * updateSmsAccount: the company's own Twilio account (admin; audited, the token masked). The
 * auth token is sealed with SECRETS_KEY; left empty, the stored one is kept.
 */
export async function updateSmsAccount(
  deps: AccountDeps,
  staff: StaffViewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(accountSchema, rawInput);
  const typedToken = input.authToken?.trim() || null;
  if (typedToken && !AUTH_TOKEN.test(typedToken)) {
    throw badUserInput('A Twilio auth token is 32 hexadecimal digits.', 'authToken');
  }
  await auditedCompanyChange(
    deps.db,
    staff,
    { action: 'sms-account.update', secretFields: ['auth_token'] },
    async (trx) => {
      const before = await findSmsAccount(trx, staff.companyId);
      if (!typedToken && !before) {
        throw badUserInput('Enter the auth token of the Twilio account.', 'authToken');
      }
      const sealedAuthToken = typedToken
        ? sealSecret(deps.config.secretsKey, typedToken)
        : before!.auth_token;
      const account = { accountSid: input.accountSid, sealedAuthToken, sender: input.sender };
      await saveSmsAccount(trx, staff.companyId, account, now);
      const token = (sealed: string) => openSecret(deps.config.secretsKey, sealed);
      return {
        before: before
          ? {
              account_sid: before.account_sid,
              auth_token: token(before.auth_token),
              sender: before.sender,
            }
          : null,
        after: {
          account_sid: input.accountSid,
          auth_token: typedToken ?? token(sealedAuthToken),
          sender: input.sender,
        },
        result: undefined,
      };
    },
  );
  return noticeAccount(deps, staff);
}

/** removeSmsAccount: the company's texts go the deployment's way again (admin; audited). */
export async function removeSmsAccount(deps: AccountDeps, staff: StaffViewer) {
  await auditedCompanyChange(deps.db, staff, { action: 'sms-account.remove' }, async (trx) => {
    const before = await findSmsAccount(trx, staff.companyId);
    await deleteSmsAccount(trx, staff.companyId);
    return {
      before: before ? { account_sid: before.account_sid, sender: before.sender } : null,
      after: null,
      result: undefined,
    };
  });
  return noticeAccount(deps, staff);
}

const waitingSchema = z.object({
  minutes: z
    .number()
    .int('minutes must be a whole number')
    .min(0, 'minutes must not be negative')
    .max(FREE_WAITING_MAX_MINUTES, `minutes must be at most ${FREE_WAITING_MAX_MINUTES}`)
    .nullable(),
});

/** updateFreeWaitingTime: the free waiting the arrival notice names; null or 0: none (audited). */
export async function updateFreeWaitingTime(
  deps: AccountDeps,
  staff: StaffViewer,
  rawInput: unknown,
) {
  const { minutes } = parseOrRefuse(waitingSchema, rawInput);
  const value = minutes || null;
  await auditedCompanyChange(deps.db, staff, { action: 'free-waiting.update' }, async (trx) => {
    const before = (await findCompany(trx, staff.companyId))?.free_waiting_minutes ?? null;
    await saveFreeWaitingMinutes(trx, staff.companyId, value);
    return {
      before: { free_waiting_minutes: before },
      after: { free_waiting_minutes: value },
      result: undefined,
    };
  });
  return noticeAccount(deps, staff);
}
