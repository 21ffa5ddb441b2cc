/**
 * The lookup's limits on the party (the API's LOOKUP_LIMITS in packages/domain). Kept here as
 * plain numbers because importing them from the domain's lookup-rates-input module would bring
 * its zod schemas (about 26 kB gzipped) into the vehicle step; the API enforces them anyway.
 */
export const FILTER_LIMITS = {
  maxPassengers: 60,
  maxLuggage: 60,
  maxChildSeatsPerKind: 10,
  maxPromoCodeLength: 40,
} as const;
