import {
  emptyRoute,
  HOURLY_SERVICE_TYPE_CODE,
  resetBookingForm,
  type BookingForm,
  type BookingLocation,
  type FlightDetails,
  type RouteItem,
} from '@ride/domain';
import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import { addStop, newStopId, setLocation, toBookingLocation } from '../../booking/index.ts';
import type { DetailsTrip } from './ride-details-view.ts';

/**
 * A place of a booked ride as the booking form keeps it (the same as a place picked anew), a
 * seaport with its cruise.
 */
export function bookingLocationOf(place: TripPlaceFragment): BookingLocation {
  const name = place.kind === 'AIRPORT' ? place.airportName || place.name : place.name;
  const location = toBookingLocation({
    placeId: '',
    type: place.kind.toLowerCase(),
    name: name || [place.line1, place.city].filter(Boolean).join(', '),
    line1: place.line1,
    line2: place.line2,
    city: place.city,
    stateCode: place.stateCode,
    postalCode: place.postalCode,
    countryCode: place.countryCode,
    airportCode: place.airportCode,
    coordinates: place.coordinates,
  });
  if (!place.seaport) return location;
  // Field by field: the answer's __typename has no place in the input sent back.
  const { portOfCall, shipName, cruiseLine } = place.seaport;
  return { ...location, seaport: { portOfCall, shipName, cruiseLine } };
}

function routeOf(routing: DetailsTrip['routing']): RouteItem[] {
  const [pickup, dropOff] = emptyRoute() as [RouteItem, RouteItem];
  let route = setLocation(emptyRoute(), pickup.id, bookingLocationOf(routing.pickup.location));
  for (const edge of routing.stops.edges) {
    route = addStop(route, bookingLocationOf(edge.node.location), newStopId());
  }
  return routing.dropOff
    ? setLocation(route, dropOff.id, bookingLocationOf(routing.dropOff.location))
    : route;
}

function flightOf(routing: DetailsTrip['routing']): FlightDetails | null {
  const flight = routing.pickup.location.flightInfo ?? routing.dropOff?.location.flightInfo;
  if (!flight) return null;
  return {
    airlineCode: flight.airlineCode,
    airlineName: flight.airlineName,
    flightNumber: flight.flightNumber,
    terminal: flight.terminal,
    ...(flight.gate ? { gate: flight.gate } : {}),
    ...(flight.tailNumber ? { tailNumber: flight.tailNumber } : {}),
    meetOption: flight.meetOption.toLowerCase() as FlightDetails['meetOption'],
  };
}

/**
 * A booked ride loaded into the booking form (spec part 2 §2, EDIT links): its route, pickup time,
 * hours, party, flight, note and promo code, with its reservation id so the confirmation step
 * offers UPDATE THIS TRIP. The vehicle is chosen once the trip is priced again.
 */
export function bookingFormFromTrip(trip: DetailsTrip, now: Date): BookingForm {
  const seats = trip.childSeats;
  const isHourly = trip.serviceType.code === HOURLY_SERVICE_TYPE_CODE;
  const flightDetails = flightOf(trip.routing);
  const needsChildSeats =
    seats.infantChildSeatCount + seats.toddlerChildSeatCount + seats.boosterChildSeatCount > 0;
  return {
    ...resetBookingForm(now),
    isHourly,
    numberOfHours: isHourly ? trip.routing.totalDuration || null : null,
    pickupDateTime: trip.pickupAt,
    route: routeOf(trip.routing),
    flightDetails,
    filters: {
      passengerCount: trip.passengers.totalPassengerCount,
      luggageCount: trip.passengers.totalLuggageCount,
      needsAccessible: trip.isHandicapAccessRequired,
      needsChildSeats,
      infantSeats: seats.infantChildSeatCount,
      toddlerSeats: seats.toddlerChildSeatCount,
      boosterSeats: seats.boosterChildSeatCount,
    },
    promoCode: trip.promotion?.code ?? '',
    driverNotes: trip.drivers.notes,
    reservationId: trip.id,
    confirmationNumber: trip.confirmationNumber,
  };
}
