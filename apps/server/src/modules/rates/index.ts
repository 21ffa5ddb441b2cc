/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { companyPricing, forgetCompanyPricing, rulesOfTrip } from './pricing.ts';
export { surchargeOf } from './pricing.repository.ts';
export { rateCardOf } from './rate-card.ts';
export { claimPromoUse, listRatedVehicles } from './rates.repository.ts';
export { ratesResolvers } from './rates.resolvers.ts';
export { measureTrip, priceTrip, rateLinesOf, type PricedTripResult } from './rates.service.ts';
export type {
  PriceSurchargeTable,
  PricingZoneTable,
  PromoCodeTable,
  VehicleRateTable,
  VehicleTypeTable,
  ZoneFareTable,
} from './rates.tables.ts';
export { locateStops } from './stops.ts';
export { vehicleSvg, type VehicleShape } from './vehicle-images.ts';
export { priceWithWaiting, type BookedTripFacts } from './waiting-price.ts';
