import type { RideNoticeKind } from '@ride/domain';
import { moneyIn, pickupWhen, type I18n } from '../../messages/i18n/index.ts';
import type { NoticeView } from './notice-view.ts';

/**
 * The opening sentence of each notice's short messages (SMS, push), the part an operator may word
 * themselves; the ride's facts and the link always follow it. English here, each catalog's in
 * the rider's language (defaultShortText).
 */
export const DEFAULT_SHORT_TEXTS: Record<RideNoticeKind, string> = {
  booked: /*i18n*/ 'Your ride is booked.',
  changed: /*i18n*/ 'Your ride has been changed.',
  cancelled: /*i18n*/ 'Your ride has been cancelled.',
  driver_assigned: /*i18n*/ 'Your chauffeur is assigned.',
  on_the_way: /*i18n*/ 'Your chauffeur is on the way.',
  arrived: /*i18n*/ 'Your chauffeur has arrived.',
  completed: /*i18n*/ 'Thank you for riding with us.',
  refunded: /*i18n*/ 'A refund has been issued.',
};

/** The mail's own opening sentence of a notice, in the reader's language. */
export const defaultShortText = (i18n: I18n, kind: RideNoticeKind) =>
  i18n._(DEFAULT_SHORT_TEXTS[kind]);

const withCar = (view: NoticeView) =>
  [
    view.driverFirstName,
    view.car,
    view.plate ? view.i18n._('plate {plate}', { plate: view.plate }) : null,
  ]
    .filter(Boolean)
    .join(', ');

const cardOf = (view: NoticeView) =>
  view.card ? view.i18n._('{brand} ending {lastDigits}', view.card) : view.i18n._('your account');

function cancelledDetails(view: NoticeView, ride: string): string {
  const { i18n } = view;
  const what =
    view.cancelledBy === 'no_show'
      ? i18n._('{ride} was closed as a no-show.', { ride })
      : i18n._('{ride}, {when}.', { ride, when: view.when });
  const money =
    view.feeMinor > 0
      ? i18n._('A fee of {fee} is charged; the rest of the hold is released.', {
          fee: view.money(view.feeMinor),
        })
      : i18n._('Nothing is charged: the hold on your card is released.');
  return `${what} ${money}`;
}

/** The facts each notice's short messages carry after their opening sentence. */
export function shortDetails(view: NoticeView): string {
  const { i18n } = view;
  const ride = i18n._('Ride #{number}', { number: view.confirmationNumber });
  const { when, from } = view;
  switch (view.kind) {
    case 'booked':
      return i18n._('{ride}, {when}, from {from}.', { ride, when, from });
    case 'changed':
      return i18n._('{ride} is now {when}, from {from}.', { ride, when, from });
    case 'cancelled':
      return cancelledDetails(view, ride);
    case 'driver_assigned':
      return i18n._('{ride}, {when}: {driver}.', { ride, when, driver: withCar(view) });
    case 'on_the_way':
      return view.etaMinutes !== null
        ? i18n._('{driver}, about {minutes} min away.', {
            driver: withCar(view),
            minutes: view.etaMinutes,
          })
        : `${withCar(view)}.`;
    case 'arrived': {
      const at = i18n._('{driver}, at {from}.', { driver: withCar(view), from });
      return view.freeWaitingMinutes
        ? `${at} ${i18n._('Free waiting time: {minutes} min.', { minutes: view.freeWaitingMinutes })}`
        : at;
    }
    case 'completed': {
      const total = view.money(view.chargedMinor > 0 ? view.chargedMinor : view.heldMinor);
      const values = { ride, total, card: cardOf(view) };
      return view.chargedMinor > 0
        ? i18n._('{ride}: {total} charged to {card}.', values)
        : i18n._('{ride}: {total} held on {card}.', values);
    }
    case 'refunded':
      return i18n._('{amount} back to {card} for {ride}.', {
        amount: view.money(view.refundMinor),
        card: cardOf(view),
        ride,
      });
  }
}

/** The text message of a notice: "<Company>: <opening> <facts> <link>". */
export function smsTextOf(
  view: NoticeView,
  shortText: string | null,
): { body: string; link: string } {
  const opening = shortText?.trim() || defaultShortText(view.i18n, view.kind);
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
    title: shortText?.trim() || defaultShortText(view.i18n, view.kind),
    body: shortDetails(view),
    url: view.path,
    tag: `ride-${view.confirmationNumber}`,
  };
}

/**
 * The facts part of a notice's short messages for an example ride, for the console's preview of an
 * operator's wording; plainly an example, never sent.
 */
export function exampleDetails(kind: RideNoticeKind, i18n: I18n): string {
  const pickupAt = new Date('2026-01-05T09:05:00Z');
  const currency = { currencySymbol: '$', currencyCode: 'USD' };
  return shortDetails({
    kind,
    i18n,
    companyName: 'Example',
    firstName: 'Alex',
    confirmationNumber: '100001',
    pickupAt,
    timeZone: 'UTC',
    when: pickupWhen(i18n, pickupAt, 'UTC'),
    ...currency,
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
    money: (minor) => moneyIn(i18n, minor, currency),
    link: '',
    path: '',
    cancelLink: null,
  });
}
