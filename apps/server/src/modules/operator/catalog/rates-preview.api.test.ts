import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  type LookupRatesResult,
} from '../../rates/rates.test-helpers.ts';
import {
  auditCount,
  expectRefused,
  lastAudit,
  PREVIEW_PRICE,
  SAVE_RATE_CARD,
  signInDemoAdmin,
  vehicleTypeId,
  VEHICLE_TYPES,
  type CatalogRates,
  type CatalogVehicle,
} from './catalog.test-helpers.ts';

const BASE = { latitude: 40.758, longitude: -73.9855 };

interface Preview {
  previewPrice: {
    amountInMinorUnits: number;
    isHourly: boolean;
    rates: { name: string; valueInMinorUnits: number }[];
  };
}

describe.each(databaseKinds())('rate cards and the price preview on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  async function sedan(admin: Record<string, string>) {
    const res = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(VEHICLE_TYPES, {}, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.catalogVehicleTypes.find((v) => v.name === 'Sedan')!;
  }

  async function riderSees(route: unknown[], serviceTypeId: number, extra = {}) {
    const res = await api.gql<LookupRatesResult>(LOOKUP_RATES, {
      input: {
        coid: 'demo',
        serviceTypeId,
        ...pickupIn(30),
        totalPassengers: 1,
        totalLuggage: 0,
        route,
        ...extra,
      },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.lookupRates.vehicles.find((v) => v.name === 'Sedan')!;
  }

  function preview(admin: Record<string, string>, input: Record<string, unknown>) {
    return api.gql<Preview>(PREVIEW_PRICE, { input }, admin);
  }

  it('previews with the saved card exactly what the rider is quoted, to the cent', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const types = await serviceTypeIds(api, 'demo');
    const rider = await riderSees(
      [{ type: 'ADDRESS', address: { name: 'Base', coordinates: BASE } }, stops.jfk],
      types.AD!,
    );
    const res = await preview(admin, {
      vehicleTypeId: car.id,
      rates: car.rates,
      serviceTypeId: types.AD,
      route: {
        pickup: { ...BASE, kind: 'ADDRESS' },
        dropoff: { ...stops.jfk.address.coordinates, kind: 'AIRPORT' },
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.previewPrice.amountInMinorUnits).toBe(rider.amountInMinorUnits);
    expect(res.data!.previewPrice.rates).toEqual(
      rider.rates.map(({ name, valueInMinorUnits }) => ({ name, valueInMinorUnits })),
    );
    expect(res.data!.previewPrice.rates.map((r) => r.name)).toContain('Airport Drop-off Fee');
  });

  it('prices an hourly sample by the hourly terms, and the edited card, not the saved one', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const types = await serviceTypeIds(api, 'demo');
    const rider = await riderSees(
      [{ type: 'ADDRESS', address: { name: 'Base', coordinates: BASE } }],
      types.HRL!,
      { duration: 3 * 3600 },
    );
    const hourly = {
      vehicleTypeId: car.id,
      rates: car.rates,
      serviceTypeId: types.HRL,
      route: { sample: 'hourly' },
      hours: 3,
    };
    const saved = await preview(admin, hourly);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.previewPrice.isHourly).toBe(true);
    expect(saved.data!.previewPrice.amountInMinorUnits).toBe(rider.amountInMinorUnits);
    const edited = await preview(admin, { ...hourly, rates: { ...car.rates, hourlyRate: '100' } });
    expect(edited.data!.previewPrice.rates[0]).toEqual({
      name: 'Hourly Rate (3 Hours)',
      valueInMinorUnits: 30_000,
    });
  });

  it('offers the sample routes of the company and prices each', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const res = await api.gql<{
      priceSampleRoutes: {
        id: string;
        label: string;
        serviceTypeId: number;
        hours: number | null;
      }[];
    }>('{ priceSampleRoutes { id label serviceTypeId hours } }', {}, admin);
    expect(res.errors).toBeUndefined();
    const routes = res.data!.priceSampleRoutes;
    expect(routes.map((r) => r.id)).toEqual(['airport', 'city', 'hourly']);
    expect(routes[0]!.label).toMatch(/\(LGA\)|\(JFK\)|\(EWR\)/);
    for (const route of routes) {
      const priced = await preview(admin, {
        vehicleTypeId: car.id,
        rates: car.rates,
        serviceTypeId: route.serviceTypeId,
        route: { sample: route.id },
        hours: route.hours,
      });
      expect(priced.errors, route.id).toBeUndefined();
      expect(priced.data!.previewPrice.amountInMinorUnits).toBeGreaterThan(0);
    }
  });

  it('refuses a bad card or route in the preview, naming the field', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const types = await serviceTypeIds(api, 'demo');
    const input = {
      vehicleTypeId: car.id,
      rates: car.rates,
      serviceTypeId: types.PTP,
      route: { sample: 'city' },
    };
    for (const [bad, field] of [
      [{ rates: { ...car.rates, taxPercent: '8.8751' } }, 'rates.taxPercent'],
      [{ route: { sample: 'moon' } }, 'route.sample'],
      [{ route: { pickup: { ...BASE, kind: 'ADDRESS' } } }, 'route.dropoff'],
      [{ serviceTypeId: types.HRL, route: { sample: 'hourly' } }, 'hours'],
      [{ serviceTypeId: 999_999 }, 'serviceTypeId'],
      [{ stops: 11 }, 'stops'],
      [
        {
          route: {
            pickup: { ...BASE, kind: 'ADDRESS' },
            dropoff: { latitude: 51.5, longitude: 0, kind: 'ADDRESS' },
          },
        },
        'route.1',
      ],
    ] as const) {
      const res = await preview(admin, { ...input, ...bad });
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('saves a card: the rider is quoted the new price, and the change is in the audit log', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const types = await serviceTypeIds(api, 'demo');
    const route = [stops.grandCentral, stops.plaza];
    const before = await riderSees(route, types.PTP!);
    const { updated_at: touchedBefore } = await api.db
      .selectFrom('company')
      .select('updated_at')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const rates: CatalogRates = { ...car.rates, baseFare: '35.50', taxPercent: '8.875' };
    const previewed = await preview(admin, {
      vehicleTypeId: car.id,
      rates,
      serviceTypeId: types.PTP,
      route: {
        pickup: { ...stops.grandCentral.address.coordinates, kind: 'ADDRESS' },
        dropoff: { ...stops.plaza.address.coordinates, kind: 'ADDRESS' },
      },
    });
    const res = await api.gql<{ saveRateCard: CatalogVehicle }>(
      SAVE_RATE_CARD,
      { vehicleTypeId: car.id, rates },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveRateCard.rates.baseFare).toBe('35.50');
    const after = await riderSees(route, types.PTP!);
    expect(after.rates.find((r) => r.name === 'Base Fare')?.valueInMinorUnits).toBe(3550);
    expect(after.amountInMinorUnits).toBeGreaterThan(before.amountInMinorUnits);
    expect(after.amountInMinorUnits).toBe(previewed.data!.previewPrice.amountInMinorUnits);
    const audit = await lastAudit(api);
    expect(audit).toMatchObject({
      action: 'rates.update',
      target: String(car.id),
      actor: 'admin@demo.test',
    });
    expect(audit.before).toMatchObject({ rates: { baseFare: 2500 } });
    expect(audit.after).toMatchObject({ rates: { baseFare: 3550, taxMillipercent: 8875 } });
    const { updated_at: touchedAfter } = await api.db
      .selectFrom('company')
      .select('updated_at')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(new Date(touchedAfter).getTime()).toBeGreaterThan(new Date(touchedBefore).getTime());
  });

  it('refuses a bad card, naming the field, and keeps the old one', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const audits = await auditCount(api);
    for (const [bad, field] of [
      [{ baseFare: '-1' }, 'baseFare'],
      [{ perMile: '3.505' }, 'perMile'],
      [{ gratuityPercent: '100.5' }, 'gratuityPercent'],
      [{ hourlyMinimumHours: 25 }, 'hourlyMinimumHours'],
      [{ baseFare: '0', perMile: '0', perMinute: '0', hourlyRate: '0' }, 'baseFare'],
    ] as const) {
      const res = await api.gql(
        SAVE_RATE_CARD,
        { vehicleTypeId: car.id, rates: { ...car.rates, ...bad } },
        admin,
      );
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await sedan(admin)).rates).toEqual(car.rates);
    expect(await auditCount(api)).toBe(audits);
  });

  it('keeps the saved minimum fare and waiting rate when a card leaves them out or sends null', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const save = async (rates: Record<string, unknown>) => {
      const res = await api.gql<{ saveRateCard: CatalogVehicle }>(
        SAVE_RATE_CARD,
        { vehicleTypeId: car.id, rates },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.saveRateCard.rates;
    };
    const stored = () =>
      api.db
        .selectFrom('vehicle_rate')
        .select(['minimum_fare', 'waiting_per_minute'])
        .where('company_id', '=', 'demo')
        .where('vehicle_type_id', '=', car.id)
        .executeTakeFirstOrThrow();
    const { minimumFare: _minimum, waitingPerMinute: _waiting, ...olderClient } = car.rates;
    await save({ ...car.rates, minimumFare: '450.00', waitingPerMinute: '1.25' });

    // A client that knows nothing of them changes the base fare and keeps both.
    expect(await save({ ...olderClient, baseFare: '26.00' })).toMatchObject({
      baseFare: '26.00',
      minimumFare: '450.00',
      waitingPerMinute: '1.25',
    });
    expect(await save({ ...olderClient, minimumFare: null, waitingPerMinute: null })).toMatchObject(
      { minimumFare: '450.00', waitingPerMinute: '1.25' },
    );
    expect(await stored()).toEqual({
      minimum_fare: 45_000,
      waiting_per_minute: 125,
    });
    expect((await lastAudit(api)).after).toMatchObject({
      rates: { minimumFare: 45_000, waitingPerMinute: 125 },
    });

    // The preview of a card without them prices the saved minimum, as saving it would keep it.
    const types = await serviceTypeIds(api, 'demo');
    const previewed = await preview(admin, {
      vehicleTypeId: car.id,
      rates: olderClient,
      serviceTypeId: types.PTP,
      route: { sample: 'city' },
    });
    expect(previewed.errors).toBeUndefined();
    const lines = previewed.data!.previewPrice.rates;
    expect(lines.map((line) => line.name)).toContain('Minimum Fare Adjustment');

    // Sent as 0 they are cleared.
    expect(await save({ ...car.rates, minimumFare: '0', waitingPerMinute: '0' })).toMatchObject({
      minimumFare: '0.00',
      waitingPerMinute: '0.00',
    });
    expect(await stored()).toEqual({ minimum_fare: 0, waiting_per_minute: 0 });
  });

  it('keeps other companies, other roles, riders and nobody out of rate cards and previews', async () => {
    const admin = await signInDemoAdmin(api);
    const car = await sedan(admin);
    const types = await serviceTypeIds(api, 'demo');
    const audits = await auditCount(api);
    await expectRefused(api, SAVE_RATE_CARD, {
      vehicleTypeId: car.id,
      rates: { ...car.rates, baseFare: '1' },
    });
    await expectRefused(api, PREVIEW_PRICE, {
      input: {
        vehicleTypeId: car.id,
        rates: car.rates,
        serviceTypeId: types.PTP,
        route: { sample: 'city' },
      },
    });
    await expectRefused(api, VEHICLE_TYPES, {}, null);
    await expectRefused(api, '{ priceSampleRoutes { id } }', {}, null);
    expect((await sedan(admin)).rates).toEqual(car.rates);
    expect(await auditCount(api)).toBe(audits);
    expect(await vehicleTypeId(api, 'Sedan')).toBe(car.id);
  });
});
