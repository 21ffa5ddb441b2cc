export type TripType = 'hourly' | 'airportArrival' | 'airportDeparture' | 'pointToPoint';

interface RoutePoint {
  location?: { type?: string | null } | null;
}

function isAirport(point: RoutePoint | undefined): boolean {
  return point?.location?.type?.toLowerCase() === 'airport';
}

/** Trip type derived from the route (spec part 1 §4, part 2 §1). */
export function deriveTripType(isHourly: boolean, route: readonly RoutePoint[]): TripType {
  if (isHourly) return 'hourly';
  if (isAirport(route[0])) return 'airportArrival';
  if (route.length > 1 && isAirport(route[route.length - 1])) return 'airportDeparture';
  return 'pointToPoint';
}
