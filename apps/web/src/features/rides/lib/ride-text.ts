import { formatClockTime, formatPickupDate, SOURCE_LANGUAGE, zonedDateOf } from '@ride/domain';
import type { DetailsTrip } from './ride-details-view.ts';
import { placeView } from './ride-details-view.ts';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

type Routing = DetailsTrip['routing'];
type Place = Routing['pickup']['location'];

/** A place on one line, with its street and town: "The Plaza, 768 5th Ave, New York, NY 10019". */
export function placeText(place: Place | null | undefined): string {
  if (!place) return t`As Directed (or) N/A`;
  const view = placeView(place);
  return [view.title, ...view.lines].join(', ');
}

/** The route as lines of text, labelled as ride details labels them: Pickup, Stop 1, Drop-off. */
export function routeLines(routing: Routing): string[] {
  const pickup = placeText(routing.pickup.location);
  const dropOff = placeText(routing.dropOff?.location);
  return [
    t`Pickup: ${pickup}`,
    ...routing.stops.edges.map((edge, index) => {
      const position = index + 1;
      const stop = placeText(edge.node.location);
      return t`Stop ${position}: ${stop}`;
    }),
    t`Drop-off: ${dropOff}`,
  ];
}

/** "EST", "GMT+1": the time zone's short name at that instant, as the company's riders read it. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * "Tue, Jan 6 at 6:30 AM EST": the pickup's wall-clock time where the ride happens; with the year
 * ("Tue, Jan 6, 2026 at …") where the text is kept, as on a receipt.
 */
/**
 * `pickupWhen` in the rider's language: English as the spec writes it; another language its own
 * date, year and clock with the zone's short name (Intl), on the company's clock.
 */
export function pickupWhenIn(
  language: string,
  pickupAt: Date,
  timeZone: string,
  withYear = false,
): string {
  if (language === SOURCE_LANGUAGE) return pickupWhen(pickupAt, timeZone, withYear);
  return Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(pickupAt);
}

export function pickupWhen(pickupAt: Date, timeZone: string, withYear = false): string {
  const date = formatPickupDate(pickupAt, timeZone);
  const year = withYear ? `, ${zonedDateOf(pickupAt, timeZone).slice(0, 4)}` : '';
  return `${date}${year} at ${formatClockTime(pickupAt, timeZone)} ${zoneAbbreviation(pickupAt, timeZone)}`;
}

/** The text a shared ride goes with: who drives, when, and from where to where. */
export function shareText(
  trip: Pick<DetailsTrip, 'confirmationNumber' | 'pickupAt' | 'routing'>,
  companyName: string,
  timeZone: string,
): string {
  const from = placeText(trip.routing.pickup.location);
  const to = placeText(trip.routing.dropOff?.location);
  const number = trip.confirmationNumber;
  const when = pickupWhenIn(i18n.locale, new Date(trip.pickupAt), timeZone);
  return t`${companyName} ride #${number}, ${when}: from ${from} to ${to}.`;
}
