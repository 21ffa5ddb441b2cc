import {
  fromMinorUnits,
  includedGratuityOf,
  IN_PROGRESS_STATUSES,
  isRideCancellable,
  isRideModifiable,
  reservationStatusView,
  zonedDateOf,
  zonedTime24,
  zoneOffsetMinutes,
} from '@ride/domain';
import type { CompanyRow } from '../company/index.ts';
import { cancellationFeeAt } from '../operator/money/index.ts';
import type { BookedFlightDetails, BookedRateLine, BookedStop } from '../reservations/index.ts';
import type { TripRow } from './rides.repository.ts';
import { CHARGES_OF, chargesSourceOf } from './trip-charges.ts';
import { tripFeedback } from './trip-feedback.ts';

// Kept as JSON: PGlite and node-postgres both give it parsed, but be sure.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A stop kept with a cruise is a seaport, whichever kind it was sent (and priced) as. */
export const kindOf = (stop: BookedStop) => (stop.seaport ? 'SEAPORT' : stop.type);

function location(stop: BookedStop, flight: BookedFlightDetails | null) {
  const kind = kindOf(stop);
  const isAirport = kind === 'AIRPORT';
  return {
    kind,
    name: stop.name,
    line1: stop.line1,
    line2: stop.line2,
    city: stop.city,
    stateCode: stop.stateCode,
    postalCode: stop.postalCode,
    countryCode: stop.countryCode,
    coordinates: { latitude: stop.latitude, longitude: stop.longitude },
    airportCode: isAirport ? stop.airportCode : null,
    airportName: isAirport ? stop.name || stop.line1 : null,
    // Rows kept before gates and tail numbers have neither.
    flightInfo: isAirport && flight ? { gate: '', tailNumber: '', ...flight } : null,
    seaport: stop.seaport ?? null,
  };
}

/** The ride's route as the TripRouting type: pickup with its local date and time, stops, drop-off. */
export function tripRouting(row: TripRow, company: CompanyRow) {
  const pickupAt = new Date(row.scheduled_pickup_at);
  const route = json<BookedStop[]>(row.route);
  const flight = row.flight_details ? json<BookedFlightDetails>(row.flight_details) : null;
  // The flight belongs to the airport the rider is met at (arrival) or dropped at (departure).
  const [first, ...rest] = route;
  const flightAtPickup = first !== undefined && kindOf(first) === 'AIRPORT';
  const last = rest.length > 0 ? rest[rest.length - 1] : undefined;
  const middle = rest.slice(0, -1);
  const plainStop = (stop: BookedStop, withFlight: boolean) => ({
    date: '',
    time: '',
    notes: '',
    location: location(stop, withFlight ? flight : null),
  });
  return {
    totalDuration: row.duration_seconds ? Math.round(row.duration_seconds / 3600) : 0,
    pickup: first
      ? {
          // Worked out only when a query asks for them (graphql calls a field's function): the
          // zone's wall clock is the dearest part of a trip, and lists of trips rarely show it.
          date: () => zonedDateOf(pickupAt, company.time_zone),
          time: () => zonedTime24(pickupAt, company.time_zone),
          notes: '',
          location: location(first, flightAtPickup ? flight : null),
        }
      : null,
    dropOff: last ? plainStop(last, !flightAtPickup) : null,
    stops: { edges: middle.map((stop) => ({ node: plainStop(stop, false) })) },
    totalStopsCount: middle.length,
  };
}

/** The ride's assigned driver as the TripDriver type; none until one is assigned. */
export function tripDrivers(row: TripRow) {
  if (!row.driver_id) return [];
  return [
    {
      id: row.driver_id,
      firstName: row.driver_first_name ?? '',
      lastName: row.driver_last_name ?? '',
      profilePic: row.driver_profile_pic,
      cellPhoneNumber: row.driver_phone,
    },
  ];
}

/** The gratuity the price lines charge already (the post-trip screen says so), or null. */
function includedGratuityMinor(lines: readonly BookedRateLine[]) {
  const gratuity = includedGratuityOf(lines);
  return gratuity && { percent: gratuity.percent, amountInMinorUnits: gratuity.amountMinor };
}

/** The ride's assigned fleet vehicle as the TripVehicle type; none until one is assigned. */
export function tripVehicles(row: TripRow) {
  if (row.fleet_make === null) return [];
  return [
    {
      make: row.fleet_make,
      model: row.fleet_model ?? '',
      color: row.fleet_color ?? '',
      licensePlate: row.fleet_license_plate ?? '',
    },
  ];
}

