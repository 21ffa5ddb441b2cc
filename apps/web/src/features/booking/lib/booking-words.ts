import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
