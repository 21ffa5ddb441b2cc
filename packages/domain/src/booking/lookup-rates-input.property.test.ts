import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupRatesInputSchema, parseLookupRatesInput } from './lookup-rates-input.ts';

/**
 * parseLookupRatesInput runs zod's compiled parser. zod's ordinary parser of the same schema is
 * the oracle: for any input, valid or not, both must give the same value or the same problem.
 */
function ordinaryParse(input: unknown) {
  const result = lookupRatesInputSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const path = result.error.issues[0]?.path.map(String) ?? [];
  const message = result.error.issues[0]?.message ?? '';
  // As parseLookupRatesInput words it: shared "must …" messages get the field name in front.
  const named = message.startsWith('must ') ? `${path.at(-1) ?? 'input'} ${message}` : message;
  return { ok: false, problem: { field: path.join('.'), message: named } };
}

const compiledParse = (input: unknown) => parseLookupRatesInput(input);

/** Values of every kind, weighted towards the edges the schema checks. */
const anything = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 100 }),
  fc.constantFrom(0, -1, 1.5, 60, 61, 86_400, 86_401, Number.MAX_SAFE_INTEGER, 1e21),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', ' ', '  JFK  ', 'US', 'gb', 'USA', 'x'.repeat(201), 'X'.repeat(41)),
  fc.constant({}),
  fc.constant([]),
);

const text = fc.oneof(
  fc.constantFrom(undefined, null, '', ' Main St ', 'The Plaza', 'x'.repeat(200), 'x'.repeat(201)),
  anything,
);
const latitude = fc.oneof(fc.double({ min: -91, max: 91, noNaN: true }), fc.constant(0), anything);
const longitude = fc.oneof(
  fc.double({ min: -181, max: 181, noNaN: true }),
  fc.constant(0),
  anything,
);
const coordinates = fc.oneof(
  fc.record({ latitude, longitude }),
  fc.constantFrom(null, undefined, { latitude: 0, longitude: 0 }),
  anything,
);
const address = fc.oneof(
  fc.record(
    {
      name: text,
      line1: text,
      line2: text,
      postalCode: text,
      city: text,
      stateCode: text,
      countryCode: fc.oneof(fc.constantFrom('US', 'gb', ' GB ', 'USA', '1A', ''), anything),
      coordinates,
    },
    { requiredKeys: [] },
  ),
  anything,
);
const stop = fc.oneof(
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('ADDRESS', 'FBO', 'POI', 'AIRPORT', 'airport'), anything),
      address,
      flightInfo: fc.oneof(
        fc.record({
          airportCode: fc.oneof(fc.constantFrom('JFK', 'jfk', ' LHR ', 'JF', 'JFKX', ''), anything),
        }),
        anything,
      ),
    },
    { requiredKeys: ['type', 'address'] },
  ),
  anything,
);
const count = fc.oneof(fc.integer({ min: -2, max: 62 }), anything);
const input = fc.oneof(
  fc.record(
    {
      coid: fc.oneof(fc.constant('demo'), anything),
      passengerId: fc.oneof(fc.constantFrom('u1', 'x'.repeat(65)), anything),
      serviceTypeId: fc.oneof(fc.integer({ min: 1, max: 4 }), anything),
      scheduledPickupTime: fc.oneof(
        fc.constantFrom(
          '2026-07-04T16:30:00.000Z',
          '2026-07-04T16:30:00Z',
          '2026-07-04T16:30:00.123456+01:00',
          '2026-07-04T16:30:00+0100',
          '2026-07-04T16:30',
          '2026-07-04 16:30:00Z',
          '4 July, noon',
        ),
        anything,
      ),
      formattedPickUpTime: fc.oneof(
        fc.constantFrom('2026-07-04T12:30:00.000Z', '2026-07-04T12:30:15.000Z'),
        anything,
      ),
      totalPassengers: count,
      totalLuggage: count,
      childSeatOptions: fc.oneof(
        fc.record({
          totalInfantSeat: count,
          totalBoosterSeat: count,
          totalToddlerSeat: count,
        }),
        anything,
      ),
      requiresAccessibility: anything,
      duration: fc.oneof(fc.integer({ min: 0, max: 90_000 }), anything),
      route: fc.oneof(fc.array(stop, { maxLength: 27 }), anything),
      promoCode: fc.oneof(fc.constantFrom(' welcome10 ', 'X'.repeat(41)), anything),
      extra: anything,
    },
    { requiredKeys: ['coid', 'serviceTypeId', 'scheduledPickupTime', 'route'] },
  ),
  anything,
);

/** Valid inputs, some with one field changed: the parsers must agree near the valid region too. */
const nearlyValid = fc
  .record({
    serviceTypeId: fc.integer({ min: 1, max: 4 }),
    totalPassengers: fc.integer({ min: 1, max: 60 }),
    totalLuggage: fc.integer({ min: 0, max: 60 }),
    route: fc.array(
      fc.record({
        type: fc.constantFrom('ADDRESS', 'FBO', 'POI', 'AIRPORT'),
        address: fc.record({
          name: fc.string({ maxLength: 30 }),
          line1: fc.string({ maxLength: 30 }),
          countryCode: fc.constantFrom('US', 'GB', ''),
          coordinates: fc.record({
            latitude: fc.double({ min: -90, max: 90, noNaN: true }),
            longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
        }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    change: fc.option(
      fc.tuple(
        fc.constantFrom(
          'totalPassengers',
          'totalLuggage',
          'duration',
          'promoCode',
          'scheduledPickupTime',
          'childSeatOptions',
        ),
        anything,
      ),
      { nil: null, freq: 2 },
    ),
  })
  .map(({ change, ...rest }) => ({
    coid: 'demo',
    scheduledPickupTime: '2026-07-04T16:30:00.000Z',
    ...rest,
    ...(change ? { [change[0]]: change[1] } : {}),
  }));

describe('parseLookupRatesInput against zod’s ordinary parser', () => {
  it('agrees on any input', () => {
    fc.assert(
      fc.property(input, (value) => {
        expect(compiledParse(value)).toEqual(ordinaryParse(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on valid inputs and on valid inputs with one field changed', () => {
    fc.assert(
      fc.property(nearlyValid, (value) => {
        expect(compiledParse(value)).toEqual(ordinaryParse(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts most nearly valid inputs, so the fast path is what is being compared', () => {
    const samples = fc.sample(nearlyValid, 500);
    const accepted = samples.filter((value) => parseLookupRatesInput(value).ok).length;
    expect(accepted).toBeGreaterThan(150);
  });
});
