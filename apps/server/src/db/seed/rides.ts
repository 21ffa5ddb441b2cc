// Over 300 lines: seed data: one demo company's rides, read top to bottom as a scenario.
import { randomBytes } from 'node:crypto';
import {
  metersToMiles,
  quoteTrip,
  startOfZonedDate,
  zonedDateOf,
  type PricedTrip,
} from '@ride/domain';
import { estimateRoute } from '../../adapters/maps/estimate.ts';
import { listRatedVehicles, rateCardOf } from '../../modules/rates/index.ts';
import {
  type BookedFlightDetails,
  type BookedStop,
  nextConfirmationNumber,
} from '../../modules/reservations/index.ts';
import type { Db } from '../database.ts';
import { DEMO_RIDER } from './riders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUARTER_HOUR = 15 * 60_000;

const stop = (
  type: BookedStop['type'],
  name: string,
  line1: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  airportCode: string | null = null,
): BookedStop => ({
  type,
  name,
  line1,
  line2: '',
  city: 'New York',
  stateCode: 'NY',
  postalCode,
  countryCode: 'US',
  airportCode,
  latitude,
  longitude,
});

const PLACES = {
  jfk: stop(
    'AIRPORT',
    'JFK',
    'John F. Kennedy International Airport',
    '11430',
    40.6398,
    -73.7789,
    'JFK',
  ),
  lga: stop('AIRPORT', 'LaGuardia', 'LaGuardia Airport', '11371', 40.7772, -73.8726, 'LGA'),
  plaza: stop('POI', 'The Plaza', '768 5th Ave', '10019', 40.7646, -73.9743),
  grandCentral: stop('POI', 'Grand Central Terminal', '89 E 42nd St', '10017', 40.7527, -73.9772),
  office: stop('ADDRESS', '', '350 5th Avenue', '10118', 40.7484, -73.9857),
  lincolnCenter: stop(
    'POI',
    'Lincoln Center',
    '10 Lincoln Center Plaza',
    '10023',
    40.7725,
    -73.9835,
  ), // Seaports travel as airports (spec part 1 §3), named and placed, with the cruise they meet.
  cruiseTerminal: {
    ...stop('AIRPORT', 'Manhattan Cruise Terminal', '711 12th Ave', '10019', 40.7685, -73.9972),
    seaport: {
      portOfCall: 'New York (Pier 88)',
      shipName: 'Norwegian Joy',
      cruiseLine: 'Norwegian Cruise Line',
    },
  },
};

interface DemoRide {
  /** Pickup: days from today at a local hour, or, for `inHours`, that many hours from now. */
  when: { days: number; hour: number; minute: number } | { inHours: number };
  serviceCode: 'PTP' | 'AA' | 'AD' | 'HRL';
  vehicle: string;
  route: BookedStop[];
  hours?: number;
  passengers: number;
  luggage: number;
  status: 'BOOKED' | 'COMPLETED';
  notes?: string;
  flight?: BookedFlightDetails;
}

/**
 * The demo rider's rides: one soon (inside the cancellation lead time), three further ahead that
 * can still be changed or cancelled, and three completed ones. Between them they show every kind
 * of place: an address, points of interest, airports (one with its flight, terminal, gate and tail
 * number) and a seaport with its cruise.
 */
