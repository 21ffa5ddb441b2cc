import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { TripType } from '@ride/domain';
import { ROUTE_PROBLEMS } from './booking-steps.ts';

/** The trip types as riders read them, in their language (TRIP_TYPE_LABELS in English). */
export const TRIP_TYPE_WORDS: Record<TripType, MessageDescriptor> = {
  pointToPoint: msg`Point to Point`,
  airportArrival: msg`Airport Arrival`,
  airportDeparture: msg`Airport Departure`,
  hourly: msg`Hourly`,
};

type RouteProblem = (typeof ROUTE_PROBLEMS)[keyof typeof ROUTE_PROBLEMS];

/** What stops the route step, in the rider's language. */
export const ROUTE_PROBLEM_WORDS: Record<RouteProblem, MessageDescriptor> = {
  [ROUTE_PROBLEMS.pickup]: msg`Enter a pickup location`,
  [ROUTE_PROBLEMS.dropOff]: msg`Enter a drop-off location`,
  [ROUTE_PROBLEMS.hours]: msg`Choose how many hours you need the car`,
};

/** The empty rows' placeholders of the domain's and the app's route (English there). */
const PLACEHOLDER_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Enter Pickup Location': msg`Enter Pickup Location`,
  'Enter Final Drop-Off Location': msg`Enter Final Drop-Off Location`,
  'Enter Stop Location': msg`Enter Stop Location`,
};

/** A route row's placeholder in the rider's language (another text as it is). */
export function placeholderWords(placeholder: string): string {
  const words = PLACEHOLDER_WORDS[placeholder];
  return words ? i18n._(words) : placeholder;
}

/** The hourly row's caption (HOURLY_RIDE_LABEL in English). */
export const HOURLY_RIDE_WORDS = msg`HOURLY RIDE`;

/** formatHourlyDuration in the rider's language: "1 Hour", "2 Hours 30 Minutes". */
export function hourlyDurationWords(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  const hourLabel = plural(whole, { one: '# Hour', other: '# Hours' });
  return minutes > 0 ? t`${hourLabel} ${minutes} Minutes` : hourLabel;
}
