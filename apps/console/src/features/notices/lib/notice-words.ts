import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each kind of notice as the console names it (the server's labels are English). */
const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  booked: msg`Ride booked`,
  changed: msg`Ride changed`,
  cancelled: msg`Ride cancelled`,
  driver_assigned: msg`Driver assigned`,
  on_the_way: msg`Driver on the way`,
  arrived: msg`Driver arrived`,
  completed: msg`Ride completed (receipt)`,
  refunded: msg`Refund issued`,
};

const CHANNELS: Readonly<Record<string, MessageDescriptor>> = {
  EMAIL: msg`E-mail`,
  SMS: msg`SMS`,
  PUSH: msg`Push`,
};

const STATUSES: Readonly<Record<string, MessageDescriptor>> = {
  SENT: msg`Delivered to the provider`,
  PENDING: msg`Waiting (retrying)`,
  FAILED: msg`Failed`,
};

const said = (
  table: Readonly<Record<string, MessageDescriptor>>,
  key: string,
  fallback: string,
) => {
  const message = table[key];
  return message ? i18n._(message) : fallback;
};

/** A notice's name in the console's language; a kind it does not know, as the server named it. */
export const noticeLabel = (kind: string, serverLabel: string) => said(LABELS, kind, serverLabel);

/** EMAIL, SMS or PUSH in the console's language. */
export const channelName = (channel: string) => said(CHANNELS, channel.toUpperCase(), channel);

/** A sent message's state in the console's language. */
export const deliveryStatus = (status: string) => said(STATUSES, status, status);
