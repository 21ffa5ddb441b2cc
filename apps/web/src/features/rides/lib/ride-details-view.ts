import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  cardBrandLabel,
  flightLabel,
  isRideUnderWay,
  maskedCardNumber,
  nameWithCode,
} from '@ride/domain';
import type { GetTripDetailsQuery, TripPlaceFragment } from '../../../lib/gql/graphql.ts';

export type DetailsTrip = GetTripDetailsQuery['getTripDetails'];

/** The rider's own ride, with its price and payment: a shared link's carries neither. */
export type OwnTrip = DetailsTrip & {
  rates: NonNullable<DetailsTrip['rates']>;
  preferredPaymentMethod: NonNullable<DetailsTrip['preferredPaymentMethod']>;
  preferredPayment: NonNullable<DetailsTrip['preferredPayment']>;
};

/** Whether the trip came with its money: the signed-in rider's own ride, not a shared link's. */
export function isOwnTrip(trip: DetailsTrip): trip is OwnTrip {
  return (
    trip.rates !== null && trip.preferredPaymentMethod !== null && trip.preferredPayment !== null
  );
}

export interface PlaceView {
  /** What kind of place it is, for the screen reader and the icon: Address, Airport, … */
  kind: string;
  title: string;
  lines: string[];
}

const KIND_NAMES: Record<TripPlaceFragment['kind'], MessageDescriptor> = {
  ADDRESS: msg`Address`,
  AIRPORT: msg`Airport`,
  POI: msg`Place`,
  FBO: msg`Private terminal`,
  SEAPORT: msg`Seaport`,
};

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part) => part?.trim()).join(separator);

const MEET_OPTIONS: Record<
  NonNullable<TripPlaceFragment['flightInfo']>['meetOption'],
  MessageDescriptor | null
> = {
  CURBSIDE: msg`Curbside`,
  INSIDE: msg`Meet inside`,
  NONE: null,
};

/** The flight with its aircraft ("JetBlue B6123 · Tail N123AB"), then where the rider is met. */
function flightLines(flight: NonNullable<TripPlaceFragment['flightInfo']>): string[] {
  const { tailNumber, terminal, gate } = flight;
  const meet = MEET_OPTIONS[flight.meetOption];
  return [
    joined(
      [
        flight.flightNumber
          ? flightLabel({
              airlineCode: flight.airlineCode ?? '',
              airlineName: flight.airlineName ?? '',
              flightNumber: flight.flightNumber,
            })
          : flight.airlineName || flight.airlineCode,
        tailNumber && t`Tail ${tailNumber}`,
      ],
      ' · ',
    ),
    joined(
      [terminal && t`Terminal ${terminal}`, gate && t`Gate ${gate}`, meet && i18n._(meet)],
      ' · ',
    ),
  ];
}

/** The cruise a seaport stop meets: its port of call, then the ship and its line. */
function cruiseLines(seaport: NonNullable<TripPlaceFragment['seaport']>): string[] {
  const portOfCall = seaport.portOfCall;
  return [
    portOfCall && t`Port of call: ${portOfCall}`,
    joined([seaport.shipName, seaport.cruiseLine], ' · '),
  ];
}

const nonEmpty = (lines: string[]) => lines.filter(Boolean);

/**
 * A place of the route as ride details shows it (spec part 2 §2, §3): an address or point of
 * interest by name and street; an airport by name and code with its flight, tail number,
 * terminal, gate and meet option; a seaport by name with its port of call, ship and cruise line.
 */
export function placeView(place: TripPlaceFragment): PlaceView {
  const street = joined([place.line1, place.line2]);
  const town = joined([place.city, joined([place.stateCode, place.postalCode], ' ')]);
  if (place.kind === 'AIRPORT') {
    return {
      kind: i18n._(KIND_NAMES.AIRPORT),
      title: airportTitle(place),
      lines: nonEmpty([...(place.flightInfo ? flightLines(place.flightInfo) : []), town]),
    };
  }
  const title = place.name.trim() || street;
  return {
    kind: i18n._(KIND_NAMES[place.kind]),
    title,
    lines: nonEmpty([
      ...(place.kind === 'SEAPORT' && place.seaport ? cruiseLines(place.seaport) : []),
      title === street ? '' : street,
      town,
    ]),
  };
}

/** "John F. Kennedy International Airport (JFK)": the airport's full name and its code. */
function airportTitle(place: TripPlaceFragment): string {
  const name = place.line1.trim() || place.airportName?.trim() || place.name.trim();
  const code = place.airportCode?.trim();
  return nameWithCode(name, code);
}

/** "VISA ****1111" for a card, or the direct-bill method's name (spec part 2 §2 Payment). */
export function paymentLabel(
  trip: Pick<OwnTrip, 'preferredPaymentMethod' | 'preferredPayment'>,
): string {
  if (trip.preferredPaymentMethod.paymentType === 'DirectBillAndInvoice') {
    return trip.preferredPaymentMethod.customName || t`Direct Bill`;
  }
  const card = trip.preferredPayment;
  return `${cardBrandLabel(card.cardBrand)} ${maskedCardNumber(card.lastDigits)}`;
}

/** Spec part 2 §3: the child seat count is booster + infant + toddler. */
export function childSeatCount(seats: DetailsTrip['childSeats']): number {
  return seats.boosterChildSeatCount + seats.infantChildSeatCount + seats.toddlerChildSeatCount;
}

/** An airport ride, whose flight the rider may change (the EDIT link of the flight step). */
export function hasFlight(routing: Pick<DetailsTrip['routing'], 'pickup' | 'dropOff'>): boolean {
  return routing.pickup.location.kind === 'AIRPORT' || routing.dropOff?.location.kind === 'AIRPORT';
}

/**
 * Whether ride details offers Cancel Ride: to the rider's own ride until the driver is on the way
 * (only the dispatcher ends a ride under way) and while it is not over. Inside the cancellation
 * lead time it still shows, and tells the rider to call (spec part 2 §4, §8).
 */
export function showsCancelRide(
  trip: Pick<DetailsTrip, 'isSharedView' | 'reservationState'>,
): boolean {
  const state = trip.reservationState;
  return !trip.isSharedView && !state.isTerminal && !isRideUnderWay(state.type);
}
