import { describe, expect, it } from 'vitest';
import { vehicleChoiceLabel } from './vehicle-choice.ts';

describe('vehicleChoiceLabel', () => {
  it('names the vehicle as the ride card does, with its seats', () => {
    const vehicle = {
      id: 'v1',
      make: 'Cadillac',
      model: 'Escalade',
      color: 'Black',
      licensePlate: 'DEMO 101',
      passengerCapacity: 6,
    };
    expect(vehicleChoiceLabel(vehicle)).toBe('Cadillac Escalade, Black, DEMO 101 (6 seats)');
    expect(vehicleChoiceLabel({ ...vehicle, color: '', passengerCapacity: 3 })).toBe(
      'Cadillac Escalade, DEMO 101 (3 seats)',
    );
  });
});
