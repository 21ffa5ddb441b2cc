import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from './rates.test-helpers.ts';

describe.each(databaseKinds())('lookupRates refusals on %s', (kind) => {
  const api = useTestApi(kind);
  let types: Record<string, number>;
  let acmeTypes: Record<string, number>;
  beforeAll(async () => {
    types = await serviceTypeIds(api, 'demo');
    acmeTypes = await serviceTypeIds(api, 'acme');
  });

  const lookup = (input: Record<string, unknown>) =>
    api.gql<LookupRatesResult>(LOOKUP_RATES, {
      input: {
        coid: 'demo',
        serviceTypeId: types.PTP,
        ...pickupIn(24),
        totalPassengers: 1,
        totalLuggage: 0,
        route: [stops.grandCentral, stops.plaza],
        ...input,
      },
    });

  async function expectRefusal(
    input: Record<string, unknown>,
    field: string,
    message: string | RegExp,
  ) {
    const res = await lookup(input);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(res.errors?.[0]?.message).toMatch(message);
  }

  it('answers NOT_FOUND for an unknown company and 403 for a disabled one', async () => {
    expect((await lookup({ coid: 'nobody' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const closed = await lookup({ coid: 'closed' });
    expect(closed.status).toBe(403);
    expect(closed.errors?.[0]?.message).toBe(
      'Status: 403, Message: Specified company is disabled.',
    );
  });

  it('refuses a pickup in the past', async () => {
    await expectRefusal(pickupIn(-1), 'scheduledPickupTime', 'The pickup time is in the past');
  });

  it("refuses a pickup inside the company's creation lead time (60 minutes for demo)", async () => {
    await expectRefusal(
      pickupIn(0.5),
      'scheduledPickupTime',
      'Rides must be booked at least 1 hour before pickup',
    );
    expect((await lookup(pickupIn(1.1))).errors).toBeUndefined();
  });

  it('refuses a pickup more than a year ahead', async () => {
    await expectRefusal(
      pickupIn(24 * 366),
      'scheduledPickupTime',
      'Rides can be booked at most 365 days ahead',
    );
  });

  it("refuses a formattedPickUpTime that is not the pickup's wall clock in the company's zone", async () => {
    const { scheduledPickupTime } = pickupIn(24);
    await expectRefusal(
      {
        scheduledPickupTime,
        formattedPickUpTime: scheduledPickupTime.replace(/:\d\d\.\d{3}Z$/, ':00.000Z'),
      },
      'formattedPickUpTime',
      /does not match scheduledPickupTime in America\/New_York/,
    );
  });

  it('refuses malformed input naming the field', async () => {
    await expectRefusal(
      { totalPassengers: 0 },
      'totalPassengers',
      'totalPassengers must be between 1 and 60',
    );
    await expectRefusal({ scheduledPickupTime: 'tomorrow' }, 'scheduledPickupTime', /ISO 8601/);
    await expectRefusal({ route: [] }, 'route', 'route must have a pickup');
  });

  it("refuses an unknown service type, and another company's exactly the same way", async () => {
    await expectRefusal({ serviceTypeId: 987_654 }, 'serviceTypeId', 'Unknown service type');
    await expectRefusal({ serviceTypeId: acmeTypes.PTP }, 'serviceTypeId', 'Unknown service type');
  });

  it('refuses a point-to-point ride without a drop-off', async () => {
    await expectRefusal({ route: [stops.plaza] }, 'route', 'A drop-off location is required');
  });

  it('refuses more stops than the company allows (5 for demo, 3 for acme)', async () => {
    const six = Array.from({ length: 6 }, () => stops.grandCentral);
    await expectRefusal(
      { route: [stops.plaza, ...six, stops.jfk] },
      'route',
      'A ride can have at most 5 stops',
    );
    expect(
      (await lookup({ route: [stops.plaza, ...six.slice(1), stops.jfk] })).errors,
    ).toBeUndefined();
    const acme = await api.gql(LOOKUP_RATES, {
      input: {
        coid: 'acme',
        serviceTypeId: acmeTypes.PTP,
        ...pickupIn(24, 'acme'),
        totalPassengers: 1,
        totalLuggage: 0,
        route: [stops.savoy, stops.savoy, stops.savoy, stops.savoy, stops.savoy, stops.lhr],
      },
    });
    expect(acme.errors?.[0]?.message).toBe('A ride can have at most 3 stops');
  });

  it('refuses a stop that cannot be located, naming it', async () => {
    const nowhere = {
      type: 'ADDRESS',
      address: { name: 'Nowhere', line1: 'Nowhere Lane', city: 'Qwxzyville' },
    };
    await expectRefusal(
      { route: [stops.plaza, nowhere] },
      'route.1',
      'We could not locate the drop-off (Nowhere Lane, Qwxzyville). Please choose it from the suggestions.',
    );
    const unknownAirport = {
      type: 'AIRPORT',
      flightInfo: { airportCode: 'QQQ' },
      address: { name: '' },
    };
    await expectRefusal(
      { route: [unknownAirport, stops.plaza] },
      'route.0',
      /could not locate the pickup \(QQQ\)/,
    );
  });

  it('refuses a stop outside the company’s service area, naming it, and never prices it', async () => {
    const indianOcean = {
      type: 'ADDRESS',
      address: { name: 'Open sea', coordinates: { latitude: -20, longitude: 80 } },
    };
    await expectRefusal(
      { route: [stops.plaza, indianOcean] },
      'route.1',
      'The drop-off (Open sea) is outside the area Demo Limousine serves (200 km around New York).',
    );
    // A route of several stops across the world is refused at the first stop outside.
    const paris = {
      type: 'POI',
      address: { name: 'Louvre', coordinates: { latitude: 48.8606, longitude: 2.3376 } },
    };
    await expectRefusal(
      { route: [stops.plaza, stops.plaza, paris, indianOcean, stops.plaza] },
      'route.2',
      'Stop 2 (Louvre) is outside the area Demo Limousine serves (200 km around New York).',
    );
    // Philadelphia, 130 km away, is served.
    const philadelphia = {
      type: 'POI',
      address: { name: 'Independence Hall', coordinates: { latitude: 39.9489, longitude: -75.15 } },
    };
    const served = await lookup({ route: [stops.plaza, philadelphia] });
    expect(served.errors).toBeUndefined();
  });

  it('refuses coordinates out of range', async () => {
    const bad = {
      type: 'ADDRESS',
      address: { name: 'x', coordinates: { latitude: 12, longitude: 200 } },
    };
    await expectRefusal(
      { route: [stops.plaza, bad] },
      'route.1.address.coordinates.longitude',
      'longitude must be between -180 and 180',
    );
  });
});
