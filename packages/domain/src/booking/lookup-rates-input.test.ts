import { describe, expect, it } from 'vitest';
import { parseLookupRatesInput } from './lookup-rates-input.ts';

const valid = {
  coid: 'demo',
  serviceTypeId: 1,
  scheduledPickupTime: '2026-07-04T16:30:00.000Z',
  formattedPickUpTime: '2026-07-04T12:30:00.000Z',
  totalPassengers: 2,
  totalLuggage: 1,
  route: [
    {
      type: 'AIRPORT',
      flightInfo: { airportCode: 'JFK' },
      address: { name: 'JFK', coordinates: null },
    },
    {
      type: 'ADDRESS',
      address: { name: 'Home', line1: '1 Main St', coordinates: { latitude: 0, longitude: 0 } },
    },
  ],
};

describe('parseLookupRatesInput', () => {
  it('accepts the spec payload and fills absent options with their defaults', () => {
    const result = parseLookupRatesInput(valid);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.value).toMatchObject({
      requiresAccessibility: false,
      duration: null,
      childSeatOptions: null,
      promoCode: '',
    });
    expect(result.value.route[0]?.flightInfo?.airportCode).toBe('JFK');
  });

  it('treats coordinates 0,0 as no coordinates', () => {
    const result = parseLookupRatesInput(valid);
    expect(result.ok && result.value.route[1]?.address.coordinates).toBeNull();
  });

  it('treats a single 0 coordinate as no coordinates too, as geocoding does', () => {
    const route = [
      valid.route[0],
      { type: 'ADDRESS', address: { name: 'x', coordinates: { latitude: 0, longitude: 32.5 } } },
    ];
    const result = parseLookupRatesInput({ ...valid, route });
    expect(result.ok && result.value.route[1]?.address.coordinates).toBeNull();
  });

  it.each([
    [{ totalPassengers: 0 }, 'totalPassengers', 'totalPassengers must be between 1 and 60'],
    [{ totalLuggage: -1 }, 'totalLuggage', 'totalLuggage must be between 0 and 60'],
    [{ scheduledPickupTime: '4 July, noon' }, 'scheduledPickupTime', /ISO 8601/],
    [{ formattedPickUpTime: '2026-07-04T12:30:15.000Z' }, 'formattedPickUpTime', /:00.000Z/],
    [{ duration: 30 }, 'duration', 'duration must be between 60 and 86400'],
    [{ route: [] }, 'route', 'route must have a pickup'],
    [{ promoCode: 'X'.repeat(41) }, 'promoCode', 'Promo code is too long'],
  ])('names the field and the problem for %j', (change, field, message) => {
    const result = parseLookupRatesInput({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.field).toBe(field);
    expect(result.problem.message).toMatch(message);
  });

  it('names a nested field of a stop', () => {
    const route = [
      valid.route[0],
      { type: 'ADDRESS', address: { name: 'x', coordinates: { latitude: 91, longitude: 0 } } },
    ];
    const result = parseLookupRatesInput({ ...valid, route });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.field).toBe('route.1.address.coordinates.latitude');
      expect(result.problem.message).toBe('latitude must be between -90 and 90');
    }
  });

  it('puts the field name in front of shared messages', () => {
    const route = [{ type: 'ADDRESS', address: { name: 'x'.repeat(201) } }];
    const result = parseLookupRatesInput({ ...valid, route });
    expect(!result.ok && result.problem.message).toBe('name must be at most 200 characters');
  });

  it('keeps a seaport stop’s port of call, ship and cruise line, trimmed; none is null', () => {
    const cruise = {
      type: 'AIRPORT',
      address: { name: 'Manhattan Cruise Terminal' },
      seaport: { portOfCall: ' New York ', shipName: 'Norwegian Joy', cruiseLine: null },
    };
    const result = parseLookupRatesInput({ ...valid, route: [cruise, valid.route[1]] });
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.value.route[0]?.seaport).toEqual({
      portOfCall: 'New York',
      shipName: 'Norwegian Joy',
      cruiseLine: '',
    });
    expect(result.value.route[1]?.seaport).toBeNull();
  });

  it('refuses a seaport text over 100 characters, naming it', () => {
    const cruise = {
      type: 'AIRPORT',
      address: { name: 'Manhattan Cruise Terminal' },
      seaport: { shipName: 'S'.repeat(101) },
    };
    const result = parseLookupRatesInput({ ...valid, route: [valid.route[1], cruise] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual({
      field: 'route.1.seaport.shipName',
      message: 'shipName must be at most 100 characters',
    });
  });
});
