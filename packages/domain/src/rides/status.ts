/** The reservation status table of spec part 2 §4, and the states the rides list groups by. */

export type StatusColour = 'grey' | 'green' | 'red';

export interface ReservationStatusView {
  label: string;
  colour: StatusColour;
  isTrackable: boolean;
  isTerminal: boolean;
}

const SCHEDULED = [
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
] as const;

const COMPLETED = [
  'CLOSED',
  'CLOSED_BY_DRIVER',
  'DRIVER_IS_CLOSING_JOB',
  'COMPLETING',
  'COMPLETED',
] as const;

/** Statuses of a ride under way, with their label and colour. */
const UNDER_WAY: Record<string, { label: string; colour: StatusColour }> = {
  DRIVER_IS_AT_PICKUP: { label: 'DRIVER IS AT PICKUP', colour: 'green' },
  DRIVER_IS_CIRCLING: { label: 'DRIVER IS CIRCLING', colour: 'green' },
  AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP: { label: 'DRIVER IS CIRCLING', colour: 'green' },
  DRIVER_IS_ON_THE_WAY: { label: 'DRIVER IS ON THE WAY', colour: 'green' },
  AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP: { label: 'DRIVER IS ON THE WAY', colour: 'green' },
  DRIVER_IS_WAITING_AT_PICKUP: { label: 'DRIVER HAS ARRIVED', colour: 'green' },
  AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP: { label: 'DRIVER HAS ARRIVED', colour: 'green' },
  DRIVER_IS_WAITING_FOR_PASSENGER: { label: 'DRIVER IS WAITING', colour: 'red' },
  DRIVING_PASSENGER: { label: 'RIDE IN PROGRESS', colour: 'green' },
  AFFILIATE_DRIVER_IS_ENROUTE: { label: 'RIDE IN PROGRESS', colour: 'green' },
  AFFILIATE_DRIVER_IS_WAITING_AT_STOP: { label: 'RIDE IN PROGRESS', colour: 'green' },
  DRIVER_IS_WAITING_AT_STOP: { label: 'RIDE IN PROGRESS', colour: 'green' },
};

/** States that show TRACK: the driver states and their affiliate equivalents (not waiting at a stop). */
const TRACKABLE = new Set([
  'DRIVER_IS_ON_THE_WAY',
  'DRIVER_IS_CIRCLING',
  'DRIVER_IS_AT_PICKUP',
  'DRIVER_IS_WAITING_AT_PICKUP',
  'DRIVER_IS_WAITING_FOR_PASSENGER',
  'DRIVING_PASSENGER',
  'AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP',
  'AFFILIATE_DRIVER_IS_CIRCLING_AT_PICKUP',
  'AFFILIATE_DRIVER_IS_WAITING_AT_PICKUP',
  'AFFILIATE_DRIVER_IS_ENROUTE',
]);

/**
 * Terminal states (spec part 2 §4): no edit, no cancel. NO_SHOW is the dispatcher's status for a
 * rider who did not come (clarification 9): it ends the ride like a cancellation.
 */
export const TERMINAL_STATUSES: readonly string[] = [
  'CANCELLED',
  'NO_SHOW',
  'CLOSED',
  'CLOSED_BY_DRIVER',
  'DELETED',
  'DRIVER_IS_CLOSING_JOB',
  'COMPLETING',
  'COMPLETED',
];

/** The rides list's custom state "upcoming": scheduled, not yet under way. */
export const UPCOMING_STATUSES: readonly string[] = SCHEDULED;
/** The rides list's custom state "in_progress": a driver is on the way or driving the rider. */
export const IN_PROGRESS_STATUSES: readonly string[] = Object.keys(UNDER_WAY);
/** A completed ride: the one status with a receipt. */
export const PAST_STATUS = 'COMPLETED';
/** What the Past tab lists: completed rides, and cancelled ones with their status. */
export const PAST_STATUSES: readonly string[] = [PAST_STATUS, 'CANCELLED'];

/** How a status shows: label, colour, TRACK and whether the ride is over. */
export function reservationStatusView(status: string): ReservationStatusView {
  const isTrackable = TRACKABLE.has(status);
  const view = (label: string, colour: StatusColour, isTerminal: boolean) => ({
    label,
    colour,
    isTrackable,
    isTerminal,
  });
  if ((SCHEDULED as readonly string[]).includes(status)) return view('SCHEDULED', 'grey', false);
  if ((COMPLETED as readonly string[]).includes(status)) return view('COMPLETED', 'grey', true);
  if (status === 'CANCELLED' || status === 'DELETED') return view(status, 'grey', true);
  if (status === 'NO_SHOW') return view('NO SHOW', 'grey', true);
  if (status === 'QUOTE') return view('', 'grey', false);
  const underWay = UNDER_WAY[status];
  if (underWay) return view(underWay.label, underWay.colour, false);
  // Statuses the table lacks (e.g. NO_SHOW): capitalised, grey, terminal, not trackable.
  return {
    label: status.replaceAll('_', ' ').toUpperCase(),
    colour: 'grey',
    isTrackable: false,
    isTerminal: true,
  };
}

export const isTerminalStatus = (status: string): boolean =>
  reservationStatusView(status).isTerminal;
