import { describe, expect, it } from 'vitest';
import { directionsHref, nextStopNavigation } from './navigate.ts';
import type { DriverRide } from './ride-card.ts';

const place = (latitude: number, longitude: number) => ({
  location: { coordinates: { latitude, longitude } },
});

function ride(status: string, withDropOff = true): DriverRide {
  return {
    reservationState: { type: status },
    routing: {
      pickup: place(40.7527, -73.9772),
      dropOff: withDropOff ? place(40.7646, -73.9743) : null,
      stops: { edges: [{ node: place(40.758, -73.9855) }] },
    },
  } as unknown as DriverRide;
}

describe('the Navigate link', () => {
  it('is a Google Maps directions link, driving, with the stops on the way', () => {
    const href = new URL(
      directionsHref({ latitude: 1.5, longitude: -2 }, [{ latitude: 3, longitude: 4 }]),
    );
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(href.searchParams.get('destination')).toBe('1.5,-2');
    expect(href.searchParams.get('waypoints')).toBe('3,4');
    expect(href.searchParams.get('travelmode')).toBe('driving');
  });

  it('leads to the pickup until the passenger is on board, then to the drop-off', () => {
    for (const status of ['BOOKED', 'DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_WAITING_AT_PICKUP']) {
      const next = nextStopNavigation(ride(status));
      expect(next?.label).toBe('Navigate to pickup');
      expect(new URL(next!.href).searchParams.get('destination')).toBe('40.7527,-73.9772');
    }
    const onBoard = nextStopNavigation(ride('DRIVING_PASSENGER'));
    expect(onBoard?.label).toBe('Navigate to drop-off');
    expect(new URL(onBoard!.href).searchParams.get('destination')).toBe('40.7646,-73.9743');
    expect(new URL(onBoard!.href).searchParams.get('waypoints')).toBe('40.758,-73.9855');
    expect(nextStopNavigation(ride('DRIVING_PASSENGER', false))).toBeNull();
  });
});
