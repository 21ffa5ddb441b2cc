import { describe, expect, it } from 'vitest';
import { bufferMinutes, EMPTY_FLEET_VEHICLE, fleetVehicleInput } from './fleet-form.ts';

describe('fleetVehicleInput', () => {
  it('turns typed values into the API input, numbers as numbers and text trimmed', () => {
    expect(
      fleetVehicleInput({
        licensePlate: ' ny 123 ',
        make: 'Cadillac ',
        model: 'Escalade',
        color: 'Black',
        vehicleTypeId: '4',
        passengerCapacity: '6',
      }),
    ).toEqual({
      ok: true,
      input: {
        licensePlate: 'ny 123',
        make: 'Cadillac',
        model: 'Escalade',
        color: 'Black',
        vehicleTypeId: 4,
        passengerCapacity: 6,
      },
    });
  });

  it('names every empty field and a seat count that is no whole number', () => {
    const result = fleetVehicleInput({ ...EMPTY_FLEET_VEHICLE, passengerCapacity: '2.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'color',
      'licensePlate',
      'make',
      'model',
      'passengerCapacity',
      'vehicleTypeId',
    ]);
  });

  it('leaves range rules to the server: 0 seats is sent for it to refuse', () => {
    const result = fleetVehicleInput({
      licensePlate: 'A1',
      make: 'M',
      model: 'X',
      color: 'Red',
      vehicleTypeId: '1',
      passengerCapacity: '0',
    });
    expect(result.ok && result.input.passengerCapacity).toBe(0);
  });
});

describe('bufferMinutes', () => {
  it('takes whole minutes from 0 to 240', () => {
    expect(bufferMinutes('0')).toEqual({ ok: true, minutes: 0 });
    expect(bufferMinutes(' 240 ')).toEqual({ ok: true, minutes: 240 });
  });

  it('refuses more than 240, fractions, negatives and nothing', () => {
    for (const text of ['241', '1.5', '-1', '', 'ten']) expect(bufferMinutes(text).ok).toBe(false);
  });
});
