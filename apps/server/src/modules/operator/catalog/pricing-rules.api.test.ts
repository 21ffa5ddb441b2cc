import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../../auth/auth.test-helpers.ts';
import { book, savedCardId } from '../../reservations/reservations.test-helpers.ts';
import {
  LOOKUP_RATES,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from '../../rates/rates.test-helpers.ts';
import { TRIP_DETAILS } from '../../rides/rides.test-helpers.ts';
import { ACME_ADMIN, signInAsStaff } from '../../staff/staff.test-helpers.ts';
import {
  expectRefused,
  PREVIEW_PRICE,
  signInDemoAdmin,
  vehicleTypeId,
  VEHICLE_TYPES,
  type CatalogVehicle,
} from './catalog.test-helpers.ts';
import {
  boxAround,
  lateEveningPickup,
  PRICING_RULES,
  saved,
  SAVE_SURCHARGE,
  SAVE_ZONE,
  SAVE_ZONE_FARE,
  type PricingRulesAnswer,
} from './pricing-rules.test-helpers.ts';

const NEW_YORK = 'America/New_York';
const grandCentral = stops.grandCentral.address.coordinates;
const jfk = stops.jfk.address.coordinates;
type Zone = { savePricingZone: { id: number } };

describe.each(databaseKinds())('zone fares and surcharges on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Record<string, string>;
  let zones: { midtown: number; jfk: number };
  beforeAll(async () => {
    admin = await signInDemoAdmin(api);
    const zone = async (name: string, points: number[][]) =>
      (await saved<Zone>(api, SAVE_ZONE, { input: { name, points } }, admin)).savePricingZone.id;
    zones = {
      midtown: await zone('Midtown', boxAround(grandCentral.latitude, grandCentral.longitude)),
      jfk: await zone('JFK', boxAround(jfk.latitude, jfk.longitude, 0.03)),
    };
  });
  beforeEach(() => clearRateLimits(api));

  describe('savePricingZone and the rules’ operations', () => {
    it('are the company admin’s only', async () => {
      await expectRefused(api, PRICING_RULES, {}, null);
      const input = { name: 'Elsewhere', points: boxAround(40.7, -74) };
      await expectRefused(api, SAVE_ZONE, { id: zones.midtown, input });
      await expectRefused(api, 'mutation ($id: Int!) { removePricingZone(id: $id) }', {
        id: zones.midtown,
      });
    });

    it('refuse bad zones, fares and surcharges, naming the field and changing nothing', async () => {
      const before = await saved<PricingRulesAnswer>(api, PRICING_RULES, {}, admin);
      const sedan = await vehicleTypeId(api, 'Sedan');
      const refusals: [string, Record<string, unknown>, string][] = [
        [SAVE_ZONE, { input: { name: ' ', points: boxAround(40.7, -74) } }, 'name'],
        [
          SAVE_ZONE,
          {
            input: {
              name: 'Two',
              points: [
                [40.7, -74],
                [40.8, -74],
              ],
            },
          },
          'points',
        ],
        [
          SAVE_ZONE,
          {
            input: {
              name: 'Far',
              points: [
                [91, 0],
                [40, 1],
                [41, 2],
              ],
            },
          },
          'points',
        ],
        [
          SAVE_ZONE,
          {
            input: {
              name: 'Bow tie',
              points: [
                [40, -74],
                [41, -73],
                [40, -73],
                [41, -74],
              ],
            },
          },
          'points',
        ],
        [SAVE_ZONE, { input: { name: 'Midtown', points: boxAround(40.6, -74) } }, 'name'],
        [
          SAVE_ZONE_FARE,
          {
            input: {
              vehicleTypeId: sedan,
              fromZoneId: zones.midtown,
              toZoneId: zones.jfk,
              amount: '-1',
              isOneWay: false,
            },
          },
          'amount',
        ],
        [
          SAVE_ZONE_FARE,
          {
            input: {
              vehicleTypeId: sedan,
              fromZoneId: zones.midtown,
              toZoneId: 999_999,
              amount: '70',
              isOneWay: false,
            },
          },
          'toZoneId',
        ],
        [
          SAVE_SURCHARGE,
          {
            input: {
              name: 'Night',
              kind: 'NIGHT',
              startTime: '25:00',
              endTime: '06:00',
              percent: '10',
            },
          },
          'startTime',
        ],
        [
          SAVE_SURCHARGE,
          {
            input: {
              name: 'Night',
              kind: 'NIGHT',
              startTime: '22:00',
              endTime: '06:00',
              percent: '10',
              amount: '5',
            },
          },
          'percent',
        ],
        [
          SAVE_SURCHARGE,
          { input: { name: 'Eve', kind: 'HOLIDAY', date: '2027-02-30', amount: '5' } },
          'date',
        ],
      ];
      for (const [query, variables, field] of refusals) {
        const res = await api.gql(query, variables, admin);
        expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      expect(await saved<PricingRulesAnswer>(api, PRICING_RULES, {}, admin)).toEqual(before);
    });
  });

  it('prices a zone fare and a night surcharge the same in the quote, the preview and the receipt', async () => {
    const sedan = await vehicleTypeId(api, 'Sedan');
    await saved(
      api,
      SAVE_ZONE_FARE,
      {
        input: {
          vehicleTypeId: sedan,
          fromZoneId: zones.jfk,
          toZoneId: zones.midtown,
          amount: '70.00',
          isOneWay: false,
        },
      },
      admin,
    );
    await saved(
      api,
      SAVE_SURCHARGE,
      {
        input: {
          name: 'Night Surcharge',
          kind: 'NIGHT',
          startTime: '22:00',
          endTime: '06:00',
          percent: '10',
        },
      },
      admin,
    );
    const types = await serviceTypeIds(api, 'demo');
    const pickup = lateEveningPickup(NEW_YORK);
    const trip = {
      coid: 'demo',
      serviceTypeId: types.AD,
      ...pickup,
      totalPassengers: 1,
      totalLuggage: 0,
      route: [stops.grandCentral, stops.jfk],
    };
    const quoted = await saved<LookupRatesResult>(api, LOOKUP_RATES, { input: trip }, {});
    const quote = quoted.lookupRates.vehicles.find((v) => v.typeId === sedan)!;
    const names = quote.rates.map((line) => line.name);
    expect(names.slice(0, 1)).toEqual(['Zone Fare (Midtown → JFK)']);
    expect(names).toContain('Night Surcharge (22:00–06:00, 10%)');
    expect(names).not.toContain('Base Fare');
    expect(quote.rates[0]!.valueInMinorUnits).toBe(7000);

    const cars = await saved<{ catalogVehicleTypes: CatalogVehicle[] }>(
      api,
      VEHICLE_TYPES,
      {},
      admin,
    );
    const preview = await saved<{
      previewPrice: {
        amountInMinorUnits: number;
        rates: { name: string; valueInMinorUnits: number }[];
      };
    }>(
      api,
      PREVIEW_PRICE,
      {
        input: {
          vehicleTypeId: sedan,
          rates: cars.catalogVehicleTypes.find((v) => v.id === sedan)!.rates,
          serviceTypeId: types.AD,
          route: {
            pickup: { ...grandCentral, kind: 'ADDRESS' },
            dropoff: { ...jfk, kind: 'AIRPORT' },
          },
          pickupAt: pickup.scheduledPickupTime,
        },
      },
      admin,
    );
    const lines = quote.rates.map(({ name, valueInMinorUnits }) => ({ name, valueInMinorUnits }));
    expect(preview.previewPrice.rates).toEqual(lines);
    expect(preview.previewPrice.amountInMinorUnits).toBe(quote.amountInMinorUnits);

    const rider = await buildRider(api);
    const headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    const cardId = await savedCardId(api, headers);
    const booked = await book(
      api,
      {
        trip,
        vehicleTypeId: sedan,
        expectedAmountInMinorUnits: quote.amountInMinorUnits,
        payment: { savedPaymentId: cardId },
      },
      headers,
    );
    expect(booked.errors).toBeUndefined();
    const receipt = await saved<{
      getTripDetails: {
        rates: {
          totalPriceInMinorUnits: number;
          edges: { name: string; totalValueInMinorUnits: number }[];
        };
      };
    }>(
      api,
      TRIP_DETAILS.replace(
        'totalPriceInMinorUnits',
        'totalPriceInMinorUnits edges { name totalValueInMinorUnits }',
      ),
      { id: booked.data!.createReservation.id },
      headers,
    );
    expect(receipt.getTripDetails.rates.totalPriceInMinorUnits).toBe(quote.amountInMinorUnits);
    expect(receipt.getTripDetails.rates.edges).toEqual(
      lines.map(({ name, valueInMinorUnits }) => ({
        name,
        totalValueInMinorUnits: valueInMinorUnits,
      })),
    );
  });

  it('keeps a company’s zones to itself: never listed, changed or applied for another', async () => {
    const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    const theirs = await saved<PricingRulesAnswer>(api, PRICING_RULES, {}, acme);
    expect(theirs.pricingRules.zones.map((z) => z.name)).not.toContain('Midtown');
    // acme's own zone over the same streets, with a fare for its own vehicle type.
    const acmeZone = (
      await saved<Zone>(
        api,
        SAVE_ZONE,
        { input: { name: 'Midtown', points: boxAround(40.75, -73.98, 0.2) } },
        acme,
      )
    ).savePricingZone.id;
    const acmeVehicle = await vehicleTypeId(api, 'Executive Sedan', 'acme').catch(
      async () =>
        (
          await api.db
            .selectFrom('vehicle_type')
            .select('id')
            .where('company_id', '=', 'acme')
            .executeTakeFirstOrThrow()
        ).id,
    );
    await saved(
      api,
      SAVE_ZONE_FARE,
      {
        input: {
          vehicleTypeId: acmeVehicle,
          fromZoneId: acmeZone,
          toZoneId: acmeZone,
          amount: '1.00',
          isOneWay: false,
        },
      },
      acme,
    );
    // demo's zone and vehicle type are unknown to acme's admin.
    const sedan = await vehicleTypeId(api, 'Sedan');
    const foreign = await api.gql(
      SAVE_ZONE_FARE,
      {
        input: {
          vehicleTypeId: sedan,
          fromZoneId: zones.midtown,
          toZoneId: zones.midtown,
          amount: '1',
          isOneWay: false,
        },
      },
      acme,
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'vehicleTypeId',
    });
    // demo's quote inside the same streets is priced by demo's rules only.
    const types = await serviceTypeIds(api, 'demo');
    const quoted = await saved<LookupRatesResult>(
      api,
      LOOKUP_RATES,
      {
        input: {
          coid: 'demo',
          serviceTypeId: types.PTP,
          ...lateEveningPickup(NEW_YORK),
          totalPassengers: 1,
          totalLuggage: 0,
          route: [stops.grandCentral, stops.plaza],
        },
      },
      {},
    );
    for (const vehicle of quoted.lookupRates.vehicles) {
      expect(vehicle.rates[0]!.name, vehicle.name).toBe('Base Fare');
    }
  });
});
