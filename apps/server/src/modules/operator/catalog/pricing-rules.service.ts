import {
  checkPricingZoneInput,
  checkSurchargeInput,
  checkZoneFareInput,
  moneyInputOf,
  surchargeInputOf,
  type PricingZoneInput,
  type Surcharge,
  type SurchargeInput,
  type ZoneFareInput,
} from '@ride/domain';
import type { Selectable } from 'kysely';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { polygonGeometryProblem } from '../../company/index.ts';
import { forgetCompanyPricing, surchargeOf } from '../../rates/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { firstProblem, isUniqueViolation } from './catalog-errors.ts';
import {
  deletePricingRow,
  fareTargetsExist,
  insertPricingRow,
  listPricingRows,
  lockPricingRow,
  updatePricingRow,
  type PricingTable,
} from './pricing-rules.repository.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;
type Row<T extends PricingTable> = Selectable<Database[T]>;

const zoneAnswer = (row: Row<'pricing_zone'>) => ({
  id: row.id,
  name: row.name,
  points: row.points,
});
const fareAnswer = (row: Row<'zone_fare'>) => ({
  id: row.id,
  vehicleTypeId: row.vehicle_type_id,
  fromZoneId: row.from_zone_id,
  toZoneId: row.to_zone_id,
  amount: moneyInputOf(row.amount),
  isOneWay: row.is_one_way,
});
const surchargeAnswer = (row: Row<'price_surcharge'>) => ({
  id: row.id,
  ...surchargeInputOf(surchargeOf(row)),
});

/** pricingRules: the company's zones, zone fares and surcharges, as the console edits them. */
export async function listPricingRules(db: Db, companyId: string) {
  const [zones, fares, surcharges] = await Promise.all([
    listPricingRows(db, 'pricing_zone', companyId),
    listPricingRows(db, 'zone_fare', companyId),
    listPricingRows(db, 'price_surcharge', companyId),
  ]);
  return {
    zones: (zones as Row<'pricing_zone'>[]).map(zoneAnswer),
    zoneFares: (fares as Row<'zone_fare'>[]).map(fareAnswer),
    surcharges: (surcharges as Row<'price_surcharge'>[]).map(surchargeAnswer),
  };
}

/**
 * Creates (id null) or changes one row of the company's pricing rules, audited; riders' prices
 * use it at once. An id of another company answers NOT_FOUND, as a missing one does.
 */
async function savePricingRow<T extends PricingTable>(
  db: Db,
  staff: Staff,
  table: T,
  id: number | null,
  values: Parameters<typeof insertPricingRow<T>>[3],
  taken: { field: string; message: string },
): Promise<Row<T>> {
  const what = table.replace('_', '-');
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: `${what}.${id === null ? 'create' : 'update'}`, target: String(id ?? 'new') },
    async (trx) => {
      const before = id === null ? null : await lockPricingRow(trx, table, staff.companyId, id);
      if (id !== null && !before) throw notFound(NAMES[table]);
      const write =
        id === null
          ? insertPricingRow(trx, table, staff.companyId, values)
          : updatePricingRow(trx, table, staff.companyId, id, values);
      const after = (await write.catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badUserInput(taken.message, taken.field);
        throw error;
      })) as Row<T>;
      return { before: before ?? null, after: { ...after }, result: after };
    },
  );
  forgetCompanyPricing(db, staff.companyId);
  return row;
}

const NAMES: Record<PricingTable, string> = {
  pricing_zone: 'Zone',
  zone_fare: 'Zone fare',
  price_surcharge: 'Surcharge',
};

/** removePricingRule: a zone (with its fares), a zone fare or a surcharge of the company. */
export async function removePricingRow(db: Db, staff: Staff, table: PricingTable, id: number) {
  await auditedCompanyChange(
    db,
    staff,
    { action: `${table.replace('_', '-')}.remove`, target: String(id) },
    async (trx) => {
      const before = await lockPricingRow(trx, table, staff.companyId, id);
      if (!before) throw notFound(NAMES[table]);
      await deletePricingRow(trx, table, staff.companyId, id);
      return { before: { ...before }, after: null, result: id };
    },
  );
  forgetCompanyPricing(db, staff.companyId);
  return id;
}

export async function savePricingZone(
  db: Db,
  staff: Staff,
  id: number | null,
  input: PricingZoneInput,
) {
  const checked = checkPricingZoneInput(input);
  if (!checked.ok) throw firstProblem(checked.errors);
  const geometry = polygonGeometryProblem(checked.value.points);
  if (geometry) throw badUserInput(geometry.replace('area', 'zone'), 'points');
  const { name, points } = checked.value;
  const row = await savePricingRow(
    db,
    staff,
    'pricing_zone',
    id,
    { name, points: JSON.stringify(points) },
    { field: 'name', message: `A zone named ${name} exists` },
  );
  return zoneAnswer(row);
}

export async function saveZoneFare(db: Db, staff: Staff, id: number | null, input: ZoneFareInput) {
  const checked = checkZoneFareInput(input);
  if (!checked.ok) throw firstProblem(checked.errors);
  const fare = checked.value;
  // Another company's vehicle type or zone reads as no such thing (the keys refuse it too).
  const found = await fareTargetsExist(db, staff.companyId, fare);
  if (!found.vehicle) throw badUserInput('Unknown vehicle type', 'vehicleTypeId');
  if (!found.from) throw badUserInput('Unknown zone', 'fromZoneId');
  if (!found.to) throw badUserInput('Unknown zone', 'toZoneId');
  const row = await savePricingRow(
    db,
    staff,
    'zone_fare',
    id,
    {
      vehicle_type_id: fare.vehicleTypeId,
      from_zone_id: fare.fromZoneId,
      to_zone_id: fare.toZoneId,
      amount: fare.amount,
      is_one_way: fare.isOneWay,
    },
    { field: 'toZoneId', message: 'This vehicle type has a fare between these zones' },
  );
  return fareAnswer(row);
}

function surchargeColumns(surcharge: Surcharge) {
  return {
    name: surcharge.name,
    kind: surcharge.kind,
    start_minute: surcharge.kind === 'night' ? surcharge.startMinute : null,
    end_minute: surcharge.kind === 'night' ? surcharge.endMinute : null,
    holiday_date: surcharge.kind === 'holiday' ? surcharge.date : null,
    millipercent: surcharge.millipercent ?? null,
    amount: surcharge.amount ?? null,
  };
}

export async function saveSurcharge(
  db: Db,
  staff: Staff,
  id: number | null,
  input: SurchargeInput,
) {
  const checked = checkSurchargeInput(input);
  if (!checked.ok) throw firstProblem(checked.errors);
  const row = await savePricingRow(
    db,
    staff,
    'price_surcharge',
    id,
    surchargeColumns(checked.value),
    { field: 'name', message: 'A surcharge of that name exists' },
  );
  return surchargeAnswer(row);
}
