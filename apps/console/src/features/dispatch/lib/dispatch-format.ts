import { msg } from '@lingui/core/macro';
import { t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentState } from '../../../gql/graphql.ts';
import { intlLocale } from '../../../lib/format.ts';

/** A pickup time in the company's time zone: "9:15 AM" (or 09:15), with the day when asked. */
export function formatPickup(iso: string, timeZone: string, withDay: boolean): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    timeZone,
    ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export const PAYMENT_LABELS: Record<PaymentState, MessageDescriptor> = {
  NONE: msg`No payment`,
  HELD: msg`Card held`,
  CAPTURED: msg`Charged`,
  VOIDED: msg`Hold released`,
  PARTLY_REFUNDED: msg`Partly refunded`,
  REFUNDED: msg`Refunded`,
};

/** A position's age in words: "12 s ago", "3 min ago", "2 h ago". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t`${s} s ago`;
  const minutes = Math.floor(s / 60);
  if (s < 3600) return t`${minutes} min ago`;
  const hours = Math.floor(s / 3600);
  return t`${hours} h ago`;
}

export const driverName = (driver: { firstName: string; lastName: string }) =>
  `${driver.firstName} ${driver.lastName}`.trim();
