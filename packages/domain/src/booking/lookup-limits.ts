// No zod here: the web app imports these for its filters without the lookup's schemas.

/** Hard caps that bound the work one request can cause; companies set tighter stop limits. */
export const LOOKUP_LIMITS = {
  maxPassengers: 60,
  maxLuggage: 60,
  maxChildSeatsPerKind: 10,
  /** Hourly bookings up to a day; longer hires are arranged with the operator. */
  maxHourlySeconds: 24 * 3600,
  maxRouteStops: 27,
  maxTextLength: 200,
  maxPromoCodeLength: 40,
  /** A seaport's port of call, ship name and cruise line, each. */
  maxSeaportTextLength: 100,
} as const;
