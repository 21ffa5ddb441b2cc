/**
 * A ride's status in plain words for the people who run the rides: the console and the driver
 * page (decision 87). The rider app keeps the spec's status texts (reservationStatusView).
 */

/** Scheduled statuses: the ride waits for its driver to set off. */
const SCHEDULED = new Set([
  'UNDEFINED',
  'ASSIGNED',
  'CREATED',
  'OFFERED',
  'OFFERED_TO_DRIVER',
  'REOPENED',
  'UNASSIGNED',
  'BOOKED',
  'OFFERED_TO_AFFILIATE',
  'AFFILIATE_IS_ASSIGNED',
  'AFFILIATE_DRIVER_IS_ASSIGNED',
]);

/** Every other status of the table; an affiliate's driver reads as the company's own. */
const WORDS: Readonly<Record<string, string>> = {
  DRIVER_IS_ON_THE_WAY: 'Driver on the way',
  AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP: 'Driver on the way',
  DRIVER_IS_CIRCLING: 'Circling near pickup',
  AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP: 'Circling near pickup',
  DRIVER_IS_AT_PICKUP: 'At pickup',
  DRIVER_IS_WAITING_AT_PICKUP: 'Waiting at pickup',
  AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP: 'Waiting at pickup',
  DRIVER_IS_WAITING_FOR_PASSENGER: 'Waiting for the passenger',
  DRIVING_PASSENGER: 'Passenger on board',
  AFFILIATE_DRIVER_IS_ENROUTE: 'Passenger on board',
  DRIVER_IS_WAITING_AT_STOP: 'Waiting at a stop',
  AFFILIATE_DRIVER_IS_WAITING_AT_STOP: 'Waiting at a stop',
  DRIVER_IS_CLOSING_JOB: 'Closing the job',
  COMPLETING: 'Closing the job',
  COMPLETED: 'Completed',
  CLOSED: 'Completed',
  CLOSED_BY_DRIVER: 'Completed',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No-show',
  DELETED: 'Deleted',
  QUOTE: 'Quote',
};

/**
 * "Driver on the way", "At pickup", "Passenger on board", "Completed", "Cancelled"... A scheduled
 * ride reads "Unassigned" without a driver and "Driver assigned" with one; where the driver is not
 * known (a status history), "Scheduled". A status outside the table reads as a sentence.
 */
export function rideStatusWords(status: string, hasDriver?: boolean): string {
  if (SCHEDULED.has(status)) {
    if (hasDriver === undefined) return 'Scheduled';
    return hasDriver ? 'Driver assigned' : 'Unassigned';
  }
  const words = WORDS[status];
  if (words) return words;
  const sentence = status.replaceAll('_', ' ').trim().toLowerCase();
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : 'Unknown';
}
