import { describe, expect, it } from 'vitest';
import { DRIVER_STATUSES } from './driver-steps.ts';
import {
  IN_PROGRESS_STATUSES,
  TERMINAL_STATUSES,
  UPCOMING_STATUSES,
  reservationStatusView,
} from './status.ts';
import { rideStatusWords } from './status-words.ts';

const EVERY_STATUS = [
  ...new Set([
    ...UPCOMING_STATUSES,
    ...IN_PROGRESS_STATUSES,
    ...TERMINAL_STATUSES,
    ...DRIVER_STATUSES,
    'QUOTE',
  ]),
];

describe('rideStatusWords', () => {
  it.each([
    ['DRIVER_IS_ON_THE_WAY', 'Driver on the way'],
    ['AFFILIATE_DRIVER_IS_EN_ROUTE_TO_PICKUP', 'Driver on the way'],
    ['DRIVER_IS_CIRCLING', 'Circling near pickup'],
    ['DRIVER_IS_AT_PICKUP', 'At pickup'],
    ['DRIVER_IS_WAITING_AT_PICKUP', 'Waiting at pickup'],
    ['DRIVER_IS_WAITING_FOR_PASSENGER', 'Waiting for the passenger'],
    ['DRIVING_PASSENGER', 'Passenger on board'],
    ['DRIVER_IS_WAITING_AT_STOP', 'Waiting at a stop'],
    ['COMPLETING', 'Closing the job'],
    ['COMPLETED', 'Completed'],
    ['CLOSED_BY_DRIVER', 'Completed'],
    ['CANCELLED', 'Cancelled'],
    ['NO_SHOW', 'No-show'],
  ])('%s reads %j', (status, words) => {
    expect(rideStatusWords(status, true)).toBe(words);
    expect(rideStatusWords(status)).toBe(words);
  });

  it('says whether a scheduled ride has its driver', () => {
    for (const status of UPCOMING_STATUSES) {
      expect(rideStatusWords(status, false)).toBe('Unassigned');
      expect(rideStatusWords(status, true)).toBe('Driver assigned');
      expect(rideStatusWords(status)).toBe('Scheduled');
    }
  });

  it('puts every status of the table in words, none as the constant or the rider’s capitals', () => {
    for (const status of EVERY_STATUS) {
      for (const hasDriver of [true, false, undefined]) {
        const words = rideStatusWords(status, hasDriver);
        expect(words, status).toMatch(/^[A-Z][a-z]/);
        expect(words, status).not.toContain('_');
        expect(words, status).not.toBe(reservationStatusView(status).label);
      }
    }
  });

  it('reads a status outside the table as a sentence', () => {
    expect(rideStatusWords('SOMETHING_NEW')).toBe('Something new');
    expect(rideStatusWords('')).toBe('Unknown');
  });
});
