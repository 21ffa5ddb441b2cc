import type { TestApi } from '../../../test/api.ts';

/**
 * What the rider of a ride was sent, oldest first, once the background work has run: each
 * notice's messages on each channel (e-mail, SMS, push).
 */
export async function sentToRider(api: TestApi, reservationId: string, channel?: string) {
  await api.drainJobs();
  let query = api.db
    .selectFrom('notice_delivery as d')
    .innerJoin('ride_notice as n', 'n.id', 'd.notice_id')
    .select([
      'n.kind',
      'd.channel',
      'd.recipient',
      'd.subject',
      'd.body',
      'd.html_body',
      'd.status',
    ])
    .where('d.reservation_id', '=', reservationId);
  if (channel) query = query.where('d.channel', '=', channel as 'email');
  return query.orderBy('n.created_at').orderBy('d.channel').execute();
}

export const ASSIGN_RIDE = /* GraphQL */ `
  mutation assignRide($input: AssignRideInput!) {
    assignRide(input: $input) {
      reservationId
    }
  }
`;

export const SUBSCRIBE_TO_PUSH = /* GraphQL */ `
  mutation subscribeToPush($input: PushSubscriptionInput!) {
    subscribeToPush(input: $input)
  }
`;
