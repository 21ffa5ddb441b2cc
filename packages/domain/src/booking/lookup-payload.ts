import type { BookingForm } from '../booking-form.ts';
import type { ServiceTypeSummary } from '../company.ts';
import { HOURLY_SERVICE_TYPE_CODE, HOURS_TO_SECONDS } from '../constants.ts';
import { deriveTripType, type TripType } from '../trip-type.ts';
import { formatPickUpTime, scheduledPickupTime } from './pickup-time.ts';
import { routeStopsPayload, type RouteStopPayload } from './route-stop.ts';

/** The service type each trip type books, by the names of the default service types. */
export const SERVICE_TYPE_NAMES: Record<TripType, string> = {
  pointToPoint: 'Point To Point',
  airportArrival: 'Airport Arrival',
  airportDeparture: 'Airport Departure',
  hourly: 'Hourly',
};

export interface ChildSeatOptions {
  totalInfantSeat: number;
  totalBoosterSeat: number;
  totalToddlerSeat: number;
}

/** The lookupRates input the rider app sends (spec part 1 §3). */
export interface LookupRatesPayload {
  coid: string;
  passengerId?: string;
  serviceTypeId: number;
  scheduledPickupTime: string;
  formattedPickUpTime: string;
  totalPassengers: number;
  totalLuggage: number;
  childSeatOptions?: ChildSeatOptions;
  requiresAccessibility: boolean;
  duration?: number;
  route: RouteStopPayload[];
  promoCode?: string;
}

export interface LookupPayloadContext {
  coid: string;
  /** The signed-in rider's id; omitted for guests. */
  passengerId?: string | null;
  /** The company's default service types (name to id). */
  serviceTypes: readonly ServiceTypeSummary[];
  /** The company's IANA time zone: the pickup's wall-clock time is read there. */
  timeZone: string;
}

export class UnknownServiceTypeError extends Error {
  constructor(readonly serviceTypeName: string) {
    super(`The company has no service type named ${serviceTypeName}`);
    this.name = 'UnknownServiceTypeError';
  }
}

/** The service type id by name; hourly also matches by its code HRL, whatever the operator calls it. */
export function serviceTypeIdFor(
  tripType: TripType,
  serviceTypes: readonly ServiceTypeSummary[],
): number {
  const name = SERVICE_TYPE_NAMES[tripType];
  const byName = serviceTypes.find((type) => type.name === name);
  const byCode =
    tripType === 'hourly'
      ? serviceTypes.find((type) => type.code === HOURLY_SERVICE_TYPE_CODE)
      : undefined;
  const found = byName ?? byCode;
  if (!found) throw new UnknownServiceTypeError(name);
  return found.id;
}

/**
 * Builds the rate lookup payload from the booking form: child seats only when needed, duration
 * (hours × 3600) only for hourly rides, the DROPOFF_ID placeholder left out, GB state codes blank.
 */
export function buildLookupRatesPayload(
  form: BookingForm,
  context: LookupPayloadContext,
): LookupRatesPayload {
  const route = routeStopsPayload(form.route);
  const tripType = deriveTripType(
    form.isHourly,
    form.route.filter((item) => item.location),
  );
  const { filters } = form;
  const promoCode = form.promoCode.trim();
  return {
    coid: context.coid,
    ...(context.passengerId ? { passengerId: context.passengerId } : {}),
    serviceTypeId: serviceTypeIdFor(tripType, context.serviceTypes),
    scheduledPickupTime: scheduledPickupTime(form.pickupDateTime),
    formattedPickUpTime: formatPickUpTime(form.pickupDateTime, context.timeZone),
    totalPassengers: filters.passengerCount,
    totalLuggage: filters.luggageCount,
    ...(filters.needsChildSeats
      ? {
          childSeatOptions: {
            totalInfantSeat: filters.infantSeats,
            totalBoosterSeat: filters.boosterSeats,
            totalToddlerSeat: filters.toddlerSeats,
          },
        }
      : {}),
    requiresAccessibility: filters.needsAccessible,
    ...(form.isHourly && form.numberOfHours
      ? { duration: Math.round(form.numberOfHours * HOURS_TO_SECONDS) }
      : {}),
    route,
    ...(promoCode ? { promoCode } : {}),
  };
}
