import {
  checkVehicleTypeInput,
  moneyInputOf,
  parseRateCardInput,
  percentInputOf,
  type RateCard,
  type RateCardInput,
  type VehicleTypeInput,
} from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import { brandAssetUrl, type CompanyRow, forgetCached } from '../../company/index.ts';
import { rateCardOf } from '../../rates/index.ts';
import { auditedCompanyChange } from '../index.ts';
import { firstProblem, isUniqueViolation } from './catalog-errors.ts';
import {
  findCatalogVehicle,
  listCatalogVehicles,
  insertVehicleType,
  rateCardColumns,
  saveVehicleRate,
  updateVehicleTypeRow,
  type CatalogVehicleRow,
  type VehicleTypeColumns,
} from './vehicle-types.repository.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;

/** A rate card in the console's terms: decimal amounts of the company currency, percentages. */
export function rateCardAnswer(card: RateCard): RateCardInput {
  return {
    baseFare: moneyInputOf(card.baseFare),
    perMile: moneyInputOf(card.perMile),
    perMinute: moneyInputOf(card.perMinute),
    hourlyRate: moneyInputOf(card.hourlyRate),
    hourlyMinimumHours: card.hourlyMinimumHours,
    airportPickupFee: moneyInputOf(card.airportPickupFee),
    airportDropoffFee: moneyInputOf(card.airportDropoffFee),
    stopFee: moneyInputOf(card.stopFee),
    childSeatFee: moneyInputOf(card.childSeatFee),
    gratuityPercent: percentInputOf(card.gratuityMillipercent),
    taxPercent: percentInputOf(card.taxMillipercent),
    minimumFare: moneyInputOf(card.minimumFare),
    waitingPerMinute: moneyInputOf(card.waitingPerMinute),
  };
}

/** What a vehicle type is, as the console edits it (and the audit log records it). */
const vehicleFields = (row: CatalogVehicleRow) => ({
  name: row.name,
  passengerCapacity: row.passenger_capacity,
  luggageCapacity: row.luggage_capacity,
  childSeatCapacity: row.child_seat_capacity,
  isAccessible: row.is_accessible,
  sortOrder: row.sort_order,
  isActive: row.is_active,
});

export function vehicleTypeAnswer(company: CompanyRow, row: CatalogVehicleRow) {
  return {
    id: row.id,
    ...vehicleFields(row),
    imageUrl: row.image_asset ? brandAssetUrl(company, row.image_asset) : null,
    rates: rateCardAnswer(rateCardOf(row)),
  };
}

/** A card that charges nothing for any ride: such a vehicle type cannot be offered to riders. */
const chargesNothing = (card: RateCard) =>
  card.baseFare + card.perMile + card.perMinute + card.hourlyRate === 0;

function checkedVehicle(input: VehicleTypeInput): VehicleTypeInput {
  const result = checkVehicleTypeInput(input);
  if (!result.ok) throw firstProblem(result.errors);
  return result.value;
}

function nameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error)) throw badUserInput(`A vehicle type named ${name} exists`, 'name');
  throw error;
}

function forgetVehicles(db: Db, companyId: string) {
  forgetCached(db, `rated-vehicles:${companyId}`);
}

export async function listVehicleTypes(db: Db, company: CompanyRow) {
  const rows = await listCatalogVehicles(db, company.id);
  return rows.map((row) => vehicleTypeAnswer(company, row));
}

/**
 * A new vehicle type, with its rate card: without one (all zero) it starts inactive, since riders
 * would be offered it for nothing.
 */
export async function createVehicleType(
  db: Db,
  staff: Staff,
  company: CompanyRow,
  input: VehicleTypeInput,
  rates: RateCardInput | null,
) {
  const value = checkedVehicle(input);
  const parsed = rates ? parseRateCardInput(rates) : null;
  if (parsed && !parsed.ok) throw firstProblem(parsed.errors);
  const card = parsed?.ok ? parsed.card : null;
  if (value.isActive && (!card || chargesNothing(card))) {
    throw badUserInput('Set this vehicle type’s rates before offering it to riders', 'isActive');
  }
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'vehicle-type.create', target: value.name },
    async (trx) => {
      const id = await insertVehicleType(trx, staff.companyId, vehicleColumns(value), card).catch(
        (error: unknown) => nameTaken(error, value.name),
      );
      const created = await findCatalogVehicle(trx, staff.companyId, id);
      if (!created) throw notFound('Vehicle type');
      return {
        before: null,
        after: { ...vehicleFields(created), rates: rateCardOf(created) },
        result: created,
      };
    },
  );
  forgetVehicles(db, staff.companyId);
  return vehicleTypeAnswer(company, row);
}

/** Changes a vehicle type; one used by reservations is never deleted, only made inactive. */
export async function updateVehicleType(
  db: Db,
  staff: Staff,
  company: CompanyRow,
  id: number,
  input: VehicleTypeInput,
) {
  const value = checkedVehicle(input);
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'vehicle-type.update', target: String(id) },
    async (trx) => {
      const before = await findCatalogVehicle(trx, staff.companyId, id, { lock: true });
      if (!before) throw notFound('Vehicle type');
      if (value.isActive && chargesNothing(rateCardOf(before))) {
        throw badUserInput(
          'Set this vehicle type’s rates before offering it to riders',
          'isActive',
        );
      }
      await updateVehicleTypeRow(trx, staff.companyId, id, vehicleColumns(value)).catch(
        (error: unknown) => nameTaken(error, value.name),
      );
      const after = { ...before, ...vehicleColumns(value) };
      return { before: vehicleFields(before), after: vehicleFields(after), result: after };
    },
  );
  forgetVehicles(db, staff.companyId);
  return vehicleTypeAnswer(company, row);
}

function vehicleColumns(value: VehicleTypeInput): VehicleTypeColumns {
  return {
    name: value.name,
    passenger_capacity: value.passengerCapacity,
    luggage_capacity: value.luggageCapacity,
    child_seat_capacity: value.childSeatCapacity,
    is_accessible: value.isAccessible,
    sort_order: value.sortOrder,
    is_active: value.isActive,
  };
}

/**
 * Saves a vehicle type's rate card, checked and converted to the engine's terms. The optional
 * fields a client leaves out keep what the locked card holds, so an older client changes nothing
 * it does not know about.
 */
export async function saveRateCard(
  db: Db,
  staff: Staff,
  company: CompanyRow,
  vehicleTypeId: number,
  rates: RateCardInput,
) {
  const row = await auditedCompanyChange(
    db,
    staff,
    { action: 'rates.update', target: String(vehicleTypeId) },
    async (trx) => {
      const before = await findCatalogVehicle(trx, staff.companyId, vehicleTypeId, { lock: true });
      if (!before) throw notFound('Vehicle type');
      const parsed = parseRateCardInput(rates, rateCardOf(before));
      if (!parsed.ok) throw firstProblem(parsed.errors);
      const card = parsed.card;
      if (before.is_active && chargesNothing(card)) {
        throw badUserInput(
          'An offered vehicle type needs a fare: a base fare, per mile, per minute or hourly rate',
          'baseFare',
        );
      }
      await saveVehicleRate(trx, staff.companyId, vehicleTypeId, card, new Date());
      return {
        before: { rates: rateCardOf(before) },
        after: { rates: card },
        result: { ...before, ...rateCardColumns(card) },
      };
    },
  );
  forgetVehicles(db, staff.companyId);
  return vehicleTypeAnswer(company, row);
}
