import type {
  ChannelChoice,
  NoticeChannel,
  OperatorTexts,
  RideNoticeKind,
  RiderNoticeChoice,
} from '@ride/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { QueuedRow } from '../../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What a notice says beyond the ride as it is when the notice goes out. */
export interface NoticeFacts {
  /** cancelled: who ended the ride, and the fee charged (0: the hold is released in full). */
  cancelledBy?: 'rider' | 'dispatcher' | 'no_show';
  feeMinor?: number;
  /** on_the_way: minutes to the pickup, where the driver's position told. */
  etaMinutes?: number | null;
  /** refunded: the amount given back. */
  refundMinor?: number;
  /**
   * booked, a guest's ride: the mail-only cancel secret (decision 79). Only its hash is kept with
   * the ride; it is struck from the notice once the notice's messages are written.
   */
  guestCancelSecret?: string;
}

/** Migration 0053: a notice raised by a ride's write (a durable queue row; once per change). */
export interface RideNoticeTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  reservation_id: string;
  kind: RideNoticeKind;
  change_key: string;
  facts: JSONColumnType<NoticeFacts, string | undefined, string>;
  created_at: Generated<Date>;
}

/** Migration 0053: one notice on one channel to one recipient (a durable queue row). */
export interface NoticeDeliveryTable extends QueuedRow {
  id: Generated<string>;
  company_id: string;
  notice_id: string;
  reservation_id: string;
  channel: NoticeChannel;
  recipient: string;
  subscription_id: string | null;
  from_address: string | null;
  reply_to: string | null;
  subject: string | null;
  body: string;
  html_body: string | null;
  provider_id: string | null;
  created_at: Timestamp;
}

/** Migration 0053: a rider's browser that allowed push, or a guest's for one ride. */
export interface PushSubscriptionTable {
  id: Generated<string>;
  company_id: string;
  account_user_id: string | null;
  reservation_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** Migration 0053: a rider's channels for one topic. */
export interface RiderNoticePreferenceTable extends ChannelChoice {
  company_id: string;
  account_user_id: string;
  topic: 'trip' | 'receipt';
}

/**
 * Migration 0053: the operator's channels and short text for one kind of notice; the short text by
 * language since migration 0067 (decision 100).
 */
export interface CompanyNoticeSettingTable extends ChannelChoice {
  company_id: string;
  kind: RideNoticeKind;
  short_text: ColumnType<OperatorTexts, string | undefined, string>;
  updated_at: Generated<Date>;
}

/** Migration 0053: a number that asked not to be texted. */
export interface SmsOptOutTable {
  company_id: string;
  phone: string;
  created_at: Generated<Date>;
}

/** Migration 0054: a company's own Twilio account; the auth token sealed with SECRETS_KEY. */
export interface CompanySmsAccountTable {
  company_id: string;
  account_sid: string;
  auth_token: string;
  /** The sending number in E.164, or a Messaging Service SID (MG…). */
  sender: string;
  updated_at: Generated<Date>;
}

/** Migration 0053: a guest's choice at checkout, kept with the ride. */
export type GuestNoticeChoice = RiderNoticeChoice;