export interface TripView {
  /** Opened by its shared link: read only. */
  shared: boolean;
  now: Date;
}

/**
 * The ride's price lines and total, and what it is paid with. A shared link shows the trip, not
 * the money: none of it is served there (spec clarification 1).
 */
function tripMoney(row: TripRow, shared: boolean) {
  if (shared) return { rates: null, preferredPaymentMethod: null, preferredPayment: null };
  const rateLines = json<BookedRateLine[]>(row.rate_lines);
  return {
    rates: {
      totalPrice: fromMinorUnits(row.total_minor),
      totalPriceInMinorUnits: row.total_minor,
      edges: rateLines.map((line) => ({
        name: line.name,
        totalValue: fromMinorUnits(line.valueInMinorUnits),
        totalValueInMinorUnits: line.valueInMinorUnits,
      })),
      includedGratuity: includedGratuityMinor(rateLines),
    },
    preferredPaymentMethod: {
      id: String(row.payment_gateway_id),
      paymentType: row.payment_type,
      customName: '',
      customCode: '',
    },
    preferredPayment: {
      id: row.saved_card_id,
      cardBrand: row.card_brand,
      nameOnCard: row.card_name,
      lastDigits: row.card_last_digits,
    },
  };
}

/** A reservation as the Trip type of the rides SDL, its edit and cancel flags by the domain rules. */
export function toTrip(row: TripRow, company: CompanyRow, view: TripView) {
  const pickupAt = new Date(row.scheduled_pickup_at);
  const ride = { status: row.status, pickupAt };
  const cancellable =
    !view.shared &&
    isRideCancellable(ride, company.reservation_cancellation_lead_time_minutes, view.now);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    currencyCode: row.currency_code,
    currencySymbol: row.currency_symbol,
    pickupAt: pickupAt.toISOString(),
    // Only when asked for, as the pickup's date and time (tripRouting).
    scheduledPickupOffsetInMins: () => zoneOffsetMinutes(pickupAt, company.time_zone),
    inProgress: IN_PROGRESS_STATUSES.includes(row.status),
    reservationState: { type: row.status, ...reservationStatusView(row.status) },
    isModifiable:
      !view.shared &&
      isRideModifiable(ride, company.reservation_modification_lead_time_minutes, view.now),
    isCancellable: cancellable,
    cancellationFeeInMinorUnits: cancellable ? cancellationFeeAt(company, row, view.now) : null,
    cancelPhone: company.support_phone || company.phone1,
    vehicleTypePicked: {
      id: row.vehicle_type_id,
      name: row.vehicle_name,
      luggageCapacity: row.vehicle_luggage_capacity,
      passengerCapacity: row.vehicle_passenger_capacity,
    },
    ...tripMoney(row, view.shared),
    routing: tripRouting(row, company),
    drivers: {
      notes: row.driver_notes,
      edges: tripDrivers(row).map((node) => ({ isPrimary: true, node })),
    },
    vehicles: { edges: tripVehicles(row).map((node) => ({ isPrimary: true, node })) },
    childSeats: {
      infantChildSeatCount: row.infant_seats,
      boosterChildSeatCount: row.booster_seats,
      toddlerChildSeatCount: row.toddler_seats,
    },
    passengers: {
      totalLuggageCount: row.luggage_count,
      totalPassengerCount: row.passenger_count,
      edges: [
        {
          isPrimary: true,
          node: {
            id: row.account_user_id,
            firstName: row.passenger_first_name,
            lastName: row.passenger_last_name,
            // A shared link shows the ride, not how to reach the rider.
            emails: view.shared ? [] : [row.passenger_email],
            cellPhoneNumber: view.shared ? null : row.passenger_phone,
          },
        },
      ],
    },
    serviceType: {
      id: row.service_type_id,
      code: row.service_type_code,
      name: row.service_type_name,
    },
    promotion: row.promo_code ? { code: row.promo_code } : null,
    isHandicapAccessRequired: row.requires_accessibility,
    isSharedView: view.shared,
    // The tip is the rider's own business: a shared link does not show it.
    feedback: view.shared || !row.feedback_at ? null : tripFeedback(row),
    // Only the ride's rider or a holder of its link gets here (rides.service.ts).
    shareHash: row.share_hash,
    // Read by the charges field, for the rider only: a shared link does not show the money.
    [CHARGES_OF]: view.shared ? null : chargesSourceOf(row),
  };
}
