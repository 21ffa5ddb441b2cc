/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { noticeDelivery, type DeliveryPorts } from './notice-delivery.ts';
export { noticeFanOut } from './notice-fan-out.ts';
export { withoutCancelSecret } from './notice-view.ts';
export { notificationsResolvers } from './notifications.resolvers.ts';
export { DEFAULT_SHORT_TEXTS, exampleDetails } from './notice-texts.ts';
export {
  listOutboxDeliveries,
  listRideDeliveries,
  noticeRow,
  raiseRideNotice,
  type RideNotice,
} from './notices.repository.ts';
export { listCompanyNoticeSettings, saveCompanyNoticeSetting } from './preferences.repository.ts';
export { companyTwilioCredentials } from './sms-account.ts';
export {
  SMS_REPLIES_PREFIX,
  smsRepliesPath,
  takeSmsReply,
  type SmsReplyOutcome,
} from './sms-replies.ts';
export { deleteSmsAccount, findSmsAccount, saveSmsAccount } from './sms-account.repository.ts';
export type {
  CompanySmsAccountTable,
  CompanyNoticeSettingTable,
  NoticeDeliveryTable,
  NoticeFacts,
  PushSubscriptionTable,
  RideNoticeTable,
  RiderNoticePreferenceTable,
  SmsOptOutTable,
} from './notifications.tables.ts';
