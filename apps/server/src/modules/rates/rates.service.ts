import {
  HOURLY_SERVICE_TYPE_CODE,
  acceptLanguageTags,
  fromMinorUnits,
  metersToMiles,
  normalizePromoCode,
  parseLookupRatesInput,
  promotionProblem,
  promotionProblemMessage,
  quoteTrip,
  tripEstimationTime,
  vehicleFits,
  type ParsedLookupRatesInput,
  type PricedTrip,
  type Promotion,
  type RateLine,
} from '@ride/domain';
import type { RouteEstimate } from '../../adapters/maps/index.ts';
import { badUserInput, notFound } from '../../core/errors.ts';
import {
  brandAssetUrl,
  cachedRead,
  type CompanyRow,
  companyServiceTypes,
  operatorTextsFor,
  serviceTypeIn,
  requireActiveCompany,
} from '../company/index.ts';
import { type MapsCall, mapsCallFor, routeThrough } from '../maps/index.ts';
import { checkPickupTime } from './pickup-rules.ts';
import { companyPricing, rulesOfTrip } from './pricing.ts';
import { capacityOf, promotionOf, rateCardOf } from './rate-card.ts';
import { findPromoCode, listRatedVehicles, type RatedVehicleRow } from './rates.repository.ts';
import { locateStops, type LocatedStop } from './stops.ts';

export type LookupCall = Omit<MapsCall, 'company'> & {
  /** The request's Accept-Language: the service type's rental agreement is read in it. */
  acceptLanguage?: string | null;
};

function checkRoute(input: ParsedLookupRatesInput, company: CompanyRow, isHourly: boolean): void {
  const stops = Math.max(0, input.route.length - 2);
  if (stops > company.max_stops) {
    throw badUserInput(`A ride can have at most ${company.max_stops} stops`, 'route');
  }
  if (!isHourly && input.route.length < 2)
    throw badUserInput('A drop-off location is required', 'route');
  if (isHourly && input.duration === null)
    throw badUserInput('Hourly rides need a duration', 'duration');
  if (!isHourly && input.duration !== null)
    throw badUserInput('Only hourly rides have a duration', 'duration');
}

/** Hourly rides below the company's smallest minimum are refused; larger minimums are billed. */
function checkHourlyMinimum(durationSeconds: number, vehicles: RatedVehicleRow[]): void {
  const minimum = Math.min(...vehicles.map((v) => v.hourly_minimum_hours));
  if (vehicles.length > 0 && durationSeconds < minimum * 3600) {
    throw badUserInput(
      `Hourly rides must be at least ${minimum} ${minimum === 1 ? 'hour' : 'hours'}`,
      'duration',
    );
  }
}

type PromoRow = Awaited<ReturnType<typeof findPromoCode>>;

/**
 * The promotion a typed code gives, or a clear refusal. A code the ride already holds (a booked
 * ride being changed) keeps its use, so a limit reached since does not take it away.
 */
function promotionFor(
  row: PromoRow,
  typed: string,
  now: Date,
  keptPromoCode: string | null,
): Promotion | null {
  if (typed === '') return null;
  const window = row && {
    code: row.code,
    isActive: row.is_active,
    validFrom: new Date(row.valid_from),
    validUntil: row.valid_until ? new Date(row.valid_until) : null,
    usesLeft:
      row.usage_limit === null || row.code === keptPromoCode
        ? null
        : row.usage_limit - row.used_count,
  };
  const problem = promotionProblem(window, now);
  if (problem || !row)
    throw badUserInput(promotionProblemMessage(problem ?? 'unknown', typed), 'promoCode');
  return promotionOf(row);
}

async function estimateTrip(
  call: MapsCall,
  stops: LocatedStop[],
  hourlySeconds: number | null,
): Promise<RouteEstimate> {
  if (stops.length < 2) {
    return {
      legs: [],
      durationSeconds: hourlySeconds ?? 0,
      distanceMeters: 0,
      encodedPolyline: '',
      isEstimate: true,
    };
  }
  const route = await routeThrough(
    call,
    stops.map((stop) => stop.coordinates),
  );
  if (!route) throw await undrivableStop(call, stops);
  return route;
}

/** The maps port found no road through the stops: name the first one no road reaches. */
async function undrivableStop(call: MapsCall, stops: LocatedStop[]) {
  for (const [index, stop] of stops.entries()) {
    const previous = stops[index - 1];
    if (previous && !(await routeThrough(call, [previous.coordinates, stop.coordinates]))) {
      return badUserInput(
        `No driving route reaches ${stop.named} from ${previous.named}.`,
        `route.${index}`,
      );
    }
  }
  return badUserInput('No driving route connects these stops', 'route');
}

/** What the engine needs of a trip besides its route. */
export interface TripShape {
  isHourly: boolean;
  /** Hourly rides: the seconds booked. */
  hourlySeconds: number;
  childSeats: number;
  /** Stops between pickup and drop-off that the route does not list (the console's preview). */
  extraStops?: number;
}

/**
 * The trip as the engine prices it: the drive through the located stops estimated by the maps
 * port, and the facts the rate card charges for. What the rider's lookup and the console's
 * preview both price.
 */
export async function measureTrip(call: MapsCall, stops: LocatedStop[], shape: TripShape) {
  const estimate = await estimateTrip(call, stops, shape.isHourly ? shape.hourlySeconds : null);
  const trip: PricedTrip = {
    isHourly: shape.isHourly,
    distanceMiles: metersToMiles(estimate.distanceMeters),
    drivingMinutes: Math.ceil(estimate.durationSeconds / 60),
    hourlySeconds: shape.hourlySeconds,
    airportPickup: stops[0]?.isAirport ?? false,
    airportDropoff: stops.length > 1 && (stops[stops.length - 1]?.isAirport ?? false),
    stopCount: Math.max(0, stops.length - 2) + (shape.extraStops ?? 0),
    childSeats: shape.childSeats,
  };
  return { estimate, trip };
}

