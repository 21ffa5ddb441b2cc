import { fromMinorUnits, promotionProblemMessage } from '@ride/domain';
import { badUserInput, appError } from '../../core/errors.ts';
import type { Db } from '../../db/database.ts';
import { claimPromoUse, type PricedTripResult } from '../rates/index.ts';
import type { ReservationInput } from './booking-request.ts';
import type { BookedStop, BookedFlightDetails } from './reservations.tables.ts';

/** The booked route: each stop as the rider chose it, with where it was found to be. */
export function bookedRoute(priced: PricedTripResult): BookedStop[] {
  return priced.input.route.map((stop, index) => {
    const located = priced.stops[index]?.coordinates;
    return {
      type: stop.type,
      name: stop.address.name,
      line1: stop.address.line1,
      line2: stop.address.line2,
      city: stop.address.city,
      stateCode: stop.address.stateCode,
      postalCode: stop.address.postalCode,
      countryCode: stop.address.countryCode,
      airportCode: stop.flightInfo?.airportCode || null,
      latitude: located?.latitude ?? 0,
      longitude: located?.longitude ?? 0,
      seaport: stop.seaport,
    };
  });
}

function flightDetailsOf(
  input: Pick<ReservationInput, 'flightDetails'>,
): BookedFlightDetails | null {
  const flight = input.flightDetails;
  // A private flight may be known by its aircraft's tail number alone.
  if (!flight || (!flight.flightNumber && !flight.airlineName && !flight.tailNumber)) return null;
  return {
    airlineCode: flight.airlineCode.toUpperCase(),
    airlineName: flight.airlineName,
    flightNumber: flight.flightNumber.toUpperCase(),
    terminal: flight.terminal,
    gate: flight.gate,
    tailNumber: flight.tailNumber,
    meetOption: flight.meetOption ?? 'NONE',
  };
}

/**
 * The vehicle the rider chose, priced again: one the trip does not offer is BAD_USER_INPUT, and a
 * total other than the one the rider was shown (a price that changed, or a tampered one) is
 * CONFLICT with the new amount.
 */
export function chosenQuote(
  priced: PricedTripResult,
  vehicleTypeId: number,
  expectedAmountInMinorUnits: number,
) {
  const chosen = priced.priced.find(({ vehicle }) => vehicle.id === vehicleTypeId);
  if (!chosen) {
    throw badUserInput(
      'This vehicle is not offered for this trip or does not fit the party',
      'vehicleTypeId',
    );
  }
  const total = chosen.quote.amount;
  if (total !== expectedAmountInMinorUnits) {
    throw appError(
      'CONFLICT',
      `The price of this trip is now ${priced.company.currency_symbol}${fromMinorUnits(total).toFixed(2)}`,
      { amountInMinorUnits: total, field: 'expectedAmountInMinorUnits' },
    );
  }
  return chosen;
}

type ChosenQuote = ReturnType<typeof chosenQuote>;

/** What a reservation keeps of the trip as priced: route, time, party, vehicle and price. */
export function tripColumns(
  priced: PricedTripResult,
  chosen: ChosenQuote,
  extras: Pick<ReservationInput, 'driverNotes' | 'flightDetails'>,
) {
  const seats = priced.input.childSeatOptions;
  const flight = flightDetailsOf(extras);
  return {
    service_type_id: priced.serviceType.id,
    vehicle_type_id: chosen.vehicle.id,
    scheduled_pickup_at: priced.pickup,
    duration_seconds: priced.trip.isHourly ? priced.input.duration : null,
    route: JSON.stringify(bookedRoute(priced)),
    passenger_count: priced.input.totalPassengers,
    luggage_count: priced.input.totalLuggage,
    infant_seats: seats?.totalInfantSeat ?? 0,
    toddler_seats: seats?.totalToddlerSeat ?? 0,
    booster_seats: seats?.totalBoosterSeat ?? 0,
    requires_accessibility: priced.input.requiresAccessibility,
    flight_details: flight && JSON.stringify(flight),
    driver_notes: extras.driverNotes,
    promo_code: priced.promotion?.code ?? null,
    total_minor: chosen.quote.amount,
    rate_lines: JSON.stringify(
      chosen.quote.lines.map((line) => ({ name: line.name, valueInMinorUnits: line.value })),
    ),
    trip_distance_meters: priced.estimate.distanceMeters,
    trip_duration_seconds: priced.estimate.durationSeconds,
  };
}

/**
 * Takes a use of the trip's promo code in the booking's transaction: a code whose usage limit was
 * reached meanwhile (another booking took the last use) is refused and nothing is kept.
 */
export async function takePromoUse(db: Db, priced: PricedTripResult): Promise<void> {
  const code = priced.promotion?.code;
  if (!code) return;
  if (!(await claimPromoUse(db, priced.company.id, code))) {
    throw badUserInput(promotionProblemMessage('used_up', code), 'promoCode');
  }
}

/** A booked (or changed) reservation as createReservation and updateReservation answer it. */
export function reservationAnswer(booked: {
  id: string;
  confirmationNumber: string;
  status: string;
  company: Pick<PricedTripResult['company'], 'currency_code' | 'currency_symbol'>;
  chosen: ChosenQuote;
  payment: { cardBrand: string; lastDigits: string; nameOnCard: string };
  accountCreated: boolean;
  /** The ride's shared link's secret: the booker's way back to it (a guest's only one). */
  shareHash: string;
}) {
  const total = booked.chosen.quote.amount;
  return {
    id: booked.id,
    confirmationNumber: booked.confirmationNumber,
    status: booked.status,
    currencyCode: booked.company.currency_code,
    currencySymbol: booked.company.currency_symbol,
    totalPrice: fromMinorUnits(total),
    totalPriceInMinorUnits: total,
    rates: booked.chosen.quote.lines.map((line) => ({
      name: line.name,
      totalValue: fromMinorUnits(line.value),
      totalValueInMinorUnits: line.value,
    })),
    payment: booked.payment,
    accountCreated: booked.accountCreated,
    shareHash: booked.shareHash,
  };
}
