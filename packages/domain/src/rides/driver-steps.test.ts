import { describe, expect, it } from 'vitest';
import {
  DRIVER_STATUSES,
  isDriverStep,
  nextDriverStatuses,
  takesDriverPositions,
} from './driver-steps.ts';
import { IN_PROGRESS_STATUSES, TERMINAL_STATUSES, UPCOMING_STATUSES } from './status.ts';

/** Every step a driver may take, written out once by hand. */
const VALID: [string, string][] = [
  ['DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_CIRCLING'],
  ['DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP'],
  ['DRIVER_IS_CIRCLING', 'DRIVER_IS_AT_PICKUP'],
  ['DRIVER_IS_AT_PICKUP', 'DRIVER_IS_WAITING_AT_PICKUP'],
  ['DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER'],
  ['DRIVER_IS_WAITING_AT_PICKUP', 'DRIVER_IS_WAITING_FOR_PASSENGER'],
  ['DRIVER_IS_WAITING_AT_PICKUP', 'DRIVING_PASSENGER'],
  ['DRIVER_IS_WAITING_FOR_PASSENGER', 'DRIVING_PASSENGER'],
  ['DRIVING_PASSENGER', 'DRIVER_IS_WAITING_AT_STOP'],
  ['DRIVING_PASSENGER', 'COMPLETING'],
  ['DRIVING_PASSENGER', 'COMPLETED'],
  ['DRIVER_IS_WAITING_AT_STOP', 'DRIVING_PASSENGER'],
  ['COMPLETING', 'COMPLETED'],
  ...UPCOMING_STATUSES.map((status): [string, string] => [status, 'DRIVER_IS_ON_THE_WAY']),
];

const ALL = [
  ...new Set([
    ...UPCOMING_STATUSES,
    ...IN_PROGRESS_STATUSES,
    ...TERMINAL_STATUSES,
    ...DRIVER_STATUSES,
    'QUOTE',
    'NO_SHOW',
  ]),
];

describe('driver steps (status table, spec part 2 §4)', () => {
  it('allows exactly the listed steps, from every status to every status', () => {
    const valid = new Set(VALID.map(([from, to]) => `${from}>${to}`));
    for (const from of ALL) {
      for (const to of ALL) {
        expect(isDriverStep(from, to), `${from} → ${to}`).toBe(valid.has(`${from}>${to}`));
      }
    }
  });

  it('starts every scheduled ride with the driver on the way; a finished ride goes nowhere', () => {
    expect(nextDriverStatuses('BOOKED')).toEqual(['DRIVER_IS_ON_THE_WAY']);
    // COMPLETING is over for the rider (no edit, no cancel) but the driver still closes it.
    expect(nextDriverStatuses('COMPLETING')).toEqual(['COMPLETED']);
    for (const status of [...TERMINAL_STATUSES, 'QUOTE', 'NO_SHOW']) {
      if (status !== 'COMPLETING') expect(nextDriverStatuses(status)).toEqual([]);
    }
  });

  it('reaches COMPLETED from on the way along the driver states', () => {
    const path = [
      'BOOKED',
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_AT_PICKUP',
      'DRIVER_IS_WAITING_AT_PICKUP',
      'DRIVING_PASSENGER',
      'DRIVER_IS_WAITING_AT_STOP',
      'DRIVING_PASSENGER',
      'COMPLETING',
      'COMPLETED',
    ];
    for (let i = 1; i < path.length; i++) expect(isDriverStep(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('takes positions from on the way up to completing, and in no other state', () => {
    const driving = [
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_CIRCLING',
      'DRIVER_IS_AT_PICKUP',
      'DRIVER_IS_WAITING_AT_PICKUP',
      'DRIVER_IS_WAITING_FOR_PASSENGER',
      'DRIVING_PASSENGER',
      'DRIVER_IS_WAITING_AT_STOP',
      'COMPLETING',
    ];
    for (const status of driving) expect(takesDriverPositions(status)).toBe(true);
    for (const status of [...UPCOMING_STATUSES, 'COMPLETED', 'CANCELLED', 'toString', '']) {
      expect(takesDriverPositions(status)).toBe(false);
    }
  });
});