const RIDES: DemoRide[] = [
  {
    when: { inHours: 3 },
    serviceCode: 'PTP',
    vehicle: 'Sedan',
    route: [PLACES.office, PLACES.lincolnCenter],
    passengers: 2,
    luggage: 0,
    status: 'BOOKED',
  },
  {
    when: { days: 2, hour: 6, minute: 30 },
    serviceCode: 'AD',
    vehicle: 'SUV',
    route: [PLACES.office, PLACES.jfk],
    passengers: 2,
    luggage: 3,
    status: 'BOOKED',
    notes: 'Two large suitcases.',
  },
  {
    when: { days: 6, hour: 18, minute: 45 },
    serviceCode: 'AA',
    vehicle: 'Sedan',
    route: [PLACES.lga, PLACES.plaza],
    passengers: 1,
    luggage: 1,
    status: 'BOOKED',
    flight: {
      airlineCode: 'B6',
      airlineName: 'JetBlue',
      flightNumber: 'B6123',
      terminal: 'B',
      gate: 'B22',
      tailNumber: 'N123AB',
      meetOption: 'INSIDE',
    },
  },
  {
    when: { days: 13, hour: 19, minute: 0 },
    serviceCode: 'HRL',
    vehicle: 'Stretch',
    route: [PLACES.plaza],
    hours: 4,
    passengers: 6,
    luggage: 0,
    status: 'BOOKED',
    notes: 'Anniversary dinner; please have water in the car.',
  },
  {
    when: { days: -3, hour: 8, minute: 15 },
    serviceCode: 'PTP',
    vehicle: 'Sedan',
    route: [PLACES.grandCentral, PLACES.office],
    passengers: 1,
    luggage: 0,
    status: 'COMPLETED',
  },
  {
    when: { days: -11, hour: 16, minute: 0 },
    serviceCode: 'AA',
    vehicle: 'SUV',
    route: [PLACES.jfk, PLACES.office],
    passengers: 3,
    luggage: 4,
    status: 'COMPLETED',
  },
  {
    when: { days: -26, hour: 9, minute: 30 },
    serviceCode: 'PTP',
    vehicle: 'SUV',
    route: [PLACES.cruiseTerminal, PLACES.plaza],
    passengers: 2,
    luggage: 4,
    status: 'COMPLETED',
  },
];

function pickupOf(ride: DemoRide, now: Date, timeZone: string): Date {
  if ('inHours' in ride.when) {
    return new Date(
      Math.ceil((now.getTime() + ride.when.inHours * HOUR) / QUARTER_HOUR) * QUARTER_HOUR,
    );
  }
  const date = zonedDateOf(new Date(now.getTime() + ride.when.days * DAY), timeZone);
  const midnight = startOfZonedDate(date, timeZone).getTime();
  return new Date(midnight + ride.when.hour * HOUR + ride.when.minute * 60_000);
}

/**
 * A lived-in account for the demo rider: a saved sandbox Visa (its billing address the rider's
 * own) and rides booked on it, priced by the same rules and estimates a booking uses, each with
 * its hold (released into a capture for the completed ones).
 */
