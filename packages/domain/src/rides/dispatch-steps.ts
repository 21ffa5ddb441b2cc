import { nextDriverStatuses } from './driver-steps.ts';
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from './status.ts';

/** What the dispatcher's transitions read of a ride. */
export interface RideForDispatch {
  status: string;
  /** Whether a driver is assigned: the driver's steps need one. */
  hasDriver: boolean;
}

/** The states in which the driver is at the pickup (or circling it) waiting for the rider. */
export const AT_PICKUP_STATUSES: readonly string[] = [
  'DRIVER_IS_CIRCLING',
  'DRIVER_IS_AT_PICKUP',
  'DRIVER_IS_WAITING_AT_PICKUP',
  'DRIVER_IS_WAITING_FOR_PASSENGER',
  'AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP',
  'AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP',
];

/** The states from which the ride may be closed as driven: the rider on board, or completing. */
const COMPLETABLE_STATUSES: readonly string[] = [
  'DRIVING_PASSENGER',
  'DRIVER_IS_WAITING_AT_STOP',
  'AFFILIATE_DRIVER_IS_ENROUTE',
  'AFFILIATE_DRIVER_IS_WAITING_AT_STOP',
  'COMPLETING',
];

/**
 * The statuses a dispatcher may move a ride to (decision 61): every step its driver could take
 * when one is assigned, NO_SHOW while the driver waits at the pickup, COMPLETED once the rider is
 * on board, and CANCELLED from any scheduled or under-way state. A finished ride has none.
 */
export function nextDispatchStatuses(ride: RideForDispatch): readonly string[] {
  const next = new Set<string>(ride.hasDriver ? nextDriverStatuses(ride.status) : []);
  if (COMPLETABLE_STATUSES.includes(ride.status)) next.add('COMPLETED');
  if (AT_PICKUP_STATUSES.includes(ride.status)) next.add('NO_SHOW');
  if (UPCOMING_STATUSES.includes(ride.status) || IN_PROGRESS_STATUSES.includes(ride.status)) {
    next.add('CANCELLED');
  }
  return [...next];
}

/** Whether a dispatcher may move the ride to `to`. */
export function isDispatchStep(ride: RideForDispatch, to: string): boolean {
  return nextDispatchStatuses(ride).includes(to);
}
