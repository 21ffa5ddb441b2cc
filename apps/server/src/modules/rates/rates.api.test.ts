import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  sumOf,
  type LookupRatesResult,
} from './rates.test-helpers.ts';

describe.each(databaseKinds())('lookupRates on %s', (kind) => {
  const api = useTestApi(kind);
  let types: Record<string, number>;
  beforeAll(async () => {
    types = await serviceTypeIds(api, 'demo');
  });

  const lookup = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.gql<LookupRatesResult>(
      LOOKUP_RATES,
      {
        input: {
          coid: 'demo',
          serviceTypeId: types.AA,
          ...pickupIn(24),
          totalPassengers: 1,
          totalLuggage: 0,
          route: [stops.jfk, stops.plaza],
          ...input,
        },
      },
      headers,
    );
  const names = (res: Awaited<ReturnType<typeof lookup>>) =>
    res.data!.lookupRates.vehicles.map((v) => v.name);

  it('prices a guest airport arrival for every vehicle, each amount the sum of its lines', async () => {
    const res = await lookup({});
    expect(res.errors).toBeUndefined();
    const result = res.data!.lookupRates;
    expect(result).toMatchObject({ currencyCode: 'USD', currencySymbol: '$', promoCode: null });
    expect(result.serviceType).toMatchObject({ name: 'Airport Arrival', code: 'AA' });
    expect(names(res).toSorted()).toEqual(['SUV', 'Sedan', 'Sprinter', 'Stretch']);
    for (const vehicle of result.vehicles) {
      expect(vehicle.amountInMinorUnits).toBe(sumOf(vehicle));
      expect(vehicle.amount).toBeCloseTo(vehicle.amountInMinorUnits / 100, 10);
      expect(vehicle.rates.map((line) => line.name)).toContain('Airport Pickup Fee');
      expect(vehicle.rates.map((line) => line.name)).not.toContain('Airport Drop-off Fee');
      expect(vehicle.images[0]?.url).toMatch(new RegExp(`^/demo/brand/vehicle-[a-z]+\\?v=\\d+$`));
    }
    const sedan = result.vehicles[0]!;
    expect(sedan).toMatchObject({
      id: String(sedan.typeId),
      passengerCapacity: 3,
      luggageCapacity: 3,
    });
    expect(sedan.rates[0]).toEqual({ name: 'Base Fare', value: 25, valueInMinorUnits: 2500 });
  });

  it('estimates the drive from JFK to Midtown and flags it as an estimate', async () => {
    const { tripEstimate } = (await lookup({})).data!.lookupRates;
    expect(tripEstimate.isEstimate).toBe(true);
    expect(tripEstimate.distanceMiles).toBeGreaterThan(13);
    expect(tripEstimate.distanceMiles).toBeLessThan(22);
    expect(tripEstimate.durationSeconds).toBeGreaterThan(30 * 60);
    const [minutes, miles] = tripEstimate.tripEstimationTime.split(',');
    expect(Number(minutes)).toBe(Math.ceil(tripEstimate.durationSeconds / 60));
    expect(Number(miles)).toBe(tripEstimate.distanceMiles);
  });

  it('charges a longer ride more', async () => {
    const toPlaza = (await lookup({})).data!.lookupRates.vehicles[0]!;
    const newark = {
      type: 'AIRPORT',
      flightInfo: { airportCode: 'EWR' },
      address: { name: 'Newark' },
    };
    const toNewark = (await lookup({ route: [stops.jfk, newark] })).data!.lookupRates.vehicles[0]!;
    expect(toNewark.amountInMinorUnits).toBeGreaterThan(toPlaza.amountInMinorUnits);
  });

  describe('offers only vehicles that fit', () => {
    it.each([
      ['7 passengers', { totalPassengers: 7 }, ['Sprinter', 'Stretch']],
      ['5 bags', { totalPassengers: 2, totalLuggage: 5 }, ['SUV', 'Sprinter']],
      ['11 passengers', { totalPassengers: 11 }, ['Sprinter']],
      ['accessibility', { requiresAccessibility: true }, ['Sprinter']],
      [
        '3 child seats',
        { childSeatOptions: { totalInfantSeat: 1, totalToddlerSeat: 1, totalBoosterSeat: 1 } },
        ['SUV', 'Sprinter'],
      ],
      ['15 passengers', { totalPassengers: 15 }, []],
    ])('%s', async (_, input, expected) => {
      const res = await lookup(input);
      expect(res.errors).toBeUndefined();
      expect(names(res).toSorted()).toEqual(expected);
    });
  });

  it('lists the cheapest first, whatever order the operator keeps the vehicle types in', async () => {
    const amounts = (res: Awaited<ReturnType<typeof lookup>>) =>
      res.data!.lookupRates.vehicles.map((v) => v.amountInMinorUnits);
    const operatorOrder = (
      await api.db
        .selectFrom('vehicle_type as v')
        .select('v.name')
        .where('v.company_id', '=', 'demo')
        .where('v.is_active', '=', true)
        .orderBy('v.sort_order')
        .orderBy('v.id')
        .execute()
    ).map((v) => v.name);
    for (const input of [
      {},
      { serviceTypeId: types.PTP, route: [stops.plaza, stops.grandCentral] },
    ]) {
      const res = await lookup(input);
      expect(res.errors).toBeUndefined();
      const listed = amounts(res);
      expect(listed.length).toBeGreaterThan(1);
      expect(listed).toEqual(listed.toSorted((a, b) => a - b));
    }
    // The demo operator keeps a dearer vehicle type before a cheaper one: the order is the price's.
    const listed = names(await lookup({}));
    expect(listed).not.toEqual(operatorOrder);
    expect(listed.toSorted()).toEqual(operatorOrder.toSorted());
  });

  it('charges child seats and stops', async () => {
    const res = await lookup({
      route: [stops.jfk, stops.grandCentral, stops.lga, stops.plaza],
      childSeatOptions: { totalInfantSeat: 1, totalToddlerSeat: 0, totalBoosterSeat: 1 },
    });
    const sedan = res.data!.lookupRates.vehicles[0]!;
    expect(sedan.rates).toContainEqual({
      name: 'Child Seats (2)',
      value: 30,
      valueInMinorUnits: 3000,
    });
    expect(sedan.rates).toContainEqual({
      name: 'Additional Stops (2)',
      value: 30,
      valueInMinorUnits: 3000,
    });
  });

  it('adds the drop-off fee for an airport departure', async () => {
    const res = await lookup({ serviceTypeId: types.AD, route: [stops.plaza, stops.lga] });
    const names = res.data!.lookupRates.vehicles[0]!.rates.map((line) => line.name);
    expect(names).toContain('Airport Drop-off Fee');
    expect(names).not.toContain('Airport Pickup Fee');
  });

  describe('hourly rides', () => {
    it('bill the hours booked, and a larger vehicle minimum where it applies', async () => {
      const res = await lookup({
        serviceTypeId: types.HRL,
        duration: 3 * 3600,
        route: [stops.plaza],
      });
      expect(res.errors).toBeUndefined();
      const { vehicles } = res.data!.lookupRates;
      const sedan = vehicles.find((v) => v.name === 'Sedan');
      const sprinter = vehicles.find((v) => v.name === 'Sprinter');
      expect(sedan!.rates[0]).toEqual({
        name: 'Hourly Rate (3 Hours)',
        value: 225,
        valueInMinorUnits: 22_500,
      });
      expect(sprinter!.rates[0]).toEqual({
        name: 'Hourly Rate (4 Hours minimum)',
        value: 660,
        valueInMinorUnits: 66_000,
      });
      expect(res.data!.lookupRates.tripEstimate).toMatchObject({
        durationSeconds: 3 * 3600,
        distanceMeters: 0,
      });
    });

    it('are refused below the company minimum', async () => {
      const res = await lookup({ serviceTypeId: types.HRL, duration: 3600, route: [stops.plaza] });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'duration',
      });
      expect(res.errors?.[0]?.message).toBe('Hourly rides must be at least 2 hours');
    });

    it('need a duration, and only they may have one', async () => {
      const noDuration = await lookup({ serviceTypeId: types.HRL, route: [stops.plaza] });
      expect(noDuration.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'duration',
      });
      const transferWithDuration = await lookup({ duration: 7200 });
      expect(transferWithDuration.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'duration',
      });
    });
  });

  describe('promo codes', () => {
    it('take a percentage off before gratuity and tax, whatever the case typed', async () => {
      const plain = (await lookup({})).data!.lookupRates.vehicles[0]!;
      const res = await lookup({ promoCode: ' welcome10 ' });
      expect(res.data!.lookupRates.promoCode).toBe('WELCOME10');
      const sedan = res.data!.lookupRates.vehicles[0]!;
      const promo = sedan.rates.find((line) => line.name === 'Promo Code WELCOME10');
      expect(promo!.valueInMinorUnits).toBeLessThan(0);
      expect(sedan.amountInMinorUnits).toBe(sumOf(sedan));
      expect(sedan.amountInMinorUnits).toBeLessThan(plain.amountInMinorUnits);
    });

    it('take a fixed amount off', async () => {
      const sedan = (await lookup({ promoCode: 'SAVE20' })).data!.lookupRates.vehicles[0]!;
      expect(sedan.rates).toContainEqual({
        name: 'Promo Code SAVE20',
        value: -20,
        valueInMinorUnits: -2000,
      });
    });

    it.each([
      ['NOPE', 'Promo code NOPE is not valid'],
      ['SUMMER2020', 'Promo code SUMMER2020 has expired'],
      ['NEWYEAR2100', 'Promo code NEWYEAR2100 is not valid yet'],
      ['LONDON5', 'Promo code LONDON5 is not valid'],
    ])('refuses %s with a clear message', async (promoCode, message) => {
      const res = await lookup({ promoCode });
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'promoCode',
      });
      expect(res.data).toBeNull();
    });

    it('words a refusal with its code in the rider’s language, the code and field unchanged', async () => {
      const res = await lookup({ promoCode: 'SUMMER2020' }, { 'accept-language': 'fr-FR' });
      expect(res.errors?.[0]?.message).toBe('Le code promo SUMMER2020 a expiré');
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'promoCode',
      });
    });
  });

  it('locates an airport from its code and an address from its ZIP code when coordinates are missing', async () => {
    const address = {
      type: 'ADDRESS',
      address: {
        name: 'Office',
        line1: '350 5th Ave',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10118',
        countryCode: 'US',
      },
    };
    const lga = {
      type: 'AIRPORT',
      flightInfo: { airportCode: 'lga' },
      address: { name: 'LaGuardia', coordinates: { latitude: 0, longitude: 0 } },
    };
    const res = await lookup({ route: [lga, address] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.lookupRates.tripEstimate.distanceMiles).toBeGreaterThan(5);
  });
});
