import {
  formatClockTime,
  formatPickupDate,
  pickupPartsInLanguage,
  priceInLanguage,
  SOURCE_LANGUAGE,
} from '@ride/domain';
import type { GetTripHistoryQuery, StatusColour } from '../../../lib/gql/graphql.ts';
import { primaryPassenger } from './primary-passenger.ts';
import { dropOffLine, durationLabel, placeLine } from './ride-labels.ts';
import { extraPassengers, riderName } from './rider-name.ts';

export type HistoryTrip = GetTripHistoryQuery['getTripHistory']['edges'][number]['node'];

export interface RideRowView {
  id: string;
  confirmationNumber: string;
  pickupAt: Date;
  /** "9:05 AM" and "Mon, Nov 23", where the ride happens. */
  time: string;
  date: string;
  price: string;
  riderName: string;
  extraPassengers: string | null;
  luggageCount: number;
  duration: string | null;
  pickup: string;
  dropOff: string;
  status: { label: string; colour: StatusColour };
  trackable: boolean;
  inProgress: boolean;
}

/**
 * What a row of the rides list shows of a trip (spec part 2 §2, §5 price display), in the
 * rider's language: English as the spec writes it, others by Intl (decision 95).
 */
export function rideRowView(
  trip: HistoryTrip,
  timeZone: string,
  language: string = SOURCE_LANGUAGE,
): RideRowView {
  const pickupAt = new Date(trip.pickupAt);
  const passenger = primaryPassenger(trip.passengers.edges);
  const { date, time } =
    language === SOURCE_LANGUAGE
      ? { date: formatPickupDate(pickupAt, timeZone), time: formatClockTime(pickupAt, timeZone) }
      : pickupPartsInLanguage(language, pickupAt, timeZone);
  return {
    id: trip.id,
    confirmationNumber: trip.confirmationNumber,
    pickupAt,
    time,
    date,
    // The rider's own trips always carry their price; only a shared link's go without.
    price: trip.rates
      ? priceInLanguage(language, trip.rates.totalPrice, trip.currencySymbol, trip.currencyCode)
      : '',
    riderName: riderName(passenger && { ...passenger, accountId: passenger.id }),
    extraPassengers: extraPassengers(trip.passengers.totalPassengerCount),
    luggageCount: trip.passengers.totalLuggageCount,
    duration: durationLabel(trip.routing.totalDuration),
    pickup: placeLine(trip.routing.pickup.location) ?? '',
    dropOff: dropOffLine(trip.routing.dropOff?.location),
    status: { label: trip.reservationState.label, colour: trip.reservationState.colour },
    trackable: trip.reservationState.isTrackable,
    inProgress: trip.inProgress,
  };
}
