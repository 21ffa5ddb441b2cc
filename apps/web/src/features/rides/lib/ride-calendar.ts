import { createEvent, type EventAttributes } from 'ics';
import type { DetailsTrip } from './ride-details-view.ts';
import { pickupWhenIn, placeText, routeLines } from './ride-text.ts';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** How long the calendar blocks for a ride that was not booked by the hour. */
export const DEFAULT_RIDE_HOURS = 1;

export interface RideCalendarInput {
  trip: Pick<
    DetailsTrip,
    'id' | 'confirmationNumber' | 'pickupAt' | 'routing' | 'vehicleTypePicked'
  >;
  companyName: string;
  /** The company's IANA time zone: where the pickup's wall-clock time is read. */
  timeZone: string;
  /** The ride's shared link, which opens it read only. */
  link: string;
}

/**
 * The calendar event of a ride. This module carries the ics library (and its validation library):
 * screens load it when the rider asks for the file, not with their first load.
 * Its start is the pickup instant written in UTC (DTSTART ending in
 * Z): the ics library has no TZID, and a UTC instant is shown at the right moment by any calendar
 * in any zone, where a floating local time would move with the reader's zone. The company's
 * wall-clock pickup time is in the description as well.
 */
export function rideCalendarEvent({
  trip,
  companyName,
  timeZone,
  link,
}: RideCalendarInput): EventAttributes {
  const hours = trip.routing.totalDuration;
  const number = trip.confirmationNumber;
  const when = pickupWhenIn(i18n.locale, new Date(trip.pickupAt), timeZone);
  const vehicle = trip.vehicleTypePicked.name;
  return {
    uid: `ride-${trip.id}@${new URL(link).host}`,
    title: t`${companyName} ride #${number}`,
    start: new Date(trip.pickupAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: hours > 0 ? hours : DEFAULT_RIDE_HOURS },
    location: placeText(trip.routing.pickup.location),
    description: [
      t`Confirmation number: ${number}`,
      t`Pickup time: ${when}`,
      ...routeLines(trip.routing),
      t`Vehicle: ${vehicle}`,
      t`Ride details: ${link}`,
    ].join('\n'),
    url: link,
    status: 'CONFIRMED',
  };
}

/** "ride-1234567.ics" */
export function calendarFileName(confirmationNumber: string): string {
  return `ride-${confirmationNumber.replace(/[^\w-]/g, '')}.ics`;
}

/** The .ics text of the event, written and checked by the ics library. */
export function calendarFileText(event: EventAttributes): string {
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file came out empty');
  return value;
}
