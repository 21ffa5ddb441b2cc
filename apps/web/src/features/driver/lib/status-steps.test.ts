import { nextDriverStatuses, TERMINAL_STATUSES } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import {
  driverWording,
  rideUnderWay,
  selectedRide,
  sharesPosition,
  statusSteps,
} from './status-steps.ts';

/** A ride as the server answers it: its status and the statuses it may move to. */
const ride = (id: string, type: string) => ({
  id,
  reservationState: { type },
  nextStatuses: nextDriverStatuses(type),
});

describe('status steps on the driver page', () => {
  it('offers the one step a scheduled ride allows: on the way', () => {
    expect(statusSteps(nextDriverStatuses('BOOKED'))).toEqual([
      { status: 'DRIVER_IS_ON_THE_WAY', label: 'On my way to pickup', isMain: true },
    ]);
  });

  it('offers every step the server allows, in its order, the last one as the main step', () => {
    const steps = statusSteps(nextDriverStatuses('DRIVING_PASSENGER'));
    expect(steps.map((s) => s.label)).toEqual([
      'Waiting at a stop',
      'Closing the job',
      'Ride completed',
    ]);
    expect(steps.map((s) => s.isMain)).toEqual([false, false, true]);
  });

  it('offers nothing for a finished ride', () => {
    expect(statusSteps(nextDriverStatuses('COMPLETED'))).toEqual([]);
    expect(statusSteps(nextDriverStatuses('CANCELLED'))).toEqual([]);
  });

  it('words every status a driver can set, and any other readably', () => {
    const driverSteps = [
      ...new Set(
        ['BOOKED', 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER']
          .flatMap(nextDriverStatuses)
          .concat(nextDriverStatuses('DRIVER_IS_WAITING_AT_PICKUP')),
      ),
    ];
    for (const status of driverSteps) expect(driverWording(status), status).not.toMatch(/_/);
    expect(driverWording('DRIVER_IS_WAITING_FOR_PASSENGER')).toBe('Waiting for the passenger');
    expect(driverWording('NO_SHOW')).toBe('No show');
  });
});

describe('sharesPosition', () => {
  it('shares while the driver is on the way, at pickup, waiting or driving the rider', () => {
    for (const status of [
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_CIRCLING',
      'DRIVER_IS_AT_PICKUP',
      'DRIVER_IS_WAITING_AT_PICKUP',
      'DRIVER_IS_WAITING_FOR_PASSENGER',
      'DRIVING_PASSENGER',
      'DRIVER_IS_WAITING_AT_STOP',
      // Closing the job: the server still takes positions until the ride is completed.
      'COMPLETING',
    ])
      expect(sharesPosition(ride('r', status)), status).toBe(true);
  });

  it('does not share before the ride starts or once it is over', () => {
    const over = TERMINAL_STATUSES.filter((status) => status !== 'COMPLETING');
    for (const status of ['BOOKED', 'ASSIGNED', 'QUOTE', ...over])
      expect(sharesPosition(ride('r', status)), status).toBe(false);
  });
});

describe('selectedRide', () => {
  const rides = [ride('a', 'BOOKED'), ride('b', 'DRIVING_PASSENGER'), ride('c', 'BOOKED')];

  it('keeps the driver’s choice while the ride is still listed', () => {
    expect(selectedRide(rides, 'c')?.id).toBe('c');
  });

  it('opens on the ride under way, else the earliest', () => {
    expect(selectedRide(rides, null)?.id).toBe('b');
    expect(selectedRide(rides, 'gone')?.id).toBe('b');
    expect(selectedRide([ride('a', 'BOOKED'), ride('c', 'BOOKED')], null)?.id).toBe('a');
  });

  it('has nothing to open without rides', () => {
    expect(selectedRide([], 'a')).toBeNull();
  });
});

describe('rideUnderWay', () => {
  const booked = ride('a', 'BOOKED');
  const driving = ride('b', 'DRIVING_PASSENGER');
  const onTheWay = ride('c', 'DRIVER_IS_ON_THE_WAY');

  it('shares the selected ride’s position when it is under way', () => {
    expect(rideUnderWay([driving, onTheWay], onTheWay)?.id).toBe('c');
  });

  it('keeps sharing the ride under way while the driver looks at another', () => {
    expect(rideUnderWay([booked, driving], booked)?.id).toBe('b');
  });

  it('shares nothing while no ride is under way', () => {
    expect(rideUnderWay([booked, ride('d', 'COMPLETED')], booked)).toBeNull();
    expect(rideUnderWay([], null)).toBeNull();
  });
});
