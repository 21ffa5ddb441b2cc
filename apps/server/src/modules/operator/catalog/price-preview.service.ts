import {
  fromMinorUnits,
  HOURLY_SERVICE_TYPE_CODE,
  parseRateCardInput,
  quoteTrip,
  type ParsedRouteStop,
  type RateCardInput,
} from '@ride/domain';
import { z } from 'zod';
import type { StaffViewer } from '../../../core/actor.ts';
import type { Deps } from '../../../core/deps.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import type { RequestInfo } from '../../../core/request.ts';
import { type CompanyRow, companyServiceTypes } from '../../company/index.ts';
import { mapsCallFor } from '../../maps/index.ts';
import {
  companyPricing,
  locateStops,
  measureTrip,
  rateCardOf,
  rateLinesOf,
  rulesOfTrip,
} from '../../rates/index.ts';
import { sampleRoutes, type PreviewPoint } from './sample-routes.ts';
import { findCatalogVehicle } from './vehicle-types.repository.ts';

type PreviewDeps = Pick<Deps, 'db' | 'config' | 'logger'> & Pick<RequestInfo, 'clientIp'>;

const point = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  kind: z.enum(['ADDRESS', 'AIRPORT']),
});

const previewSchema = z.object({
  vehicleTypeId: z.number().int(),
  serviceTypeId: z.number().int(),
  route: z.object({
    sample: z.string().max(20).nullish(),
    pickup: point.nullish(),
    dropoff: point.nullish(),
  }),
  hours: z
    .number()
    .min(0.5, 'hours must be from 0.5 to 24')
    .max(24, 'hours must be from 0.5 to 24')
    .nullish(),
  stops: z
    .number()
    .int()
    .min(0, 'stops must be from 0 to 10')
    .max(10, 'stops must be from 0 to 10')
    .nullish(),
  childSeats: z
    .number()
    .int()
    .min(0, 'childSeats must be from 0 to 10')
    .max(10, 'childSeats must be from 0 to 10')
    .nullish(),
  pickupAt: z.iso
    .datetime({ offset: true, message: 'pickupAt must be an ISO 8601 instant' })
    .nullish(),
  waitingMinutes: z
    .number()
    .int('waitingMinutes must be from 0 to 240')
    .min(0, 'waitingMinutes must be from 0 to 240')
    .max(240, 'waitingMinutes must be from 0 to 240')
    .nullish(),
});

function routeStop(where: PreviewPoint | z.infer<typeof point>, name: string): ParsedRouteStop {
  const airportCode = 'airportCode' in where ? (where.airportCode ?? '') : '';
  return {
    type: where.kind,
    address: {
      name,
      line1: '',
      line2: '',
      postalCode: '',
      city: '',
      stateCode: '',
      countryCode: '',
      coordinates: { latitude: where.latitude, longitude: where.longitude },
    },
    flightInfo: where.kind === 'AIRPORT' ? { airportCode } : null,
    seaport: null,
  };
}

/**
 * The price a rider would be shown for a route with an unsaved rate card: the route is located
 * and driven by the maps port and the card quoted by the engine with the company's zone fares
 * and surcharges, exactly as the rider's lookup does; only the card is the one being edited.
 */
export async function previewPrice(
  ctx: PreviewDeps,
  staff: Pick<StaffViewer, 'companyId'>,
  company: CompanyRow,
  rawInput: { rates: RateCardInput } & Record<string, unknown>,
  now: Date,
) {
  const parsedInput = previewSchema.safeParse(rawInput);
  if (!parsedInput.success) {
    const issue = parsedInput.error.issues[0];
    throw badUserInput(issue?.message ?? 'Invalid preview', issue?.path.join('.') ?? 'input');
  }
  const input = parsedInput.data;
  const vehicle = await findCatalogVehicle(ctx.db, staff.companyId, input.vehicleTypeId);
  if (!vehicle) throw notFound('Vehicle type');
  // Fields the card leaves out are the saved card's, as saving it would keep them.
  const parsed = parseRateCardInput(rawInput.rates, rateCardOf(vehicle));
  if (!parsed.ok) {
    const [field, message] = Object.entries(parsed.errors)[0] ?? ['', ''];
    throw badUserInput(message ?? 'Invalid rates', `rates.${field}`);
  }
  const serviceTypes = await companyServiceTypes(ctx.db, company.id);
  const serviceType = serviceTypes.find((type) => type.id === input.serviceTypeId);
  if (!serviceType) throw badUserInput('Unknown service type', 'serviceTypeId');
  const isHourly = serviceType.code === HOURLY_SERVICE_TYPE_CODE;

  let points: (PreviewPoint | z.infer<typeof point>)[];
  if (input.route.sample) {
    const sample = sampleRoutes(company, serviceTypes).find((r) => r.id === input.route.sample);
    if (!sample) throw badUserInput('Unknown sample route', 'route.sample');
    points = sample.dropoff && !isHourly ? [sample.pickup, sample.dropoff] : [sample.pickup];
  } else {
    if (!input.route.pickup) throw badUserInput('A pickup is required', 'route.pickup');
    if (!isHourly && !input.route.dropoff)
      throw badUserInput('A drop-off is required', 'route.dropoff');
    points = [input.route.pickup, ...(input.route.dropoff ? [input.route.dropoff] : [])];
  }
  const hours = input.hours ?? null;
  if (isHourly && hours === null) throw badUserInput('Hourly rides need hours', 'hours');

  const mapsCall = mapsCallFor({ ...ctx, viewer: null }, company);
  const stops = await locateStops(
    mapsCall,
    points.map((where, index) => routeStop(where, index === 0 ? 'Pickup' : 'Drop-off')),
  );
  const { estimate, trip } = await measureTrip(mapsCall, stops, {
    isHourly,
    hourlySeconds: isHourly && hours !== null ? Math.round(hours * 3600) : 0,
    childSeats: input.childSeats ?? 0,
    extraStops: input.stops ?? 0,
  });
  // The company's zones and surcharges apply as they would to a rider's lookup at that pickup.
  const pickupAt = input.pickupAt ? new Date(input.pickupAt) : now;
  const rules = rulesOfTrip(await companyPricing(ctx.db, company.id), company, stops, pickupAt);
  // Minutes billed beyond the free wait, as a completed ride's final price charges them (decision 89).
  const waited = { ...trip, waitingMinutes: input.waitingMinutes ?? 0 };
  const quote = quoteTrip(parsed.card, waited, null, rules.forVehicle(vehicle.id));
  return {
    currencyCode: company.currency_code,
    currencySymbol: company.currency_symbol,
    amount: fromMinorUnits(quote.amount),
    amountInMinorUnits: quote.amount,
    rates: rateLinesOf(quote.lines),
    distanceMiles: trip.distanceMiles,
    durationSeconds: estimate.durationSeconds,
    isHourly,
  };
}
