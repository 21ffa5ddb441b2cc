import { preparePricing, tripRulesOf, type PreparedPricing } from '@ride/domain';
import type { Db } from '../../db/database.ts';
import { cachedRead, forgetCached, type CompanyRow } from '../company/index.ts';
import { readCompanyPricing } from './pricing.repository.ts';
import type { LocatedStop } from './stops.ts';

const pricingKey = (companyId: string) => `pricing:${companyId}`;

/** The company's zones, zone fares and surcharges, made ready for lookups (cached with it). */
export function companyPricing(db: Db, companyId: string): Promise<PreparedPricing> {
  return cachedRead(db, pricingKey(companyId), async () =>
    preparePricing(await readCompanyPricing(db, companyId)),
  );
}

/** After the console changes a company's pricing rules. */
export function forgetCompanyPricing(db: Db, companyId: string): void {
  forgetCached(db, pricingKey(companyId));
}

/**
 * The rules of one trip: the zones of its pickup and final drop-off (none for an hourly ride
 * without one) and the surcharges of its pickup time on the company's clock.
 */
export function rulesOfTrip(
  pricing: PreparedPricing,
  company: Pick<CompanyRow, 'time_zone'>,
  stops: readonly LocatedStop[],
  pickupAt: Date,
) {
  const first = stops[0];
  const last = stops.length > 1 ? stops[stops.length - 1] : undefined;
  return tripRulesOf(pricing, {
    pickup: first ? first.coordinates : null,
    dropoff: last ? last.coordinates : null,
    pickupAt,
    timeZone: company.time_zone,
  });
}
