import { DEFAULT_LUGGAGE_COUNT, DEFAULT_PASSENGER_COUNT, DEFAULT_TIME_LEFT } from './constants.ts';

/** A location as the booking UI reads it (spec part 1 §3). */
export interface BookingLocation {
  type: 'address' | 'fbo' | 'poi' | 'airport' | 'seaport';
  name: string;
  placeId?: string;
  airportCode?: string;
  lat: number;
  lng: number;
  postalCode?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  country?: string;
  /** A booked seaport's cruise, kept when the ride is changed (the search does not give one). */
  seaport?: SeaportDetails;
}

/** The cruise a seaport stop meets. */
export interface SeaportDetails {
  portOfCall: string;
  shipName: string;
  cruiseLine: string;
}

export interface RouteItem {
  id: string;
  name: string;
  location: BookingLocation | null;
  placeholder: string;
  disabled?: boolean;
  isPickup?: boolean;
  isDropOff?: boolean;
  isStop?: boolean;
  sameAsPickup?: boolean;
  showAddButton?: boolean;
  isDriverSetAsPickup?: boolean;
}

export interface BookingFilters {
  passengerCount: number;
  luggageCount: number;
  needsAccessible: boolean;
  needsChildSeats: boolean;
  infantSeats: number;
  toddlerSeats: number;
  boosterSeats: number;
}

export interface FlightDetails {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  terminal: string;
  /** A booked flight's gate and aircraft, kept when the ride is changed (the step does not ask). */
  gate?: string;
  tailNumber?: string;
  meetOption: 'none' | 'curbside' | 'inside';
}

export interface SelectedVehicle {
  id: string;
  name: string;
  luggageCapacity: number;
  passengerCapacity: number;
  amount: number;
}

export interface BookingForm {
  isHourly: boolean;
  numberOfHours: number | null;
  /** ISO date-time of the pickup (UTC instant). */
  pickupDateTime: string;
  dropOffDateTime: string | null;
  skippedFlightInfo: boolean;
  promoCode: string;
  route: RouteItem[];
  flightDetails: FlightDetails | null;
  filters: BookingFilters;
  selectedVehicle: SelectedVehicle | null;
  reservationId: string | null;
  confirmationNumber: string | null;
  driverNotes: string;
  /** The default card: the first saved card's id, or 'new' for a new card. */
  defaultPaymentCardId: string;
}

export const DEFAULT_FILTERS: BookingFilters = {
  passengerCount: DEFAULT_PASSENGER_COUNT,
  luggageCount: DEFAULT_LUGGAGE_COUNT,
  needsAccessible: false,
  needsChildSeats: false,
  infantSeats: 0,
  toddlerSeats: 0,
  boosterSeats: 0,
};

export function emptyRoute(): RouteItem[] {
  return [
    {
      id: 'PICKUP_ID',
      name: '',
      location: null,
      placeholder: 'Enter Pickup Location',
      isPickup: true,
    },
    {
      id: 'DROPOFF_ID',
      name: '',
      location: null,
      placeholder: 'Enter Final Drop-Off Location',
      isDropOff: true,
      showAddButton: true,
    },
  ];
}

/**
 * The booking form after BOOK A RIDE, Discard Booking or logout (spec part 1 §2): ride details
 * cleared, hourly duration cleared, pickup now, one passenger, no luggage, no child seats, and the
 * first saved card (or a new card) as the payment.
 */
export function resetBookingForm(now: Date, firstSavedCardId?: string | null): BookingForm {
  return {
    isHourly: false,
    numberOfHours: null,
    pickupDateTime: now.toISOString(),
    dropOffDateTime: null,
    skippedFlightInfo: false,
    promoCode: '',
    route: emptyRoute(),
    flightDetails: null,
    filters: { ...DEFAULT_FILTERS },
    selectedVehicle: null,
    reservationId: null,
    confirmationNumber: null,
    driverNotes: '',
    defaultPaymentCardId: firstSavedCardId ?? 'new',
  };
}

export interface CurrentTrip {
  onTrip: boolean;
  timeLeft: number;
  tripEstimationTime: string;
  scheduledPickupOffsetInMins: number | null;
  id: string | null;
}

export function resetCurrentTrip(): CurrentTrip {
  return {
    onTrip: false,
    timeLeft: DEFAULT_TIME_LEFT,
    tripEstimationTime: '',
    scheduledPickupOffsetInMins: null,
    id: null,
  };
}