/** A quote's lines as the API answers them: major and minor units. */
export function rateLinesOf(lines: readonly RateLine[]) {
  return lines.map((line) => ({
    name: line.name,
    value: fromMinorUnits(line.value),
    valueInMinorUnits: line.value,
  }));
}

/**
 * Prices a trip: validates it, locates its stops (inside the service area), estimates the drive
 * and quotes every vehicle type that fits the party, with the rules in packages/domain. What
 * lookupRates shows and what a reservation keeps.
 */
export async function priceTrip(
  call: LookupCall,
  rawInput: unknown,
  options: { keptPromoCode?: string | null } = {},
) {
  const parsed = parseLookupRatesInput(rawInput);
  if (!parsed.ok) throw badUserInput(parsed.problem.message, parsed.problem.field);
  const input = parsed.value;
  const company = await requireActiveCompany(call.db, input.coid);
  const viewer = call.viewer;
  // Another rider's id answers exactly like an unknown one.
  if (
    input.passengerId !== null &&
    (viewer?.companyId !== company.id || viewer.userId !== input.passengerId)
  ) {
    throw notFound('Passenger');
  }
  const now = new Date();
  const [serviceType, vehicles, promoRow, pricing] = await Promise.all([
    companyServiceTypes(call.db, company.id).then((types) =>
      types.find((t) => t.id === input.serviceTypeId),
    ),
    cachedRead(call.db, `rated-vehicles:${company.id}`, () =>
      listRatedVehicles(call.db, company.id),
    ),
    input.promoCode
      ? findPromoCode(call.db, company.id, normalizePromoCode(input.promoCode))
      : undefined,
    companyPricing(call.db, company.id),
  ]);
  if (!serviceType) throw badUserInput('Unknown service type', 'serviceTypeId');
  const isHourly = serviceType.code === HOURLY_SERVICE_TYPE_CODE;
  const pickup = checkPickupTime(input, company, now);
  checkRoute(input, company, isHourly);
  if (isHourly) checkHourlyMinimum(input.duration ?? 0, vehicles);
  const promotion = promotionFor(promoRow, input.promoCode, now, options.keptPromoCode ?? null);

  const mapsCall = mapsCallFor(call, company);
  const stops = await locateStops(mapsCall, input.route);
  const seats = input.childSeatOptions;
  const childSeats = seats
    ? seats.totalInfantSeat + seats.totalBoosterSeat + seats.totalToddlerSeat
    : 0;
  const { estimate, trip } = await measureTrip(mapsCall, stops, {
    isHourly,
    hourlySeconds: input.duration ?? 0,
    childSeats,
  });
  const needs = {
    passengers: input.totalPassengers,
    luggage: input.totalLuggage,
    childSeats,
    requiresAccessibility: input.requiresAccessibility,
  };
  const rules = rulesOfTrip(pricing, company, stops, pickup);
  const priced = vehicles
    .filter((vehicle) => vehicleFits(capacityOf(vehicle), needs))
    .map((vehicle) => ({
      vehicle,
      quote: quoteTrip(rateCardOf(vehicle), trip, promotion, rules.forVehicle(vehicle.id)),
    }));
  return { input, company, serviceType, pickup, stops, estimate, trip, promotion, priced };
}

export type PricedTripResult = Awaited<ReturnType<typeof priceTrip>>;

/** lookupRates (the rider app's getRates): every fitting vehicle type with its price. */
export async function lookupRates(call: LookupCall, rawInput: unknown) {
  const { company, serviceType, estimate, trip, promotion, priced } = await priceTrip(
    call,
    rawInput,
  );
  return {
    currencyCode: company.currency_code,
    currencySymbol: company.currency_symbol,
    serviceType: serviceTypeIn(
      serviceType,
      operatorTextsFor(company, {
        own: call.viewer?.language ?? null,
        browser: acceptLanguageTags(call.acceptLanguage ?? undefined),
      }),
    ),
    promoCode: promotion?.code ?? null,
    tripEstimate: {
      durationSeconds: estimate.durationSeconds,
      distanceMeters: estimate.distanceMeters,
      distanceMiles: trip.distanceMiles,
      tripEstimationTime: tripEstimationTime(estimate.durationSeconds, estimate.distanceMeters),
      encodedPolyline: estimate.encodedPolyline,
      isEstimate: estimate.isEstimate,
    },
    // Cheapest first, as a rider compares them; equal prices keep the operator's order (a stable sort).
    vehicles: priced
      .toSorted((a, b) => a.quote.amount - b.quote.amount)
      .map(({ vehicle, quote }) => ({
        id: String(vehicle.id),
        typeId: vehicle.id,
        name: vehicle.name,
        amount: fromMinorUnits(quote.amount),
        amountInMinorUnits: quote.amount,
        passengerCapacity: vehicle.passenger_capacity,
        luggageCapacity: vehicle.luggage_capacity,
        childSeatCapacity: vehicle.child_seat_capacity,
        isAccessible: vehicle.is_accessible,
        images: vehicle.image_asset
          ? [{ url: brandAssetUrl(company, vehicle.image_asset), alt: vehicle.name }]
          : [],
        rates: rateLinesOf(quote.lines),
      })),
  };
}
