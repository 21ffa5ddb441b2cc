import {
  channelsFor,
  DEFAULT_COMPANY_CHANNELS,
  DEFAULT_RIDER_CHOICE,
  writtenTextIn,
  type RiderNoticeChoice,
} from '@ride/domain';
import type { Insertable } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import type { QueueHandler } from '../../jobs/job-runner.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { fitSms, isGsm7, toE164, type SmsText } from '../../messages/sms/index.ts';
import {
  companyMailEnvelope,
  findCompany,
  riderLanguageOf,
  type CompanyRow,
} from '../company/index.ts';
import { noticeMail } from './notice-mail.ts';
import { pushPayloadOf, smsTextOf } from './notice-texts.ts';
import { noticeView } from './notice-view.ts';
import { noticePreferences } from './preferences.service.ts';
import type { NoticeDeliveryTable } from './notifications.tables.ts';
import { findNoticeRide, insertDeliveries, type NoticeRide } from './notices.repository.ts';
import {
  findCompanyNoticeSetting,
  isOptedOut,
  listRidePushSubscriptions,
} from './preferences.repository.ts';

type FanOutDeps = Pick<Deps, 'db' | 'config'>;

/** The rider's channels: their own choice (signed in) or the guest's at checkout, else the defaults. */
function riderChoiceOf(deps: FanOutDeps, ride: NoticeRide): Promise<RiderNoticeChoice> {
  if (!ride.account_user_id) return Promise.resolve(ride.notice_channels ?? DEFAULT_RIDER_CHOICE);
  return noticePreferences(deps, { companyId: ride.company_id, userId: ride.account_user_id });
}

/**
 * The language of a ride's messages (decision 97): a signed-in rider's account language, else the
 * language the ride was booked in, among those the company offers now, else its default.
 */
export const noticeLanguageOf = (
  company: Pick<CompanyRow, 'offered_languages' | 'default_language'>,
  ride: Pick<NoticeRide, 'language' | 'account_language'>,
) => riderLanguageOf(company, { own: ride.account_language, askedIn: ride.language });

/**
 * A text in two segments; one that GSM-7 cannot write (Spanish, French, German, Arabic accents and
 * letters: UCS-2, 70 characters a segment) in up to four, about as many characters (decision 97).
 */
const fitted = (sms: SmsText) => fitSms(sms, isGsm7(`${sms.body} ${sms.link ?? ''}`) ? 2 : 4);

/**
 * The first step of a notice's way out (decision 78): the job runner hands it here, which reads
 * the ride as it is now, the operator's and the rider's choice of channels, and keeps one
 * delivery per channel and recipient, marking the notice done in the same transaction. Each
 * delivery then goes out on its own (notice-delivery.ts).
 */
export function noticeFanOut(deps: FanOutDeps): QueueHandler<'ride_notice'> {
  return {
    queue: 'ride_notice',
    async run(notice, now) {
      const ride = await findNoticeRide(deps.db, notice.company_id, notice.reservation_id);
      const company = await findCompany(deps.db, notice.company_id);
      if (!ride || !company) return insertDeliveries(deps.db, notice.id, [], now);
      const setting = await findCompanyNoticeSetting(deps.db, company.id, notice.kind);
      const channels = channelsFor(
        notice.kind,
        setting ?? DEFAULT_COMPANY_CHANNELS[notice.kind],
        await riderChoiceOf(deps, ride),
      );
      const language = noticeLanguageOf(company, ride);
      // The operator's wording in the rider's language, else in the default's (decision 100).
      const shortText =
        writtenTextIn(setting?.short_text ?? {}, language, company.default_language) || null;
      const view = noticeView({
        kind: notice.kind,
        facts: notice.facts,
        ride,
        company,
        publicUrl: deps.config.publicUrl,
        i18n: i18nFor(language),
      });
      const common = { company_id: company.id, notice_id: notice.id, reservation_id: ride.id };
      const deliveries: Insertable<NoticeDeliveryTable>[] = [];
      // A guest's cancel secret goes only by mail: that mail goes out whatever the channels say.
      const mailed = channels.includes('email') || view.cancelLink !== null;
      if (mailed && ride.passenger_email) {
        const mail = await noticeMail(view, company, {
          shortText,
          publicUrl: deps.config.publicUrl,
        });
        const envelope = companyMailEnvelope(company, deps.config.mailFrom, ride.passenger_email);
        deliveries.push({
          ...common,
          channel: 'email',
          recipient: envelope.to,
          from_address: envelope.from,
          reply_to: envelope.replyTo ?? null,
          subject: mail.subject,
          body: mail.text,
          html_body: mail.html,
        });
      }
      const phone = channels.includes('sms')
        ? toE164(ride.passenger_phone, company.country_code)
        : null;
      if (phone && !(await isOptedOut(deps.db, company.id, phone))) {
        deliveries.push({
          ...common,
          channel: 'sms',
          recipient: phone,
          body: fitted(smsTextOf(view, shortText)),
        });
      }
      if (channels.includes('push')) {
        const subscriptions = await listRidePushSubscriptions(deps.db, {
          companyId: company.id,
          reservationId: ride.id,
          accountUserId: ride.account_user_id,
        });
        const payload = JSON.stringify(pushPayloadOf(view, shortText));
        for (const subscription of subscriptions) {
          deliveries.push({
            ...common,
            channel: 'push',
            recipient: subscription.id,
            subscription_id: subscription.id,
            body: payload,
          });
        }
      }
      await insertDeliveries(deps.db, notice.id, deliveries, now);
    },
  };
}
