import type { RideNoticeKind } from '@ride/domain';
import type { NoticeView } from './notice-view.ts';

/**
 * The opening sentence of each notice's short messages (SMS, push), the part an operator may word
 * themselves; the ride's facts and the link always follow it.
 */
export const DEFAULT_SHORT_TEXTS: Record<RideNoticeKind, string> = {
  booked: 'Your ride is booked.',
  changed: 'Your ride has been changed.',
  cancelled: 'Your ride has been cancelled.',
  driver_assigned: 'Your chauffeur is assigned.',
  on_the_way: 'Your chauffeur is on the way.',
  arrived: 'Your chauffeur has arrived.',
  completed: 'Thank you for riding with us.',
  refunded: 'A refund has been issued.',
};

const withCar = (view: NoticeView) =>
  [view.driverFirstName, view.car, view.plate ? `plate ${view.plate}` : null]
    .filter(Boolean)
    .join(', ');

const cardOf = (view: NoticeView) =>
  view.card ? `${view.card.brand} ending ${view.card.lastDigits}` : 'your account';

/** The facts each notice's short messages carry after their opening sentence. */
export function shortDetails(view: NoticeView): string {
  const ride = `Ride #${view.confirmationNumber}`;
  switch (view.kind) {
    case 'booked':
      return `${ride}, ${view.when}, from ${view.from}.`;
    case 'changed':
      return `${ride} is now ${view.when}, from ${view.from}.`;
    case 'cancelled': {
      const what =
        view.cancelledBy === 'no_show'
          ? `${ride} was closed as a no-show.`
          : `${ride}, ${view.when}.`;
      const money =
        view.feeMinor > 0
          ? `A fee of ${view.money(view.feeMinor)} is charged; the rest of the hold is released.`
          : 'Nothing is charged: the hold on your card is released.';
      return `${what} ${money}`;
    }
    case 'driver_assigned':
      return `${ride}, ${view.when}: ${withCar(view)}.`;
    case 'on_the_way':
      return `${withCar(view)}${view.etaMinutes !== null ? `, about ${view.etaMinutes} min away` : ''}.`;
    case 'arrived':
      return `${withCar(view)}, at ${view.from}.${
        view.freeWaitingMinutes ? ` Free waiting time: ${view.freeWaitingMinutes} min.` : ''
      }`;
    case 'completed': {
      const total = view.money(view.chargedMinor > 0 ? view.chargedMinor : view.heldMinor);
      const how = view.chargedMinor > 0 ? 'charged to' : 'held on';
      return `${ride}: ${total} ${how} ${cardOf(view)}.`;
    }
    case 'refunded':
      return `${view.money(view.refundMinor)} back to ${cardOf(view)} for ${ride}.`;
  }
}

/** The text message of a notice: "<Company>: <opening> <facts> <link>". */
export function smsTextOf(
  view: NoticeView,
  shortText: string | null,
): { body: string; link: string } {
  const opening = shortText?.trim() || DEFAULT_SHORT_TEXTS[view.kind];
  return { body: `${view.companyName}: ${opening} ${shortDetails(view)}`, link: view.link };
}

/** What the service worker shows for a notice; a newer notice of the ride replaces the older. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function pushPayloadOf(view: NoticeView, shortText: string | null): PushPayload {
  return {
    title: shortText?.trim() || DEFAULT_SHORT_TEXTS[view.kind],
    body: shortDetails(view),
    url: view.path,
    tag: `ride-${view.confirmationNumber}`,
  };
}

/**
 * The facts part of a notice's short messages for an example ride, for the console's preview of an
 * operator's wording; plainly an example, never sent.
 */
export function exampleDetails(kind: RideNoticeKind): string {
  return shortDetails({
    kind,
    companyName: 'Example',
    firstName: 'Alex',
    confirmationNumber: '100001',
    pickupAt: new Date(0),
    timeZone: 'UTC',
    when: 'Mon, Jan 5 at 9:05 AM',
    currencySymbol: '$',
    currencyCode: 'USD',
    vehicleName: 'Sedan',
    from: 'JFK Terminal 4',
    to: '200 Park Ave, New York',
    driverFirstName: 'Sam',
    driverPhotoUrl: null,
    vehicle: { color: 'Black', make: 'Cadillac', model: 'Escalade', plate: 'ABC 1234' },
    car: 'Black Cadillac Escalade',
    plate: 'ABC 1234',
    etaMinutes: 12,
    freeWaitingMinutes: 15,
    cancelledBy: 'rider',
    feeMinor: 0,
    refundMinor: 2500,
    totalMinor: 12500,
    tipMinor: 0,
    lines: [],
    heldMinor: 12500,
    chargedMinor: 0,
    card: { brand: 'Visa', lastDigits: '4242' },
    money: (minor) => `$${(minor / 100).toFixed(2)}`,
    link: '',
    path: '',
    cancelLink: null,
  });
}
