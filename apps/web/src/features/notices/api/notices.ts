import { gql } from '@urql/core';
import type {
  NoticePreferencesQuery,
  NoticePreferencesQueryVariables,
  PushPublicKeyQuery,
  PushPublicKeyQueryVariables,
  SubscribeToPushMutation,
  SubscribeToPushMutationVariables,
  UpdateNoticePreferencesMutation,
  UpdateNoticePreferencesMutationVariables,
} from '../../../lib/gql/graphql.ts';

// Written with urql's gql tag, as the driver page's are (docs/decisions/0050): these load only
// with the screens' lazy parts, not in the chunk of documents every rider screen loads. Codegen
// reads them and generates the types named here, so no answer is typed by hand.

const noticeChoice = gql`
  fragment NoticeChoice on NoticePreferences {
    trip {
      email
      sms
      push
    }
    receipt {
      email
      sms
      push
    }
  }
`;

/** The signed-in rider's channels per topic (decision 78). */
export const noticePreferencesDocument = gql<
  NoticePreferencesQuery,
  NoticePreferencesQueryVariables
>`
  query noticePreferences($coid: String) {
    noticePreferences(coid: $coid) {
      ...NoticeChoice
    }
  }
  ${noticeChoice}
`;

export const updateNoticePreferencesDocument = gql<
  UpdateNoticePreferencesMutation,
  UpdateNoticePreferencesMutationVariables
>`
  mutation updateNoticePreferences($input: NoticePreferencesInput!) {
    updateNoticePreferences(input: $input) {
      ...NoticeChoice
    }
  }
  ${noticeChoice}
`;

/** The key the browser subscribes with; null when the server sends no push. */
export const pushPublicKeyDocument = gql<PushPublicKeyQuery, PushPublicKeyQueryVariables>`
  query pushPublicKey {
    pushPublicKey
  }
`;

export const subscribeToPushDocument = gql<
  SubscribeToPushMutation,
  SubscribeToPushMutationVariables
>`
  mutation subscribeToPush($input: PushSubscriptionInput!) {
    subscribeToPush(input: $input)
  }
`;
