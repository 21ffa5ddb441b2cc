import type { CompanyPricing, Surcharge } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import type { PriceSurchargeTable } from './rates.tables.ts';
import type { Selectable } from 'kysely';

/** A company's zones, zone fares and surcharges: three small reads, all scoped to it. */
export async function readCompanyPricing(db: Db, companyId: string): Promise<CompanyPricing> {
  const [zones, fares, surcharges] = await Promise.all([
    db
      .selectFrom('pricing_zone')
      .select(['id', 'name', 'points'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('zone_fare')
      .select(['vehicle_type_id', 'from_zone_id', 'to_zone_id', 'amount', 'is_one_way'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('price_surcharge')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    zones: zones.map((zone) => ({ id: zone.id, name: zone.name, points: zone.points })),
    zoneFares: fares.map((fare) => ({
      vehicleTypeId: fare.vehicle_type_id,
      fromZoneId: fare.from_zone_id,
      toZoneId: fare.to_zone_id,
      amount: fare.amount,
      isOneWay: fare.is_one_way,
    })),
    surcharges: surcharges.map(surchargeOf),
  };
}

/** A surcharge row in the engine's terms (the table's checks guarantee its shape). */
export function surchargeOf(row: Selectable<PriceSurchargeTable>): Surcharge {
  const terms =
    row.millipercent !== null ? { millipercent: row.millipercent } : { amount: row.amount ?? 0 };
  return row.kind === 'night'
    ? {
        name: row.name,
        kind: 'night',
        startMinute: row.start_minute ?? 0,
        endMinute: row.end_minute ?? 0,
        ...terms,
      }
    : { name: row.name, kind: 'holiday', date: row.holiday_date ?? '', ...terms };
}
