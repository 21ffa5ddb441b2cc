import { COMPLETED_STATUSES } from '../rides/current-trip.ts';

/** What the rider is told about: each raised by the write that causes it (decision 78). */
export const RIDE_NOTICE_KINDS = [
  'booked',
  'changed',
  'cancelled',
  'driver_assigned',
  'on_the_way',
  'arrived',
  'completed',
  'refunded',
] as const;

export type RideNoticeKind = (typeof RIDE_NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'sms', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Channels switched on or off. */
export type ChannelChoice = Record<NoticeChannel, boolean>;

/** What a rider chooses channels for: the ride's progress, or its money (receipts, refunds). */
export type NoticeTopic = 'trip' | 'receipt';

export function topicOf(kind: RideNoticeKind): NoticeTopic {
  return kind === 'completed' || kind === 'refunded' ? 'receipt' : 'trip';
}

/** A rider's channels per topic. */
export type RiderNoticeChoice = Record<NoticeTopic, ChannelChoice>;

/**
 * A rider's channels before they choose: every trip update on every channel they can be reached
 * on (push only once they allow it on a device), and receipts by e-mail.
 */
export const DEFAULT_RIDER_CHOICE: RiderNoticeChoice = {
  trip: { email: true, sms: true, push: true },
  receipt: { email: true, sms: false, push: false },
};

/** How the console names each notice. */
export const RIDE_NOTICE_LABELS: Record<RideNoticeKind, string> = {
  booked: 'Ride booked',
  changed: 'Ride changed',
  cancelled: 'Ride cancelled',
  driver_assigned: 'Driver assigned',
  on_the_way: 'Driver on the way',
  arrived: 'Driver arrived',
  completed: 'Ride completed (receipt)',
  refunded: 'Refund issued',
};

/**
 * The operator's channels per notice before they choose (the anchors' practice): what is long or
 * kept is mailed, what is urgent is texted and pushed. Booked, changed and cancelled go out on
 * every channel; the driver's progress by SMS and push only; money by e-mail.
 */
export const DEFAULT_COMPANY_CHANNELS: Record<RideNoticeKind, ChannelChoice> = {
  booked: { email: true, sms: true, push: false },
  changed: { email: true, sms: true, push: true },
  cancelled: { email: true, sms: true, push: true },
  driver_assigned: { email: true, sms: true, push: true },
  on_the_way: { email: false, sms: true, push: true },
  arrived: { email: false, sms: true, push: true },
  completed: { email: true, sms: false, push: true },
  refunded: { email: true, sms: false, push: false },
};

/** The longest short text an operator may write for a notice (it must fit an SMS with its link). */
export const NOTICE_SHORT_TEXT_MAX = 160;

/** The channels a notice goes out on: the operator's, narrowed by the rider's for its topic. */
export function channelsFor(
  kind: RideNoticeKind,
  company: ChannelChoice,
  rider: RiderNoticeChoice,
): NoticeChannel[] {
  const mine = rider[topicOf(kind)];
  return NOTICE_CHANNELS.filter((channel) => company[channel] && mine[channel]);
}

const ON_THE_WAY = new Set(['DRIVER_IS_ON_THE_WAY', 'AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP']);
const ARRIVED = new Set([
  'DRIVER_IS_AT_PICKUP',
  'DRIVER_IS_WAITING_AT_PICKUP',
  'AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP',
]);

/**
 * The notice a move of a ride's status raises, if any: on the way, arrived (once, the first of the
 * pickup states), completed (entering the COMPLETED group), or cancelled (by the dispatcher, or a
 * no-show). Moves within a group raise nothing more.
 */
export function noticeOfStatusMove(from: string, to: string): RideNoticeKind | null {
  if (ON_THE_WAY.has(to) && !ON_THE_WAY.has(from)) return 'on_the_way';
  if (ARRIVED.has(to) && !ARRIVED.has(from)) return 'arrived';
  if (COMPLETED_STATUSES.includes(to) && !COMPLETED_STATUSES.includes(from)) return 'completed';
  if ((to === 'CANCELLED' || to === 'NO_SHOW') && from !== to) return 'cancelled';
  return null;
}

/**
 * A guest's channels, chosen at checkout: e-mail always (the booking's confirmation and receipt
 * go there), texts about the ride if they ticked it, push once they allow it on their phone.
 */
export function guestNoticeChoice(textUpdates: boolean): RiderNoticeChoice {
  return {
    trip: { email: true, sms: textUpdates, push: true },
    receipt: { ...DEFAULT_RIDER_CHOICE.receipt },
  };
}
