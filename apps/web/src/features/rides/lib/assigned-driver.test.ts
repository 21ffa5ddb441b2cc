import { describe, expect, it } from 'vitest';
import { assignedDriverView } from './assigned-driver.ts';
import { buildDetailsTrip, buildSharedTrip } from './details-trip.test-helpers.ts';

const dora = {
  id: 'd1',
  firstName: 'Dora',
  lastName: 'Wheeler',
  profilePic: 'https://example.test/dora.jpg',
};
const navigator = {
  make: 'Lincoln',
  model: 'Navigator',
  color: 'Midnight Blue',
  licensePlate: 'T 4F2A',
};

describe('assignedDriverView (ride details, once a driver is assigned)', () => {
  it('is null before a driver is assigned', () => {
    expect(assignedDriverView(buildDetailsTrip())).toBeNull();
  });

  it('shows the driver’s first name and picture, the car and its plate', () => {
    const trip = buildDetailsTrip({
      drivers: { notes: '', edges: [{ isPrimary: true, node: dora }] },
      vehicles: { edges: [{ isPrimary: true, node: navigator }] },
    });
    expect(assignedDriverView(trip)).toEqual({
      firstName: 'Dora',
      initials: 'DW',
      picture: 'https://example.test/dora.jpg',
      vehicle: 'Midnight Blue Lincoln Navigator',
      licensePlate: 'T 4F2A',
    });
  });

  it('gives initials without a picture, and no car while none is assigned', () => {
    const trip = buildSharedTrip({
      drivers: { notes: '', edges: [{ isPrimary: true, node: { ...dora, profilePic: ' ' } }] },
    });
    expect(assignedDriverView(trip)).toMatchObject({
      firstName: 'Dora',
      initials: 'DW',
      picture: null,
      vehicle: null,
      licensePlate: null,
    });
  });
});
