import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import {
  auditCount,
  expectRefused,
  lastAudit,
  signInDemoAdmin,
  VEHICLE_FIELDS,
  VEHICLE_TYPES,
  type CatalogVehicle,
} from './catalog.test-helpers.ts';

const SERVICE_FIELDS = 'id name code sortOrder isHourly';
const SERVICE_TYPES = `{ catalogServiceTypes { ${SERVICE_FIELDS} } }`;
const CREATE_SERVICE = `mutation createServiceType($input: ServiceTypeInput!) { createServiceType(input: $input) { ${SERVICE_FIELDS} } }`;
const UPDATE_SERVICE = `mutation updateServiceType($id: Int!, $input: ServiceTypeInput!) { updateServiceType(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
const REMOVE_SERVICE = `mutation removeServiceType($id: Int!) { removeServiceType(id: $id) }`;
const CREATE_VEHICLE = `mutation createVehicleType($input: VehicleTypeInput!, $rates: RateCardInput) { createVehicleType(input: $input, rates: $rates) { ...VehicleFields } } ${VEHICLE_FIELDS}`;
const UPDATE_VEHICLE = `mutation updateVehicleType($id: Int!, $input: VehicleTypeInput!) { updateVehicleType(id: $id, input: $input) { ...VehicleFields } } ${VEHICLE_FIELDS}`;
const COMPANY_DATA = `query getCompanyData($coid: String!) { getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { id name code } } } }`;

interface ServiceType {
  id: number;
  name: string;
  code: string;
  sortOrder: number;
  isHourly: boolean;
}

const vehicleInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Minibus',
  passengerCapacity: 20,
  luggageCapacity: 15,
  childSeatCapacity: 2,
  isAccessible: true,
  sortOrder: 9,
  isActive: false,
  ...overrides,
});

describe.each(databaseKinds())('service types and vehicle types on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  async function serviceTypes(admin: Record<string, string>) {
    const res = await api.gql<{ catalogServiceTypes: ServiceType[] }>(SERVICE_TYPES, {}, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.catalogServiceTypes;
  }

  it('creates, renames and removes a service type riders then see, each audited', async () => {
    const admin = await signInDemoAdmin(api);
    const created = await api.gql<{ createServiceType: ServiceType }>(
      CREATE_SERVICE,
      { input: { name: ' Wedding ', code: 'wed', sortOrder: 5 } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const wedding = created.data!.createServiceType;
    expect(wedding).toMatchObject({ name: 'Wedding', code: 'WED', isHourly: false });
    const riders = await api.gql<{
      getCompanyData: { systemSettings: { defaultServiceTypes: { name: string }[] } };
    }>(COMPANY_DATA, { coid: 'demo' });
    expect(
      riders.data!.getCompanyData.systemSettings.defaultServiceTypes.map((t) => t.name),
    ).toContain('Wedding');

    const renamed = await api.gql<{ updateServiceType: ServiceType }>(
      UPDATE_SERVICE,
      { id: wedding.id, input: { name: 'Weddings', code: 'HRL', sortOrder: 6 } },
      admin,
    );
    expect(renamed.data!.updateServiceType).toMatchObject({ name: 'Weddings', isHourly: true });
    expect(await lastAudit(api)).toMatchObject({
      action: 'service-type.update',
      before: { name: 'Wedding', code: 'WED' },
      after: { name: 'Weddings', code: 'HRL' },
    });
    const removed = await api.gql(REMOVE_SERVICE, { id: wedding.id }, admin);
    expect(removed.errors).toBeUndefined();
    expect((await serviceTypes(admin)).map((t) => t.id)).not.toContain(wedding.id);
    expect(await lastAudit(api)).toMatchObject({ action: 'service-type.remove' });
  });

  it('refuses to remove a service type reservations use, and bad or duplicate names', async () => {
    const admin = await signInDemoAdmin(api);
    const [used] = await api.db
      .selectFrom('reservation')
      .select('service_type_id')
      .where('company_id', '=', 'demo')
      .limit(1)
      .execute();
    expect(used).toBeDefined();
    const audits = await auditCount(api);
    const res = await api.gql(REMOVE_SERVICE, { id: used!.service_type_id }, admin);
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/used by reservations/);
    for (const [input, field] of [
      [{ name: '', code: 'X', sortOrder: 0 }, 'name'],
      [{ name: 'X', code: 'two words', sortOrder: 0 }, 'code'],
      [{ name: 'X', code: 'X', sortOrder: -1 }, 'sortOrder'],
      [{ name: 'Hourly', code: 'H2', sortOrder: 0 }, 'name'],
    ] as const) {
      const bad = await api.gql(CREATE_SERVICE, { input }, admin);
      expect(bad.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await serviceTypes(admin)).map((t) => t.id)).toContain(used!.service_type_id);
    expect(await auditCount(api)).toBe(audits);
  });

  it('creates a vehicle type inactive until it has rates, and updates every field', async () => {
    const admin = await signInDemoAdmin(api);
    const offered = await api.gql(
      CREATE_VEHICLE,
      { input: vehicleInput({ isActive: true }) },
      admin,
    );
    expect(offered.errors?.[0]?.extensions).toMatchObject({ field: 'isActive' });
    const created = await api.gql<{ createVehicleType: CatalogVehicle }>(
      CREATE_VEHICLE,
      { input: vehicleInput() },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const minibus = created.data!.createVehicleType;
    expect(minibus).toMatchObject({ name: 'Minibus', passengerCapacity: 20, isActive: false });
    expect(minibus.rates.baseFare).toBe('0.00');
    const activate = await api.gql(
      UPDATE_VEHICLE,
      { id: minibus.id, input: vehicleInput({ isActive: true }) },
      admin,
    );
    expect(activate.errors?.[0]?.extensions).toMatchObject({ field: 'isActive' });

    const list = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(VEHICLE_TYPES, {}, admin);
    const sedan = list.data!.catalogVehicleTypes.find((v) => v.name === 'Sedan')!;
    const updated = await api.gql<{ updateVehicleType: CatalogVehicle }>(
      UPDATE_VEHICLE,
      {
        id: sedan.id,
        input: vehicleInput({ name: 'Sedan', passengerCapacity: 4, sortOrder: 0, isActive: false }),
      },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateVehicleType).toMatchObject({
      passengerCapacity: 4,
      isActive: false,
    });
    expect(await lastAudit(api)).toMatchObject({
      action: 'vehicle-type.update',
      before: { passengerCapacity: 3, isActive: true },
      after: { passengerCapacity: 4, isActive: false },
    });
    for (const [bad, field] of [
      [{ passengerCapacity: 61 }, 'passengerCapacity'],
      [{ passengerCapacity: 0 }, 'passengerCapacity'],
      [{ luggageCapacity: -1 }, 'luggageCapacity'],
      [{ name: 'SUV' }, 'name'],
    ] as const) {
      const res = await api.gql(UPDATE_VEHICLE, { id: sedan.id, input: vehicleInput(bad) }, admin);
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('keeps other companies, other roles, riders and nobody out', async () => {
    const admin = await signInDemoAdmin(api);
    const [ptp] = await serviceTypes(admin);
    const list = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(VEHICLE_TYPES, {}, admin);
    const suv = list.data!.catalogVehicleTypes.find((v) => v.name === 'SUV')!;
    const audits = await auditCount(api);
    await expectRefused(api, UPDATE_SERVICE, {
      id: ptp!.id,
      input: { name: 'Taken over', code: 'X', sortOrder: 0 },
    });
    await expectRefused(api, REMOVE_SERVICE, { id: ptp!.id });
    await expectRefused(api, UPDATE_VEHICLE, { id: suv.id, input: vehicleInput({ name: 'X' }) });
    await expectRefused(
      api,
      CREATE_SERVICE,
      { input: { name: 'Sneaky', code: 'S', sortOrder: 0 } },
      null,
    );
    await expectRefused(api, CREATE_VEHICLE, { input: vehicleInput({ name: 'Sneaky' }) }, null);
    await expectRefused(api, SERVICE_TYPES, {}, null);
    expect((await serviceTypes(admin))[0]).toEqual(ptp);
    const again = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(
      VEHICLE_TYPES,
      {},
      admin,
    );
    expect(again.data!.catalogVehicleTypes.find((v) => v.id === suv.id)).toEqual(suv);
    expect(await auditCount(api)).toBe(audits);
  });
});
