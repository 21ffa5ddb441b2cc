import { graphql } from '../../../gql';

/** What was sent to a ride's rider (decision 78). */
export const rideMessagesDocument = graphql(`
  query consoleRideMessages($id: ID!) {
    rideMessages(reservationId: $id) {
      id
      kind
      label
      channel
      recipient
      subject
      text
      status
      attempts
      error
      createdAt
      sentAt
    }
  }
`);

/** The Rider notifications screen: where texts go out from, waiting time, each notice. */
export const noticesDocument = graphql(`
  query consoleNotices {
    noticeAccount {
      ...ConsoleNoticeAccount
    }
    noticeSettings {
      ...ConsoleNoticeSetting
    }
  }

  fragment ConsoleNoticeAccount on NoticeAccount {
    smsSource
    twilioAccountSid
    smsSender
    twilioAuthTokenLast4
    smsRepliesUrl
    freeWaitingMinutes
  }

  fragment ConsoleNoticeSetting on NoticeSetting {
    kind
    label
    email
    sms
    push
    shortText
    defaultShortText
    exampleDetails
    shortTexts {
      language
      text
      fallbackText
      exampleDetails
    }
  }
`);

export const updateNoticeSettingDocument = graphql(`
  mutation consoleUpdateNoticeSetting($input: NoticeSettingInput!) {
    updateNoticeSetting(input: $input) {
      ...ConsoleNoticeSetting
    }
  }
`);

export const updateSmsAccountDocument = graphql(`
  mutation consoleUpdateSmsAccount($input: SmsAccountInput!) {
    updateSmsAccount(input: $input) {
      ...ConsoleNoticeAccount
    }
  }
`);

export const removeSmsAccountDocument = graphql(`
  mutation consoleRemoveSmsAccount {
    removeSmsAccount {
      ...ConsoleNoticeAccount
    }
  }
`);

export const updateFreeWaitingTimeDocument = graphql(`
  mutation consoleUpdateFreeWaitingTime($input: FreeWaitingTimeInput!) {
    updateFreeWaitingTime(input: $input) {
      ...ConsoleNoticeAccount
    }
  }
`);
