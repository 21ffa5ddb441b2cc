import { describe, expect, it } from 'vitest';
import { isDispatchStep, nextDispatchStatuses } from './dispatch-steps.ts';
import { nextDriverStatuses } from './driver-steps.ts';
import { IN_PROGRESS_STATUSES, TERMINAL_STATUSES, UPCOMING_STATUSES } from './status.ts';

const withDriver = (status: string) => nextDispatchStatuses({ status, hasDriver: true });
const withoutDriver = (status: string) => nextDispatchStatuses({ status, hasDriver: false });

describe('nextDispatchStatuses', () => {
  it('starts a scheduled ride only with a driver assigned; cancels it either way', () => {
    expect(withDriver('BOOKED')).toEqual(['DRIVER_IS_ON_THE_WAY', 'CANCELLED']);
    expect(withoutDriver('BOOKED')).toEqual(['CANCELLED']);
    for (const status of UPCOMING_STATUSES) {
      expect(withoutDriver(status)).toEqual(['CANCELLED']);
    }
  });

  it('offers every driver step when a driver is assigned', () => {
    for (const status of [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES, 'COMPLETING']) {
      for (const next of nextDriverStatuses(status)) {
        expect(isDispatchStep({ status, hasDriver: true }, next), `${status} → ${next}`).toBe(true);
      }
    }
  });

  it('marks a no-show only while the driver is at the pickup or waiting there', () => {
    expect(withDriver('DRIVER_IS_WAITING_FOR_PASSENGER')).toEqual([
      'DRIVING_PASSENGER',
      'NO_SHOW',
      'CANCELLED',
    ]);
    expect(withDriver('DRIVER_IS_AT_PICKUP')).toContain('NO_SHOW');
    expect(withDriver('DRIVER_IS_WAITING_AT_PICKUP')).toContain('NO_SHOW');
    expect(withDriver('DRIVER_IS_ON_THE_WAY')).not.toContain('NO_SHOW');
    expect(withDriver('DRIVING_PASSENGER')).not.toContain('NO_SHOW');
    expect(withDriver('BOOKED')).not.toContain('NO_SHOW');
  });

  it('completes a ride with the rider on board, or completing, and cancels none after that', () => {
    expect(withDriver('DRIVING_PASSENGER')).toEqual([
      'DRIVER_IS_WAITING_AT_STOP',
      'COMPLETING',
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(withDriver('DRIVER_IS_WAITING_AT_STOP')).toContain('COMPLETED');
    expect(withDriver('COMPLETING')).toEqual(['COMPLETED']);
    expect(withoutDriver('COMPLETING')).toEqual(['COMPLETED']);
    expect(withDriver('DRIVER_IS_AT_PICKUP')).not.toContain('COMPLETED');
  });

  it('offers nothing once the ride is over, a no-show included', () => {
    for (const status of TERMINAL_STATUSES.filter((s) => s !== 'COMPLETING')) {
      expect(withDriver(status), status).toEqual([]);
    }
    expect(TERMINAL_STATUSES).toContain('NO_SHOW');
  });
});
