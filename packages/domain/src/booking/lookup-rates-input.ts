import { z } from 'zod';
import { isLocated } from './located.ts';
import { LOOKUP_LIMITS } from './lookup-limits.ts';

export const ROUTE_STOP_TYPES = ['ADDRESS', 'FBO', 'POI', 'AIRPORT'] as const;
export type RouteStopType = (typeof ROUTE_STOP_TYPES)[number];

export const FORMATTED_PICKUP_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

const text = z
  .string()
  .max(LOOKUP_LIMITS.maxTextLength, `must be at most ${LOOKUP_LIMITS.maxTextLength} characters`)
  .nullish()
  .transform((value) => value?.trim() ?? '');

const seaportText = z
  .string()
  .trim()
  .max(
    LOOKUP_LIMITS.maxSeaportTextLength,
    `must be at most ${LOOKUP_LIMITS.maxSeaportTextLength} characters`,
  )
  .nullish()
  .transform((value) => value ?? '');

const count = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

const coordinates = z
  .object({
    latitude: z
      .number()
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90'),
    longitude: z
      .number()
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180'),
  })
  .nullish()
  // A 0 is what an unlocated place carries (spec part 1 §5), so it means "no coordinates".
  .transform((value) => (value && isLocated(value) ? value : null));

const routeStop = z.object({
  type: z.enum(ROUTE_STOP_TYPES, { message: `type must be one of ${ROUTE_STOP_TYPES.join(', ')}` }),
  address: z.object({
    name: text,
    line1: text,
    line2: text,
    postalCode: text,
    city: text,
    stateCode: text,
    countryCode: text.pipe(
      z.string().regex(/^([A-Za-z]{2})?$/, 'countryCode must be an ISO 3166 alpha-2 code'),
    ),
    coordinates,
  }),
  flightInfo: z
    .object({
      airportCode: text.pipe(
        z.string().regex(/^([A-Za-z]{3})?$/, 'airportCode must be a 3-letter IATA code'),
      ),
    })
    .nullish()
    .transform((value) => value ?? null),
  /** A stop with these is a seaport (sent as AIRPORT by the payload rule); pricing ignores them. */
  seaport: z
    .object({ portOfCall: seaportText, shipName: seaportText, cruiseLine: seaportText })
    .nullish()
    .transform((value) => value ?? null),
});

/** The rate lookup input (spec part 1 §3) as the API accepts it, with null meaning absent. */
export const lookupRatesInputSchema = z.object({
  coid: z.string(),
  passengerId: z
    .string()
    .max(64, 'passengerId is not a known id')
    .nullish()
    .transform((value) => value ?? null),
  serviceTypeId: z.number().int('serviceTypeId must be a whole number'),
  scheduledPickupTime: z.iso.datetime({
    offset: true,
    message:
      'scheduledPickupTime must be an ISO 8601 date-time with a time zone, e.g. 2026-05-01T18:30:00.000Z',
  }),
  formattedPickUpTime: z
    .string()
    .regex(
      FORMATTED_PICKUP_TIME_PATTERN,
      'formattedPickUpTime must look like 2026-05-01T14:30:00.000Z',
    )
    .nullish()
    .transform((value) => value ?? null),
  totalPassengers: count('totalPassengers', 1, LOOKUP_LIMITS.maxPassengers),
  totalLuggage: count('totalLuggage', 0, LOOKUP_LIMITS.maxLuggage),
  childSeatOptions: z
    .object({
      totalInfantSeat: count('totalInfantSeat', 0, LOOKUP_LIMITS.maxChildSeatsPerKind),
      totalBoosterSeat: count('totalBoosterSeat', 0, LOOKUP_LIMITS.maxChildSeatsPerKind),
      totalToddlerSeat: count('totalToddlerSeat', 0, LOOKUP_LIMITS.maxChildSeatsPerKind),
    })
    .nullish()
    .transform((value) => value ?? null),
  requiresAccessibility: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  duration: count('duration', 60, LOOKUP_LIMITS.maxHourlySeconds)
    .nullish()
    .transform((value) => value ?? null),
  route: z
    .array(routeStop)
    .min(1, 'route must have a pickup')
    .max(
      LOOKUP_LIMITS.maxRouteStops,
      `route must have at most ${LOOKUP_LIMITS.maxRouteStops} stops`,
    ),
  promoCode: z
    .string()
    .max(LOOKUP_LIMITS.maxPromoCodeLength, 'Promo code is too long')
    .nullish()
    .transform((value) => value?.trim() ?? ''),
});

export type ParsedLookupRatesInput = z.infer<typeof lookupRatesInputSchema>;
export type ParsedRouteStop = ParsedLookupRatesInput['route'][number];

export interface LookupInputProblem {
  message: string;
  /** Dotted path of the offending input field, e.g. "route.1.address.coordinates". */
  field: string;
}

/** Parses the API input, or names the first problem with its field. */
export function parseLookupRatesInput(
  input: unknown,
): { ok: true; value: ParsedLookupRatesInput } | { ok: false; problem: LookupInputProblem } {
  const result = lookupRatesInputSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const message = issue?.message ?? 'Invalid rate lookup input';
  // Shared messages ("must be at most 200 characters") get the field they are about in front.
  const named = message.startsWith('must ')
    ? `${path[path.length - 1] ?? 'input'} ${message}`
    : message;
  return { ok: false, problem: { field: path.join('.'), message: named } };
}
