import {
  buildLookupRatesPayload,
  resetBookingForm,
  type BookingForm,
  type ServiceTypeSummary,
} from '@ride/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from './rates.test-helpers.ts';

describe.each(databaseKinds())('lookupRates riders and tenancy on %s', (kind) => {
  const api = useTestApi(kind);
  let types: Record<string, number>;
  let acmeTypes: Record<string, number>;
  beforeAll(async () => {
    types = await serviceTypeIds(api, 'demo');
    acmeTypes = await serviceTypeIds(api, 'acme');
    await clearRateLimits(api);
  });

  const demoInput = (input: Record<string, unknown> = {}) => ({
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

  describe('passengerId', () => {
    it("is accepted when it is the signed-in rider's own id", async () => {
      const rider = await buildRider(api);
      const tokens = await signInAs(api, rider.email, rider.password);
      const res = await api.gql<LookupRatesResult>(
        LOOKUP_RATES,
        demoInput({ passengerId: rider.id }),
        bearer(tokens.accessToken),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.lookupRates.vehicles.length).toBe(4);
    });

    it("answers NOT_FOUND for another rider's id, exactly as for an unknown one", async () => {
      const [me, other] = [await buildRider(api), await buildRider(api)];
      const tokens = await signInAs(api, me.email, me.password);
      const others = await api.gql(
        LOOKUP_RATES,
        demoInput({ passengerId: other.id }),
        bearer(tokens.accessToken),
      );
      const unknown = await api.gql(
        LOOKUP_RATES,
        demoInput({ passengerId: '00000000-0000-4000-8000-000000000000' }),
        bearer(tokens.accessToken),
      );
      expect(others.errors?.[0]).toEqual(unknown.errors?.[0]);
      expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('answers NOT_FOUND for a passengerId sent without a token', async () => {
      const rider = await buildRider(api);
      const res = await api.gql(LOOKUP_RATES, demoInput({ passengerId: rider.id }));
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it("answers NOT_FOUND for a demo rider's own id at another company", async () => {
      const rider = await buildRider(api);
      const tokens = await signInAs(api, rider.email, rider.password);
      const res = await api.gql(
        LOOKUP_RATES,
        {
          input: {
            ...demoInput().input,
            coid: 'acme',
            serviceTypeId: acmeTypes.PTP,
            ...pickupIn(24, 'acme'),
            route: [stops.savoy, stops.lhr],
            passengerId: rider.id,
          },
        },
        bearer(tokens.accessToken),
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('tenancy', () => {
    it("prices acme in pounds with acme's own rates and vehicle types", async () => {
      const res = await api.gql<LookupRatesResult>(LOOKUP_RATES, {
        input: {
          coid: 'acme',
          serviceTypeId: acmeTypes.AD,
          ...pickupIn(24, 'acme'),
          totalPassengers: 1,
          totalLuggage: 0,
          route: [stops.savoy, stops.lhr],
        },
      });
      expect(res.errors).toBeUndefined();
      const result = res.data!.lookupRates;
      expect(result).toMatchObject({ currencyCode: 'GBP', currencySymbol: '£' });
      const sedan = result.vehicles[0]!;
      expect(sedan.rates[0]).toEqual({ name: 'Base Fare', value: 20, valueInMinorUnits: 2000 });
      expect(sedan.rates).toContainEqual({
        name: 'Airport Drop-off Fee',
        value: 5,
        valueInMinorUnits: 500,
      });
      expect(sedan.rates.map((line) => line.name)).toContain('Tax (20%)');
      const acmeVehicleIds = await api.db
        .selectFrom('vehicle_type')
        .select('id')
        .where('company_id', '=', 'acme')
        .execute();
      expect(result.vehicles.map((v) => v.typeId).sort()).toEqual(
        acmeVehicleIds.map((row) => row.id).sort(),
      );
      for (const vehicle of result.vehicles)
        expect(vehicle.images[0]?.url).toMatch(/^\/acme\/brand\//);
    });

    it("never uses acme's rates for demo", async () => {
      const res = await api.gql<LookupRatesResult>(LOOKUP_RATES, demoInput());
      const demoVehicleIds = await api.db
        .selectFrom('vehicle_type')
        .select('id')
        .where('company_id', '=', 'demo')
        .execute();
      expect(res.data!.lookupRates.vehicles.map((v) => v.typeId).sort()).toEqual(
        demoVehicleIds.map((row) => row.id).sort(),
      );
      expect(res.data!.lookupRates.vehicles[0]!.rates[0]).toEqual({
        name: 'Base Fare',
        value: 25,
        valueInMinorUnits: 2500,
      });
      expect(res.data!.lookupRates.currencyCode).toBe('USD');
    });

    it('serves every vehicle picture as a company asset', async () => {
      const assets = await api.db
        .selectFrom('vehicle_type as v')
        .innerJoin('company_asset as a', (join) =>
          join.onRef('a.company_id', '=', 'v.company_id').onRef('a.name', '=', 'v.image_asset'),
        )
        .select(['v.company_id', 'a.content_type', 'a.body'])
        .execute();
      expect(assets).toHaveLength(8);
      for (const asset of assets) {
        expect(asset.content_type).toBe('image/svg+xml');
        expect(Buffer.from(asset.body).toString('utf8')).toMatch(/^<svg [^>]*role="img"/);
      }
    });
  });

  describe('the payload the rider app builds', () => {
    const serviceTypes = (coid: string): Promise<ServiceTypeSummary[]> =>
      api.db
        .selectFrom('service_type')
        .select(['id', 'name', 'code'])
        .where('company_id', '=', coid)
        .execute();

    it('is accepted as built: placeholder drop-off left out, GB state code blanked, hourly duration in seconds', async () => {
      const pickupDateTime = pickupIn(30, 'acme').scheduledPickupTime;
      const form: BookingForm = {
        ...resetBookingForm(new Date(pickupDateTime)),
        isHourly: true,
        numberOfHours: 3,
        route: [
          {
            id: 'PICKUP_ID',
            name: 'The Savoy',
            placeholder: '',
            isPickup: true,
            location: {
              type: 'address',
              name: 'The Savoy',
              line1: 'Strand',
              city: 'London',
              state: 'ENG',
              postalCode: 'WC2R 0EZ',
              country: 'GB',
              lat: 51.5104,
              lng: -0.1204,
            },
          },
          {
            id: 'DROPOFF_ID',
            name: '',
            location: null,
            placeholder: 'Enter Final Drop-Off Location',
            isDropOff: true,
          },
        ],
      };
      const input = buildLookupRatesPayload(form, {
        coid: 'acme',
        serviceTypes: await serviceTypes('acme'),
        timeZone: 'Europe/London',
      });
      expect(input.route).toHaveLength(1);
      expect(input.route[0]).toMatchObject({ address: { stateCode: '', countryCode: 'GB' } });
      const res = await api.gql<LookupRatesResult>(LOOKUP_RATES, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data!.lookupRates.serviceType.code).toBe('HRL');
      expect(res.data!.lookupRates.vehicles[0]!.rates[0]!.name).toBe('Hourly Rate (3 Hours)');
    });
  });
});
