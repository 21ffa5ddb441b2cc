import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { rideStatusWords, takesDriverPositions } from '@ride/domain';

/**
 * How a driver reads each status they can set, as the step they take. The current status reads
 * in the staff's plain words (rideStatusWords), as on the console.
 */
const DRIVER_WORDING: Readonly<Record<string, MessageDescriptor>> = {
  DRIVER_IS_ON_THE_WAY: msg`On my way to pickup`,
  DRIVER_IS_CIRCLING: msg`Circling near pickup`,
  DRIVER_IS_AT_PICKUP: msg`At pickup`,
  DRIVER_IS_WAITING_AT_PICKUP: msg`Waiting at pickup`,
  DRIVER_IS_WAITING_FOR_PASSENGER: msg`Waiting for the passenger`,
  DRIVING_PASSENGER: msg`Passenger on board`,
  DRIVER_IS_WAITING_AT_STOP: msg`Waiting at a stop`,
  COMPLETING: msg`Closing the job`,
  COMPLETED: msg`Ride completed`,
};

export interface StatusStep {
  status: string;
  /** The button's words, as the driver says it. */
  label: string;
  /** The step that moves the ride on (the last the server lists); the others are detours. */
  isMain: boolean;
}

/** What the page reads of a ride's status: the server's ReservationState and next statuses. */
interface RideState {
  reservationState: { type: string };
  nextStatuses: readonly string[];
}

/** A status without driver wording, readable: "NO_SHOW" → "No show". */
export function driverWording(status: string): string {
  const wording = DRIVER_WORDING[status];
  if (wording) return i18n._(wording);
  const words = status.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One button per status the server allows next (its nextStatuses, from the domain's driver
 * steps), in its order; the last is the main step forward (at pickup, on board, completed).
 */
export function statusSteps(nextStatuses: readonly string[]): StatusStep[] {
  return nextStatuses.map((status, index) => ({
    status,
    label: driverWording(status),
    isMain: index === nextStatuses.length - 1,
  }));
}

/**
 * The ride is under way with its driver: a driver state the driver can still move on from (on
 * the way up to completing, the states the server takes positions in). The device shares its
 * position meanwhile.
 */
export function sharesPosition(ride: RideState): boolean {
  return takesDriverPositions(ride.reservationState.type);
}

/**
 * The ride the page opens with: the one `selectedId` names while the driver still has it, else
 * the first under way (the driver is on it), else the earliest.
 */
export function selectedRide<Ride extends RideState & { id: string }>(
  rides: readonly Ride[],
  selectedId: string | null,
): Ride | null {
  return (
    rides.find((ride) => ride.id === selectedId) ?? rides.find(sharesPosition) ?? rides[0] ?? null
  );
}

/**
 * The ride whose position the device shares: the selected one when it is under way, else the
 * first that is (a driver has one at a time; looking at the next ride must not stop the map).
 */
export function rideUnderWay<Ride extends RideState>(
  rides: readonly Ride[],
  selected: Ride | null,
): Ride | null {
  if (selected && sharesPosition(selected)) return selected;
  return rides.find(sharesPosition) ?? null;
}

/** rideStatusWords' plain words (the staff's, in packages/domain), in the language shown. */
const STATUS_WORDS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['Driver on the way', msg`Driver on the way`],
  ['Circling near pickup', msg`Circling near pickup`],
  ['At pickup', msg`At pickup`],
  ['Waiting at pickup', msg`Waiting at pickup`],
  ['Waiting for the passenger', msg`Waiting for the passenger`],
  ['Passenger on board', msg`Passenger on board`],
  ['Waiting at a stop', msg`Waiting at a stop`],
  ['Closing the job', msg`Closing the job`],
  ['Completed', msg`Completed`],
  ['Cancelled', msg`Cancelled`],
  ['No-show', msg`No-show`],
  ['Deleted', msg`Deleted`],
  ['Quote', msg`Quote`],
  ['Scheduled', msg`Scheduled`],
  ['Driver assigned', msg`Driver assigned`],
  ['Unassigned', msg`Unassigned`],
]);

/** A ride's status on the driver's page: "Driver assigned", "Passenger on board"... */
export function statusWords(status: string): string {
  const words = rideStatusWords(status, true);
  const message = STATUS_WORDS.get(words);
  return message ? i18n._(message) : words;
}
