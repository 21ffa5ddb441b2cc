import type { PaymentState } from '../../../gql/graphql.ts';

/** A pickup time in the company's time zone: "9:15 AM", with the day when asked. */
export function formatPickup(iso: string, timeZone: string, withDay: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  NONE: 'No payment',
  HELD: 'Card held',
  CAPTURED: 'Charged',
  VOIDED: 'Hold released',
  PARTLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

/** A position's age in words: "12 s ago", "3 min ago", "2 h ago". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}

export const driverName = (driver: { firstName: string; lastName: string }) =>
  `${driver.firstName} ${driver.lastName}`.trim();
