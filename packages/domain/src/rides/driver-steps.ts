import { UPCOMING_STATUSES } from './status.ts';

/**
 * The states a driver moves a ride through (the driver rows of the status table, spec part 2 §4),
 * each with the states that may follow it. A scheduled ride starts with the driver on the way.
 */
const NEXT: Readonly<Record<string, readonly string[]>> = {
  DRIVER_IS_ON_THE_WAY: ['DRIVER_IS_CIRCLING', 'DRIVER_IS_AT_PICKUP'],
  DRIVER_IS_CIRCLING: ['DRIVER_IS_AT_PICKUP'],
  DRIVER_IS_AT_PICKUP: ['DRIVER_IS_WAITING_AT_PICKUP', 'DRIVING_PASSENGER'],
  DRIVER_IS_WAITING_AT_PICKUP: ['DRIVER_IS_WAITING_FOR_PASSENGER', 'DRIVING_PASSENGER'],
  DRIVER_IS_WAITING_FOR_PASSENGER: ['DRIVING_PASSENGER'],
  DRIVING_PASSENGER: ['DRIVER_IS_WAITING_AT_STOP', 'COMPLETING', 'COMPLETED'],
  DRIVER_IS_WAITING_AT_STOP: ['DRIVING_PASSENGER'],
  COMPLETING: ['COMPLETED'],
};

/** Every status a driver may set. */
export const DRIVER_STATUSES: readonly string[] = [...Object.keys(NEXT), 'COMPLETED'];

/** The statuses a driver may move a ride to from `status` (none once it is finished). */
export function nextDriverStatuses(status: string): readonly string[] {
  if (UPCOMING_STATUSES.includes(status)) return ['DRIVER_IS_ON_THE_WAY'];
  return NEXT[status] ?? [];
}

/** Whether a driver may move a ride from one status to another. */
export function isDriverStep(from: string, to: string): boolean {
  return nextDriverStatuses(from).includes(to);
}

/**
 * Whether a ride in `status` is being driven, so its driver's position is taken: on the way up to
 * completing (the driver states with a step still to come).
 */
export function takesDriverPositions(status: string): boolean {
  return Object.hasOwn(NEXT, status);
}