export async function seedRides(db: Db): Promise<void> {
  const now = new Date();
  const companyId = DEMO_RIDER.companyId;
  const company = await db
    .selectFrom('company')
    .select(['name', 'time_zone', 'currency_code', 'currency_symbol'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const rider = await db
    .selectFrom('account_user')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('email', '=', DEMO_RIDER.email)
    .executeTakeFirstOrThrow();
  const gateway = await db
    .selectFrom('payment_gateway')
    .select(['id', 'parameter1'])
    .where('company_id', '=', companyId)
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const serviceTypes = await db
    .selectFrom('service_type')
    .select(['id', 'code'])
    .where('company_id', '=', companyId)
    .execute();
  const vehicles = await listRatedVehicles(db, companyId);

  const token = `sbx_tok_${randomBytes(18).toString('base64url')}`;
  const expiryYear = now.getUTCFullYear() + 3;
  await db
    .insertInto('sandbox_card')
    .values({
      token,
      company_id: companyId,
      payment_gateway_id: gateway.id,
      card_type: 'visa',
      last_digits: '1111',
      expiry_month: 8,
      expiry_year: expiryYear,
      behaviour: 'approve',
      anti_forgery_token: '',
      zip: rider.address_postal_code,
    })
    .execute();
  const card = await db
    .insertInto('saved_card')
    .values({
      company_id: companyId,
      account_user_id: rider.id,
      payment_gateway_id: gateway.id,
      gateway: 'fs',
      token,
      customer_id: null,
      hosted_payments_account_id: gateway.parameter1,
      card_brand: 'VISA',
      last_digits: '1111',
      expiry_month: 8,
      expiry_year: expiryYear,
      name_on_card: `${rider.first_name} ${rider.last_name}`,
      billing_line1: rider.address_line1,
      billing_line2: rider.address_line2,
      billing_city: rider.address_city,
      billing_state_code: rider.address_state_code,
      billing_postal_code: rider.address_postal_code,
      billing_country_code: rider.address_country_code,
      created_at: new Date(now.getTime() - 40 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const chronological = [...RIDES].sort(
    (a, b) =>
      pickupOf(a, now, company.time_zone).getTime() - pickupOf(b, now, company.time_zone).getTime(),
  );
  for (const ride of chronological) {
    const pickup = pickupOf(ride, now, company.time_zone);
    const vehicle = vehicles.find((v) => v.name === ride.vehicle);
    const serviceType = serviceTypes.find((t) => t.code === ride.serviceCode);
    if (!vehicle || !serviceType)
      throw new Error(`Demo ride needs ${ride.vehicle} and ${ride.serviceCode}`);
    const estimate = estimateRoute(ride.route);
    const hourlySeconds = (ride.hours ?? 0) * 3600;
    const trip: PricedTrip = {
      isHourly: ride.serviceCode === 'HRL',
      distanceMiles: metersToMiles(estimate.distanceMeters),
      drivingMinutes: Math.ceil(estimate.durationSeconds / 60),
      hourlySeconds,
      airportPickup: ride.route[0]?.type === 'AIRPORT',
      airportDropoff: ride.route.length > 1 && ride.route.at(-1)?.type === 'AIRPORT',
      stopCount: Math.max(0, ride.route.length - 2),
      childSeats: 0,
    };
    const quote = quoteTrip(rateCardOf(vehicle), trip);
    const bookedAt = new Date(Math.min(now.getTime(), pickup.getTime()) - 5 * DAY);
    const { id } = await db
      .insertInto('reservation')
      .values({
        company_id: companyId,
        confirmation_number: await nextConfirmationNumber(db, companyId),
        account_user_id: rider.id,
        status: ride.status,
        service_type_id: serviceType.id,
        vehicle_type_id: vehicle.id,
        scheduled_pickup_at: pickup,
        duration_seconds: trip.isHourly ? hourlySeconds : null,
        route: JSON.stringify(ride.route),
        passenger_count: ride.passengers,
        luggage_count: ride.luggage,
        flight_details: ride.flight ? JSON.stringify(ride.flight) : null,
        driver_notes: ride.notes ?? '',
        currency_code: company.currency_code,
        currency_symbol: company.currency_symbol,
        total_minor: quote.amount,
        rate_lines: JSON.stringify(
          quote.lines.map((line) => ({ name: line.name, valueInMinorUnits: line.value })),
        ),
        trip_distance_meters: estimate.distanceMeters,
        trip_duration_seconds: trip.isHourly ? hourlySeconds : estimate.durationSeconds,
        is_guest: false,
        passenger_first_name: rider.first_name,
        passenger_last_name: rider.last_name,
        passenger_email: rider.email,
        passenger_phone: rider.phone,
        payment_gateway_id: gateway.id,
        saved_card_id: card.id,
        card_brand: 'VISA',
        card_last_digits: '1111',
        card_name: `${rider.first_name} ${rider.last_name}`,
        card_token: token,
        card_customer_id: null,
        share_hash: randomBytes(16).toString('base64url'),
        created_at: bookedAt,
        updated_at: ride.status === 'COMPLETED' ? pickup : bookedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = ride.status === 'COMPLETED' ? 'captured' : 'held';
    const holdId = `sbx_hold_${randomBytes(12).toString('base64url')}`;
    await db
      .insertInto('sandbox_hold')
      .values({
        id: holdId,
        company_id: companyId,
        token,
        amount_minor: quote.amount,
        currency_code: company.currency_code,
        status,
        idempotency_key: `seed:${id}`,
        created_at: bookedAt,
        ...(ride.status === 'COMPLETED'
          ? { captured_minor: quote.amount, capture_key: `seed-capture:${id}` }
          : {}),
      })
      .execute();
    const hold = await db
      .insertInto('payment_hold')
      .values({
        company_id: companyId,
        reservation_id: id,
        payment_gateway_id: gateway.id,
        gateway: 'fs',
        reference: holdId,
        amount_minor: quote.amount,
        currency_code: company.currency_code,
        status,
        created_at: bookedAt,
        updated_at: bookedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A completed ride was charged: its ledger says so, as the capture would have written it
    // (the hold's trigger wrote its authorisation).
    if (ride.status === 'COMPLETED') {
      await db
        .insertInto('payment_ledger')
        .values({
          company_id: companyId,
          reservation_id: id,
          kind: 'captured',
          amount_minor: quote.amount,
          currency: company.currency_code,
          reference: holdId,
          idempotency_key: `capture:${hold.id}`,
          created_at: pickup,
        })
        .execute();
    }
  }
}
