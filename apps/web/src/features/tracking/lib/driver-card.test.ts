import { describe, expect, it } from 'vitest';
import { driverCardView } from './driver-card.ts';
import type { TrackedTrip } from './tracking-route.ts';

const driver = (overrides: Partial<TrackedTrip['drivers'][number]> = {}) => ({
  firstName: 'Dana',
  lastName: 'Driver',
  profilePic: null,
  cellPhoneNumber: '+1 (212) 555-0101',
  ...overrides,
});
const vehicle = { make: 'Cadillac', model: 'Escalade', color: 'Black', licensePlate: 'DEMO 101' };

describe('driverCardView', () => {
  it('shows the driver’s name, a callable phone, and the vehicle’s colour, make and plate', () => {
    expect(driverCardView({ drivers: [driver()], vehicles: [vehicle] })).toEqual({
      name: 'Dana Driver',
      initials: 'DD',
      picture: null,
      phoneHref: 'tel:+12125550101',
      phone: '+1 (212) 555-0101',
      vehicle: 'Black Cadillac Escalade',
      licensePlate: 'DEMO 101',
    });
  });

  it('keeps the picture, and leaves out a vehicle or phone that is not there', () => {
    const view = driverCardView({
      drivers: [driver({ profilePic: 'https://example.com/d.jpg', cellPhoneNumber: null })],
      vehicles: [],
    });
    expect(view).toMatchObject({
      picture: 'https://example.com/d.jpg',
      phoneHref: null,
      phone: null,
      vehicle: null,
      licensePlate: null,
    });
    expect(
      driverCardView({ drivers: [driver({ cellPhoneNumber: 'n/a' })], vehicles: [] })?.phoneHref,
    ).toBeNull();
  });

  it('is nothing without a driver to show', () => {
    expect(driverCardView({ drivers: [], vehicles: [vehicle] })).toBeNull();
    expect(
      driverCardView({ drivers: [driver({ firstName: ' ', lastName: '' })], vehicles: [vehicle] }),
    ).toBeNull();
  });
});
