import { takesDriverPositions } from '@ride/domain';

/**
 * How a driver reads each status they can set, as the step they take. The current status reads
 * in the staff's plain words (rideStatusWords), as on the console.
 */
const DRIVER_WORDING: Readonly<Record<string, string>> = {
  DRIVER_IS_ON_THE_WAY: 'On my way to pickup',
  DRIVER_IS_CIRCLING: 'Circling near pickup',
  DRIVER_IS_AT_PICKUP: 'At pickup',
  DRIVER_IS_WAITING_AT_PICKUP: 'Waiting at pickup',
  DRIVER_IS_WAITING_FOR_PASSENGER: 'Waiting for the passenger',
  DRIVING_PASSENGER: 'Passenger on board',
  DRIVER_IS_WAITING_AT_STOP: 'Waiting at a stop',
  COMPLETING: 'Closing the job',
  COMPLETED: 'Ride completed',
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
  const words = status.replaceAll('_', ' ').toLowerCase();
  return DRIVER_WORDING[status] ?? words.charAt(0).toUpperCase() + words.slice(1);
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
