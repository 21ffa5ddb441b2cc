import { isValidCoid } from '@ride/domain';
import { validTwilioSignature } from '../../adapters/sms/index.ts';
import type { Deps } from '../../core/deps.ts';
import { isOptInKeyword, isOptOutKeyword } from '../../messages/sms/index.ts';
import { findCompany } from '../company/index.ts';
import { clearOptOut, recordOptOut } from './preferences.repository.ts';
import { companyTwilioCredentials } from './sms-account.ts';

/** Where Twilio posts the replies to a company's texts: this prefix and the company's id. */
export const SMS_REPLIES_PREFIX = '/webhooks/twilio/sms/';

export const smsRepliesPath = (companyId: string) =>
  `${SMS_REPLIES_PREFIX}${encodeURIComponent(companyId)}`;

/** A number in E.164, as Twilio gives the sender of a reply. */
const E164 = /^\+[1-9]\d{6,14}$/;

export type SmsReplyOutcome =
  'opted-out' | 'opted-in' | 'ignored' | 'unknown-company' | 'not-from-twilio';

export interface SmsReply {
  companyId: string;
  /** The address Twilio called, on PUBLIC_URL (never the request's Host), query included. */
  url: string;
  /** The form's parameters, as posted. */
  params: Record<string, string>;
  /** The X-Twilio-Signature header. */
  signature: string;
}

/**
 * A rider's reply to the company's texts (decision 78): STOP (or another opt-out keyword, or
 * Twilio's OptOutType) keeps the number from being texted again; START lets it be texted again.
 * Only a request signed with the company's Twilio auth token (its own, else the deployment's) is
 * taken; anything else in the reply is left to the operator's Twilio number.
 */
export async function takeSmsReply(
  deps: Pick<Deps, 'db' | 'config'>,
  reply: SmsReply,
): Promise<SmsReplyOutcome> {
  if (!isValidCoid(reply.companyId) || !(await findCompany(deps.db, reply.companyId))) {
    return 'unknown-company';
  }
  const own = await companyTwilioCredentials(deps, reply.companyId);
  const authToken = own?.authToken ?? deps.config.twilio?.authToken;
  if (!authToken || !validTwilioSignature(authToken, reply.url, reply.params, reply.signature)) {
    return 'not-from-twilio';
  }
  const from = reply.params.From ?? '';
  if (!E164.test(from)) return 'ignored';
  const body = reply.params.Body ?? '';
  const type = reply.params.OptOutType?.toUpperCase();
  if (type === 'STOP' || (type === undefined && isOptOutKeyword(body))) {
    await recordOptOut(deps.db, reply.companyId, from);
    return 'opted-out';
  }
  if (type === 'START' || (type === undefined && isOptInKeyword(body))) {
    await clearOptOut(deps.db, reply.companyId, from);
    return 'opted-in';
  }
  return 'ignored';
}
