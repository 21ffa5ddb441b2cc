/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { rateCardOf } from './rate-card.ts';
export { claimPromoUse, listRatedVehicles } from './rates.repository.ts';
export { ratesResolvers } from './rates.resolvers.ts';
export { measureTrip, priceTrip, rateLinesOf, type PricedTripResult } from './rates.service.ts';
export type { PromoCodeTable, VehicleRateTable, VehicleTypeTable } from './rates.tables.ts';
export { locateStops } from './stops.ts';
export { vehicleSvg, type VehicleShape } from './vehicle-images.ts';
