/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AcceptRideInput = {
  confirmationNumber: string;
};

/**
 * A place to save: the rider names it and says what it is; the address and coordinates come from
 * the maps port's answer for placeId (a suggestion of autocompletePlaces), never from the browser.
 */
export type AddFavoritePlaceInput = {
  /** At most 255 characters. */
  name: string;
  placeId: string;
  type: SavedPlaceType;
};

export type AutocompletePlacesInput = {
  coid: string;
  input: string;
};

export type BillingAddressInput = {
  city?: string | null | undefined;
  countryCode?: string | null | undefined;
  county?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  name?: string | null | undefined;
  /** '00000' is sent for a non-US country when left blank. */
  postalCode?: string | null | undefined;
  /** Kept only for US and CA; 'Please Select' counts as empty. */
  stateCode?: string | null | undefined;
};

export type CancelBookingInput = {
  id: string | number;
};

/** Card brands as the spec names them (short codes VI, MC, DISC, AE, DC, OTHER). */
export type CardBrand =
  | 'AMERICAN_EXPRESS'
  | 'DINNER_CLUB'
  | 'DISCOVER_CARD'
  | 'MASTER_CARD'
  | 'OTHER'
  | 'VISA';

export type ChildSeatOptionsInput = {
  totalBoosterSeat: number;
  totalInfantSeat: number;
  totalToddlerSeat: number;
};

export type CompletePasswordResetInput = {
  companyId: string;
  password: string;
  /** The token from the link in the reset email. */
  token: string;
};

export type CreateReservationInput = {
  /** Note to the driver. */
  driverNotes?: string | null | undefined;
  /**
   * The total the rider was shown, in minor units. The server prices the trip again; a different
   * amount (a price that changed, or a tampered one) is refused with CONFLICT and the new amount in
   * extensions.amountInMinorUnits.
   */
  expectedAmountInMinorUnits: number;
  flightDetails?: FlightDetailsInput | null | undefined;
  /** Guests only: who is riding and how to reach them. */
  guest?: GuestDetailsInput | null | undefined;
  /**
   * The language the rider's app shows (en, es, fr, de, ar): the ride's e-mails, texts and push
   * notices are in it (a signed-in rider's own language comes first). Refused with BAD_USER_INPUT
   * (field language) unless the company offers it; absent: Accept-Language, else the company's
   * default.
   */
  language?: string | null | undefined;
  /** Guests only, when the company allows accounts: register with this password too. */
  password?: string | null | undefined;
  payment: ReservationPaymentInput;
  /**
   * The trip as priced by lookupRates: the same input (coid, passengerId, service type, pickup,
   * passengers, luggage, child seats, accessibility, duration, route, promo code).
   */
  trip: LookupRatesInput;
  vehicleTypeId: number;
};

export type CurrentTripPhase =
  /** The ride has just been completed: the post-trip screen is next. */
  | 'COMPLETED'
  /** The rider is on board: minutes are to drop-off. */
  | 'TO_DROP_OFF'
  /** The driver has not picked the rider up yet: minutes are to pickup. */
  | 'TO_PICKUP';

/** The custom states of the Upcoming tab, spelled as the spec sends them. */
export type CustomStateDefinition =
  /** Under way: a driver is on the way, at pickup, waiting or driving the rider. */
  | 'in_progress'
  /** Scheduled and not yet under way (the SCHEDULED group of the status table). */
  | 'upcoming';

export type DeleteFavoritePlaceInput = {
  id: string | number;
};

export type DeleteSavedPaymentInput = {
  id: string | number;
};

export type DriverPositionInput = {
  heading?: number | null | undefined;
  latitude: number;
  longitude: number;
  /** When the device took the position (ISO 8601); not in the future, not older than the last one. */
  recordedAt: string;
  reservationId: string | number;
  speed?: number | null | undefined;
};

export type DrivingDirectionsInput = {
  coid: string;
  destination: LatLngInput;
  origin: LatLngInput;
  waypoints?: Array<LatLngInput> | null | undefined;
};

export type FlightDetailsInput = {
  airlineCode?: string | null | undefined;
  airlineName?: string | null | undefined;
  flightNumber?: string | null | undefined;
  /** At most 20 characters, as terminal. */
  gate?: string | null | undefined;
  meetOption?: MeetOption | null | undefined;
  /** The aircraft's registration, e.g. N123AB; at most 20 characters. */
  tailNumber?: string | null | undefined;
  terminal?: string | null | undefined;
};

/** A flight's state, as the flight status port last said it (decision 88). */
export type FlightState =
  | 'CANCELLED'
  | 'DELAYED'
  | 'DIVERTED'
  | 'EN_ROUTE'
  | 'LANDED'
  | 'SCHEDULED'
  | 'UNKNOWN';

export type FullSteamAuthCodeInput = {
  /** The rider's access token when signed in (a call may carry its own token). */
  access_token?: string | null | undefined;
  /** 20 random base-36 characters, made by the app; the key is bound to it. */
  anti_forgery_token: string;
  coid: string;
  gateway_id: number;
};

/**
 * A guest's ride named by the cancel secret mailed with its booking (never the share hash): only a
 * ride booked without an account has one.
 */
export type GuestCancelInput = {
  /** The secret from the booking mail's link (its #cancel= part). */
  cancelSecret: string;
  /** The company the ride is in; another company's ride is NOT_FOUND. */
  coid: string;
  id: string | number;
};

export type GuestDetailsInput = {
  emailAddress: string;
  firstName: string;
  lastName: string;
  /** As the rider typed it; checked for the country of phoneNumberCountryCode. */
  phoneNumber: string;
  /** ISO 3166 alpha-2 country of the phone number, e.g. us. */
  phoneNumberCountryCode: string;
  /** Text the guest about the ride (driver assigned, on the way, arrived); default true. */
  textUpdates?: boolean | null | undefined;
};

export type LatLngInput = {
  latitude: number;
  longitude: number;
};

export type LoginInfoInput = {
  companyId: string;
  password: string;
  typeOfUser?: UserType;
  /** The rider's email address. */
  username: string;
};

export type LogoutInput = {
  refreshToken: string;
};

export type LookupRatesInput = {
  /** Sent only when child seats are needed. */
  childSeatOptions?: ChildSeatOptionsInput | null | undefined;
  coid: string;
  /** Seconds (hours × 3600); hourly rides only. */
  duration?: number | null | undefined;
  /** The pickup's wall-clock time in the company's zone, written as 2026-05-01T14:30:00.000Z. */
  formattedPickUpTime?: string | null | undefined;
  /** The signed-in rider's own id; omitted for guests. */
  passengerId?: string | number | null | undefined;
  promoCode?: string | null | undefined;
  requiresAccessibility?: boolean | null | undefined;
  /** Pickup, stops and drop-off in order (the unfilled drop-off placeholder is left out). */
  route: Array<RouteStopInput>;
  /** The pickup instant, ISO 8601 with a zone, e.g. 2026-05-01T18:30:00.000Z. */
  scheduledPickupTime: string;
  /** One of the company's default service types. */
  serviceTypeId: number;
  totalLuggage: number;
  totalPassengers: number;
};

export type MeetOption =
  | 'CURBSIDE'
  | 'INSIDE'
  | 'NONE';

/**
 * A card the rider's browser just handed to the gateway (hosted fields or the card-token gateway's
 * elements): the gateway's token and what the form shows. Never the card number: cardNumber
 * carries its last digits only (anything longer is refused).
 */
export type NewSavedPaymentInput = {
  /** Hosted gateway (fs) only: the anti-forgery token the authorization key was issued for. */
  anti_forgery_token?: string | null | undefined;
  billingAddress: BillingAddressInput;
  cardHolderName: string;
  /** visa, master_card, discover, american_express, dinner_club or other. */
  cardNetwork?: string | null | undefined;
  /** The last four digits only. */
  cardNumber: string;
  coid: string;
  customerId?: string | null | undefined;
  /** Card-token gateway (stripe) only: the payment method and the customer it is attached to. */
  customerToken?: string | null | undefined;
  /** MM/YYYY */
  expirationDate: string;
  /** The gateway's short code: fs, stripe, century, square or vs. */
  gateway: string;
  /** Hosted gateway (fs) only. */
  hostedPaymentsAccountId?: string | null | undefined;
  paymentGatewayId: number;
  /** Also keep the billing address on the profile as the default billing address. */
  saveAsDefaultBillingAddress?: boolean | null | undefined;
  /** The gateway's token for the card. */
  token: string;
};

export type NoticeChannelsInput = {
  email: boolean;
  push: boolean;
  sms: boolean;
};

export type NoticePreferencesInput = {
  coid?: string | null | undefined;
  receipt: NoticeChannelsInput;
  trip: NoticeChannelsInput;
};

export type PlaceDetailsInput = {
  coid: string;
  placeId: string;
};

/** A browser's push subscription (PushSubscription.toJSON()); a guest names the ride and its link's hash. */
export type PushSubscriptionInput = {
  auth: string;
  coid?: string | null | undefined;
  endpoint: string;
  hash?: string | null | undefined;
  p256dh: string;
  reservationId?: string | number | null | undefined;
};

export type RefreshAuthTokenInput = {
  refreshToken: string;
};

/**
 * A card tokenized by the gateway for this booking (a guest's card, or a rider's new card): the
 * fields of NewSavedPaymentInput, without coid.
 */
export type ReservationCardInput = {
  anti_forgery_token?: string | null | undefined;
  billingAddress: BillingAddressInput;
  cardHolderName: string;
  cardNetwork?: string | null | undefined;
  cardNumber: string;
  customerId?: string | null | undefined;
  customerToken?: string | null | undefined;
  expirationDate: string;
  gateway: string;
  hostedPaymentsAccountId?: string | null | undefined;
  paymentGatewayId: number;
  /** Signed-in riders: keep the billing address on the profile as the default billing address. */
  saveAsDefaultBillingAddress?: boolean | null | undefined;
  /** Signed-in riders: keep the card for later bookings. */
  saveCard?: boolean | null | undefined;
  token: string;
};

/** How the ride is paid: exactly one of the two. */
export type ReservationPaymentInput = {
  card?: ReservationCardInput | null | undefined;
  /** One of the signed-in rider's saved cards. */
  savedPaymentId?: string | number | null | undefined;
};

export type ResetAccountUserPasswordInput = {
  companyId: string;
  email: string;
};

export type ReverseGeocodeInput = {
  coid: string;
  coordinates: LatLngInput;
};

export type RouteStopAddressInput = {
  city?: string | null | undefined;
  /** Omitted or 0,0 when unknown: the stop is then located from its address or airport code. */
  coordinates?: LatLngInput | null | undefined;
  countryCode?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  /** Blank for GB. */
  stateCode?: string | null | undefined;
};

export type RouteStopFlightInfoInput = {
  airportCode?: string | null | undefined;
};

export type RouteStopInput = {
  address: RouteStopAddressInput;
  /** AIRPORT stops: the airport's IATA code. */
  flightInfo?: RouteStopFlightInfoInput | null | undefined;
  /**
   * A seaport (sent as AIRPORT, so priced as one): its cruise, shown on ride details. A stop with
   * it is a seaport.
   */
  seaport?: RouteStopSeaportInput | null | undefined;
  type: RouteStopType;
};

/** Each at most 100 characters; pricing ignores them. */
export type RouteStopSeaportInput = {
  cruiseLine?: string | null | undefined;
  portOfCall?: string | null | undefined;
  shipName?: string | null | undefined;
};

export type RouteStopType =
  | 'ADDRESS'
  | 'AIRPORT'
  | 'FBO'
  | 'POI';

export type SavedPaymentOptionsInput = {
  after?: number;
  /** Defaults to the signed-in rider's company. */
  coid?: string | null | undefined;
  first?: number;
  /** True for the card-token and hosted gateway kinds (every card here is tokenized). */
  isTokenized?: boolean | null | undefined;
  /** Only cards of this gateway. */
  paymentGatewayId?: number | null | undefined;
};

/** Spec part 2 §3: what a saved place is to the rider. */
export type SavedPlaceType =
  | 'HOME'
  | 'OTHER'
  | 'WORK';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type StatusColour =
  | 'green'
  | 'grey'
  | 'red';

/** A tip of the rider's own choosing, in the ride's currency. */
export type TipAmountInput = {
  /** Whole minor units (cents), above 0 and at most the trip total. */
  amountInMinorUnits: number;
  /** The ride's currency code, e.g. USD. */
  currencyCode: string;
};

export type TripFeedbackInput = {
  /** Defaults to the signed-in rider's company. */
  coid?: string | null | undefined;
  /**
   * A tip amount instead of a percent. BAD_USER_INPUT (field customTip, extensions.reason) when
   * given with tipPercent (TIP_CHOICE_CONFLICT), not above 0 (TIP_AMOUNT_INVALID), in another
   * currency (TIP_CURRENCY_MISMATCH) or above the trip total (TIP_TOO_LARGE, with maximumMinor,
   * currencyCode and currencySymbol: the largest tip).
   */
  customTip?: TipAmountInput | null | undefined;
  /** 1 to 5 stars. */
  rating: number;
  reservationId: string | number;
  /** 10, 15 or 20 (percent of the trip total), or null for no tip (or a customTip). */
  tipPercent?: number | null | undefined;
};

export type TripHistoryInput = {
  /** How many trips the app has loaded already (an offset). */
  after?: number;
  /** Defaults to the signed-in rider's company; another company's coid is no sign-in there (401). */
  coid?: string | null | undefined;
  /** CUSTOM: defaults to [upcoming, in_progress]. */
  customStateDefinitions?: Array<CustomStateDefinition> | null | undefined;
  /** Page size, at most 50. */
  first?: number;
  /** CUSTOM: the first day (YYYY-MM-DD, in the company's time zone) whose pickups are listed; defaults to today. */
  from?: string | null | undefined;
  /** Page number, from 1; informative (the offset is `after`). */
  pageIndex?: number | null | undefined;
  /** The signed-in rider's own passenger id (optional); any other id is NOT_FOUND, as an unknown one. */
  passengerId?: string | number | null | undefined;
  reservationStatus: TripHistoryStatus;
  /** Digits of a confirmation number; trips whose number starts with them. Ignored below 5 characters. */
  searchFor?: string | null | undefined;
  searchIn?: TripSearchIn | null | undefined;
  /** CUSTOM defaults to ASC, COMPLETED to DESC (by pickup time). */
  sortOrder?: SortOrder | null | undefined;
};

/** getTripHistory's reservationStatus (spec part 2 §7): the Upcoming tab asks CUSTOM, the Past tab COMPLETED. */
export type TripHistoryStatus =
  /** Completed trips, and cancelled ones with their status (the Past tab), newest first by default. */
  | 'COMPLETED'
  /** Trips in the states named by customStateDefinitions, from the date `from` on, earliest first. */
  | 'CUSTOM';

export type TripLocationKind =
  | 'ADDRESS'
  | 'AIRPORT'
  | 'FBO'
  | 'POI'
  | 'SEAPORT';

export type TripPaymentType =
  | 'CreditCard'
  | 'DirectBillAndInvoice';

export type TripSearchIn =
  | 'ConfirmationNumber';

/** Every field optional: only what is sent changes. */
export type UpdateAccountUserInput = {
  address?: UserAddressInput | null | undefined;
  /** The rider's password, required when email changes. */
  currentPassword?: string | null | undefined;
  /** A new e-mail needs currentPassword; it must not belong to another account of the company. */
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  /** One of the languages the company offers; empty clears the choice. */
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Empty clears it; otherwise a valid number (read in the address's country without a + prefix). */
  phone?: string | null | undefined;
};

/**
 * A change to one of the signed-in rider's booked rides: the trip as lookupRates takes it, the
 * vehicle, the total the rider was shown, the note and flight. The ride stays on the card it was
 * booked with.
 */
export type UpdateReservationInput = {
  driverNotes?: string | null | undefined;
  expectedAmountInMinorUnits: number;
  flightDetails?: FlightDetailsInput | null | undefined;
  id: string | number;
  trip: LookupRatesInput;
  vehicleTypeId: number;
};

export type UpdateRideStatusInput = {
  /**
   * With DRIVER_IS_ON_THE_WAY on a ride without a vehicle: one of the company's free vehicles of the
   * ride's type (driverVehicleChoices) the driver takes. Without it such a move is CONFLICT (reason
   * VEHICLE_REQUIRED); a vehicle another ride has at the time is CONFLICT (VEHICLE_BUSY).
   */
  fleetVehicleId?: string | number | null | undefined;
  /**
   * Where the driver is as they make the move. With DRIVER_IS_ON_THE_WAY it gives the rider's
   * "on the way" notice its time to the pickup; without it the notice goes without one.
   */
  position?: LatLngInput | null | undefined;
  reservationId: string | number;
  /** One of nextStatuses; anything else is CONFLICT (reason INVALID_TRANSITION). */
  status: string;
};

export type UserAddressInput = {
  city?: string | null | undefined;
  countryCode?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  stateCode?: string | null | undefined;
};

/** Who signs in: a rider (ACCOUNT_USER) or a staff user of the company (COMPANY_USER). */
export type UserType =
  | 'ACCOUNT_USER'
  | 'COMPANY_USER';

export type CreateNewAccountUserInput = {
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

export type SignInMutationVariables = Exact<{
  input: LoginInfoInput;
}>;


export type SignInMutation = { signIn: { accessToken: string, refreshToken: string, expiresIn: number } };

export type CreateAccountMutationVariables = Exact<{
  input: CreateNewAccountUserInput;
}>;


export type CreateAccountMutation = { createNewAccountUser: { id: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetAccountUserPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { isSuccessful: boolean, message: string } };

export type CompletePasswordResetMutationVariables = Exact<{
  input: CompletePasswordResetInput;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: { isSuccessful: boolean, message: string } };

export type GetUserProfileQueryVariables = Exact<{
  coid?: string | null | undefined;
}>;


export type GetUserProfileQuery = { getUserProfile: { id: string, firstName: string, lastName: string, email: string, phone: string, language: string | null } };

export type RefreshAuthTokenMutationVariables = Exact<{
  input: RefreshAuthTokenInput;
}>;


export type RefreshAuthTokenMutation = { refreshAuthToken: { accessToken: string, refreshToken: string, expiresIn: number } };

export type LogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type LogoutMutation = { logout: boolean };

export type BookingPassengerQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingPassengerQuery = { getUserProfile: { id: string } };

export type AutocompletePlacesQueryVariables = Exact<{
  input: AutocompletePlacesInput;
}>;


export type AutocompletePlacesQuery = { autocompletePlaces: Array<{ placeId: string, type: string, description: string, mainText: string, secondaryText: string }> };

export type PlaceDetailsQueryVariables = Exact<{
  input: PlaceDetailsInput;
}>;


export type PlaceDetailsQuery = { placeDetails: { placeId: string, type: string, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number } } | null };

export type ReverseGeocodeQueryVariables = Exact<{
  input: ReverseGeocodeInput;
}>;


export type ReverseGeocodeQuery = { reverseGeocode: { placeId: string, type: string, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number } } | null };

export type GetRatesMutationVariables = Exact<{
  input: LookupRatesInput;
}>;


export type GetRatesMutation = { lookupRates: { currencyCode: string, currencySymbol: string, promoCode: string | null, vehicles: Array<{ id: string, typeId: number, name: string, amount: number, amountInMinorUnits: number, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, images: Array<{ url: string, alt: string }>, rates: Array<{ name: string, value: number }> }> } };

export type CheckDuplicateEmailQueryVariables = Exact<{
  coid: string;
  email: string;
}>;


export type CheckDuplicateEmailQuery = { checkDuplicateEmail: { duplicateCheck: boolean } };

export type CreateReservationMutationVariables = Exact<{
  input: CreateReservationInput;
}>;


export type CreateReservationMutation = { createReservation: { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, totalPrice: number, accountCreated: boolean, shareHash: string, payment: { cardBrand: CardBrand, lastDigits: string } } };

export type BookedReservationFragment = { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, totalPrice: number, accountCreated: boolean, shareHash: string, payment: { cardBrand: CardBrand, lastDigits: string } };

export type UpdateReservationMutationVariables = Exact<{
  input: UpdateReservationInput;
}>;


export type UpdateReservationMutation = { updateReservation: { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, totalPrice: number, accountCreated: boolean, shareHash: string, payment: { cardBrand: CardBrand, lastDigits: string } } };

export type GetCompanyDataQueryVariables = Exact<{
  coid: string;
}>;


export type GetCompanyDataQuery = { getCompanyData: { coid: string, name: string, supportPhone: string, supportEmail: string, termsAndConditionsHtml: string, websiteURL: string, generalEmailAddress: string, currencyCode: string, currencySymbol: string, isCreateAccountAllowed: boolean, privacyPolicy: { html: string }, defaultRentalAgreement: { html: string }, systemSettings: { defaultServiceTypes: Array<{ name: string, code: string, rentalAgreement: { html: string } | null }> }, phone1: { number: string } } };

export type DriverPlaceFragment = { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null };

export type DriverRideFieldsFragment = { id: string, confirmationNumber: string, nextStatuses: Array<string>, needsVehicle: boolean, pickupAt: string, passengerName: string, passengerPhone: string, passengerCount: number, luggageCount: number, driverNotes: string, reservationState: { type: string, colour: StatusColour }, flight: { code: string, stateText: string, expectedArrival: string | null, landedAt: string | null, isAlert: boolean } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } }> } }, vehicles: Array<{ make: string, model: string, color: string, licensePlate: string }> };

export type DriverRidesQueryVariables = Exact<{ [key: string]: never; }>;


export type DriverRidesQuery = { driverRides: Array<{ id: string, confirmationNumber: string, nextStatuses: Array<string>, needsVehicle: boolean, pickupAt: string, passengerName: string, passengerPhone: string, passengerCount: number, luggageCount: number, driverNotes: string, reservationState: { type: string, colour: StatusColour }, flight: { code: string, stateText: string, expectedArrival: string | null, landedAt: string | null, isAlert: boolean } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } }> } }, vehicles: Array<{ make: string, model: string, color: string, licensePlate: string }> }> };

export type DriverVehicleChoicesQueryVariables = Exact<{
  reservationId: string | number;
}>;


export type DriverVehicleChoicesQuery = { driverVehicleChoices: Array<{ id: string, make: string, model: string, color: string, licensePlate: string, passengerCapacity: number }> };

export type UpdateRideStatusMutationVariables = Exact<{
  input: UpdateRideStatusInput;
}>;


export type UpdateRideStatusMutation = { updateRideStatus: { id: string, confirmationNumber: string, nextStatuses: Array<string>, needsVehicle: boolean, pickupAt: string, passengerName: string, passengerPhone: string, passengerCount: number, luggageCount: number, driverNotes: string, reservationState: { type: string, colour: StatusColour }, flight: { code: string, stateText: string, expectedArrival: string | null, landedAt: string | null, isAlert: boolean } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } }> } }, vehicles: Array<{ make: string, model: string, color: string, licensePlate: string }> } };

export type DriverOpenRidesQueryVariables = Exact<{ [key: string]: never; }>;


export type DriverOpenRidesQuery = { driverOpenRides: Array<{ id: string, confirmationNumber: string, pickupAt: string, vehicleTypeName: string, passengerCount: number, luggageCount: number, routing: { pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } | null } }> };

export type AcceptRideMutationVariables = Exact<{
  input: AcceptRideInput;
}>;


export type AcceptRideMutation = { acceptRide: { id: string, confirmationNumber: string, nextStatuses: Array<string>, needsVehicle: boolean, pickupAt: string, passengerName: string, passengerPhone: string, passengerCount: number, luggageCount: number, driverNotes: string, reservationState: { type: string, colour: StatusColour }, flight: { code: string, stateText: string, expectedArrival: string | null, landedAt: string | null, isAlert: boolean } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, city: string, stateCode: string, airportCode: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string } | null } } }> } }, vehicles: Array<{ make: string, model: string, color: string, licensePlate: string }> } };

export type ReportDriverPositionMutationVariables = Exact<{
  input: DriverPositionInput;
}>;


export type ReportDriverPositionMutation = { reportDriverPosition: { recordedAt: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInfoInput;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, expiresIn: number } };

export type RefreshDriverTokenMutationVariables = Exact<{
  input: RefreshAuthTokenInput;
}>;


export type RefreshDriverTokenMutation = { refreshAuthToken: { accessToken: string, refreshToken: string, expiresIn: number } };

export type DriverLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type DriverLogoutMutation = { logout: boolean };

export type DrivingDirectionsQueryVariables = Exact<{
  input: DrivingDirectionsInput;
}>;


export type DrivingDirectionsQuery = { drivingDirections: { durationSeconds: number, distanceMeters: number, encodedPolyline: string, isEstimate: boolean, legs: Array<{ durationSeconds: number, distanceMeters: number }> } | null };

export type SaveRiderLanguageMutationVariables = Exact<{
  input: UpdateAccountUserInput;
}>;


export type SaveRiderLanguageMutation = { updateUserAccount: { id: string, language: string | null } };

export type NoticeChoiceFragment = { trip: { email: boolean, sms: boolean, push: boolean }, receipt: { email: boolean, sms: boolean, push: boolean } };

export type NoticePreferencesQueryVariables = Exact<{
  coid?: string | null | undefined;
}>;


export type NoticePreferencesQuery = { noticePreferences: { trip: { email: boolean, sms: boolean, push: boolean }, receipt: { email: boolean, sms: boolean, push: boolean } } };

export type UpdateNoticePreferencesMutationVariables = Exact<{
  input: NoticePreferencesInput;
}>;


export type UpdateNoticePreferencesMutation = { updateNoticePreferences: { trip: { email: boolean, sms: boolean, push: boolean }, receipt: { email: boolean, sms: boolean, push: boolean } } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string | null };

export type SubscribeToPushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SubscribeToPushMutation = { subscribeToPush: boolean };

export type BillingProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingProfileQuery = { getUserProfile: { id: string, address: { line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string } } };

export type UpdateBillingAddressMutationVariables = Exact<{
  input: UpdateAccountUserInput;
}>;


export type UpdateBillingAddressMutation = { updateUserAccount: { id: string, address: { line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string } } };

export type GetAllCountriesQueryVariables = Exact<{
  coid: string;
}>;


export type GetAllCountriesQuery = { getAllCountries: { countries: Array<{ countryCode: string, countryName: string }> } };

export type GetAllStatesQueryVariables = Exact<{
  coid: string;
  countryCode?: string | null | undefined;
}>;


export type GetAllStatesQuery = { getAllStates: { states: Array<{ stateCode: string, stateName: string }> } };

export type GetAllDefaultGatewaysQueryVariables = Exact<{
  coid: string;
}>;


export type GetAllDefaultGatewaysQuery = { getAllDefaultGateways: { paymentGateways: Array<{ id: number, name: string, gateway: string, shortCode: string, parameter1: string, parameter4: string, isDefault: boolean }> } };

export type GetAllSystemSettingQueryVariables = Exact<{
  coid: string;
}>;


export type GetAllSystemSettingQuery = { getAllSystemSetting: { isBillingAddressRequired: boolean } };

export type GetFullSteamAuthCodeMutationVariables = Exact<{
  input: FullSteamAuthCodeInput;
}>;


export type GetFullSteamAuthCodeMutation = { getFullSteamAuthCode: { isSuccessful: boolean, authKey: string, hostedFieldsUrl: string } };

export type GetStripeCustomerIdQueryVariables = Exact<{
  coid: string;
  gatewayId: number;
  isAuthenticated?: boolean | null | undefined;
}>;


export type GetStripeCustomerIdQuery = { getStripeCustomerId: { customerId: string } };

export type GetStripeSetupIntentQueryVariables = Exact<{
  coid: string;
  stripeAccountId?: string | null | undefined;
  customerId: string;
}>;


export type GetStripeSetupIntentQuery = { getStripeSetupIntent: { clientId: string, clientSecret: string } };

export type GetSavedPaymentOptionsQueryVariables = Exact<{
  input: SavedPaymentOptionsInput;
}>;


export type GetSavedPaymentOptionsQuery = { getSavedPaymentOptions: { totalCount: number, nodes: Array<{ id: string, paymentGatewayId: number, cardBrand: CardBrand, lastDigits: string, expiryMonth: number, expiryYear: number, nameOnCard: string }> } };

export type DeleteSavedPaymentMutationVariables = Exact<{
  input: DeleteSavedPaymentInput;
}>;


export type DeleteSavedPaymentMutation = { deleteSavedPayment: boolean };

export type CreateNewSavedPaymentMutationVariables = Exact<{
  input: NewSavedPaymentInput;
}>;


export type CreateNewSavedPaymentMutation = { createNewSavedPayment: { id: string, nameOnCard: string, lastDigits: string, cardBrand: CardBrand } };

export type GetSavedAddressesQueryVariables = Exact<{
  first: number;
}>;


export type GetSavedAddressesQuery = { getSavedAddresses: { totalCount: number, nodes: Array<{ id: string, name: string, type: SavedPlaceType, line1: string, line2: string, city: string, stateCode: string, countryCode: string, postalCode: string, coordinates: { latitude: number, longitude: number } }> } };

export type AddFavoritePlaceMutationVariables = Exact<{
  input: AddFavoritePlaceInput;
}>;


export type AddFavoritePlaceMutation = { addFavoritePlace: { id: string, name: string } };

export type DeleteFavoritePlaceMutationVariables = Exact<{
  input: DeleteFavoritePlaceInput;
}>;


export type DeleteFavoritePlaceMutation = { deleteFavoritePlace: boolean };

export type SubmitTripFeedbackMutationVariables = Exact<{
  input: TripFeedbackInput;
}>;


export type SubmitTripFeedbackMutation = { submitTripFeedback: { reservationId: string, tipPercent: number | null, tipInMinorUnits: number, rating: number } };

export type ProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileDetailsQuery = { getUserProfile: { id: string, firstName: string, lastName: string, email: string, phone: string, address: { line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string } } };

export type ProfileDetailsFragment = { id: string, firstName: string, lastName: string, email: string, phone: string, address: { line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateAccountUserInput;
}>;


export type UpdateProfileMutation = { updateUserAccount: { id: string, firstName: string, lastName: string, email: string, phone: string, address: { line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string } } };

export type RequestProfilePasswordResetMutationVariables = Exact<{
  input: ResetAccountUserPasswordInput;
}>;


export type RequestProfilePasswordResetMutation = { resetPassword: { isSuccessful: boolean } };

export type GetTripHistoryQueryVariables = Exact<{
  input: TripHistoryInput;
}>;


export type GetTripHistoryQuery = { getTripHistory: { pageInfo: { hasNextPage: boolean, endCursor: number }, edges: Array<{ node: { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, pickupAt: string, inProgress: boolean, reservationState: { type: string, label: string, colour: StatusColour, isTrackable: boolean }, rates: { totalPrice: number } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, airportCode: string | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, airportCode: string | null } } | null }, passengers: { totalLuggageCount: number, totalPassengerCount: number, edges: Array<{ isPrimary: boolean, node: { id: string | null, firstName: string, lastName: string } }> } } }> } };

export type GetTripDetailsQueryVariables = Exact<{
  id: string | number;
  hash?: string | null | undefined;
  coid?: string | null | undefined;
}>;


export type GetTripDetailsQuery = { getTripDetails: { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, pickupAt: string, inProgress: boolean, isModifiable: boolean, isCancellable: boolean, cancellationFeeInMinorUnits: number | null, isSharedView: boolean, shareHash: string, cancelPhone: string, isHandicapAccessRequired: boolean, reservationState: { type: string, label: string, colour: StatusColour, isTrackable: boolean, isTerminal: boolean }, flight: { code: string, state: FlightState, stateText: string, scheduledArrival: string | null, expectedArrival: string | null, landedAt: string | null, bookedPickupAt: string, isAlert: boolean } | null, vehicleTypePicked: { id: number, name: string, luggageCapacity: number, passengerCapacity: number }, rates: { totalPrice: number, totalPriceInMinorUnits: number, edges: Array<{ name: string, totalValue: number }>, includedGratuity: { percent: number, amountInMinorUnits: number } | null } | null, feedback: { tipPercent: number | null, tipInMinorUnits: number, rating: number } | null, preferredPaymentMethod: { paymentType: TripPaymentType, customName: string } | null, preferredPayment: { cardBrand: CardBrand, lastDigits: string } | null, charges: { heldInMinorUnits: number, capturedInMinorUnits: number, refundedInMinorUnits: number, chargedInMinorUnits: number, releasedInMinorUnits: number, cancellationFeeInMinorUnits: number, tipInMinorUnits: number, refunds: Array<{ amountInMinorUnits: number, refundedAt: string }> } | null, routing: { totalDuration: number, pickup: { location: { kind: TripLocationKind, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, airportName: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string, airlineName: string, terminal: string, gate: string, tailNumber: string, meetOption: MeetOption } | null, seaport: { portOfCall: string, shipName: string, cruiseLine: string } | null } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, airportName: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string, airlineName: string, terminal: string, gate: string, tailNumber: string, meetOption: MeetOption } | null, seaport: { portOfCall: string, shipName: string, cruiseLine: string } | null } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, airportName: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string, airlineName: string, terminal: string, gate: string, tailNumber: string, meetOption: MeetOption } | null, seaport: { portOfCall: string, shipName: string, cruiseLine: string } | null } } }> } }, drivers: { notes: string, edges: Array<{ isPrimary: boolean, node: { id: string, firstName: string, lastName: string, profilePic: string | null } }> }, vehicles: { edges: Array<{ isPrimary: boolean, node: { make: string, model: string, color: string, licensePlate: string } }> }, childSeats: { infantChildSeatCount: number, boosterChildSeatCount: number, toddlerChildSeatCount: number }, passengers: { totalLuggageCount: number, totalPassengerCount: number, edges: Array<{ isPrimary: boolean, node: { id: string | null, firstName: string, lastName: string, emails: Array<string>, cellPhoneNumber: string | null } }> }, serviceType: { name: string, code: string }, promotion: { code: string } | null } };

export type TripPlaceFragment = { kind: TripLocationKind, name: string, line1: string, line2: string, city: string, stateCode: string, postalCode: string, countryCode: string, airportCode: string | null, airportName: string | null, coordinates: { latitude: number, longitude: number }, flightInfo: { flightNumber: string, airlineCode: string, airlineName: string, terminal: string, gate: string, tailNumber: string, meetOption: MeetOption } | null, seaport: { portOfCall: string, shipName: string, cruiseLine: string } | null };

export type CancelBookingMutationVariables = Exact<{
  input: CancelBookingInput;
}>;


export type CancelBookingMutation = { cancelBooking: boolean };

export type GetGuestCancellationQueryVariables = Exact<{
  input: GuestCancelInput;
}>;


export type GetGuestCancellationQuery = { getGuestCancellation: { isCancellable: boolean, cancellationFeeInMinorUnits: number | null, cancelPhone: string } };

export type CancelGuestBookingMutationVariables = Exact<{
  input: GuestCancelInput;
}>;


export type CancelGuestBookingMutation = { cancelGuestBooking: boolean };

export type GetCurrentTripsQueryVariables = Exact<{
  coid?: string | null | undefined;
}>;


export type GetCurrentTripsQuery = { getCurrentTrips: Array<{ id: string, confirmationNumber: string, phase: CurrentTripPhase, minutesLeft: number, awaitsFeedback: boolean, reservationState: { type: string, label: string, colour: StatusColour }, vehicle: { make: string, model: string, color: string, licensePlate: string } | null }> };

export type GetTripLocationsQueryVariables = Exact<{
  id: string | number;
  hash?: string | null | undefined;
  coid?: string | null | undefined;
}>;


export type GetTripLocationsQuery = { getTripLocations: { id: string, confirmationNumber: string, isTripTrackable: boolean, shareHash: string, routeDurationSeconds: number, awaitsFeedback: boolean, reservationState: { type: string, label: string, colour: StatusColour, isTerminal: boolean }, routing: { pickup: { location: { kind: TripLocationKind, name: string, line1: string, city: string, airportCode: string | null, coordinates: { latitude: number, longitude: number } } }, dropOff: { location: { kind: TripLocationKind, name: string, line1: string, city: string, airportCode: string | null, coordinates: { latitude: number, longitude: number } } } | null, stops: { edges: Array<{ node: { location: { kind: TripLocationKind, name: string, line1: string, city: string, airportCode: string | null, coordinates: { latitude: number, longitude: number } } } }> } }, drivers: Array<{ firstName: string, lastName: string, profilePic: string | null, cellPhoneNumber: string | null }>, vehicles: Array<{ make: string, model: string, color: string, licensePlate: string }> } };

export type GetDriverLocationQueryVariables = Exact<{
  reservationId: string | number;
  hash?: string | null | undefined;
  coid?: string | null | undefined;
}>;


export type GetDriverLocationQuery = { getDriverLocation: { heading: number | null, recordedAt: string, etaSeconds: number | null, coordinates: { latitude: number, longitude: number } } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BookedReservationFragmentDoc = new TypedDocumentString(`
    fragment BookedReservation on CreatedReservation {
  id
  confirmationNumber
  currencyCode
  currencySymbol
  totalPrice
  payment {
    cardBrand
    lastDigits
  }
  accountCreated
  shareHash
}
    `, {"fragmentName":"BookedReservation"}) as unknown as TypedDocumentString<BookedReservationFragment, unknown>;
export const DriverPlaceFragmentDoc = new TypedDocumentString(`
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}
    `, {"fragmentName":"DriverPlace"}) as unknown as TypedDocumentString<DriverPlaceFragment, unknown>;
export const DriverRideFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverRideFields on DriverRide {
  id
  confirmationNumber
  reservationState {
    type
    colour
  }
  nextStatuses
  needsVehicle
  pickupAt
  flight {
    code
    stateText
    expectedArrival
    landedAt
    isAlert
  }
  routing {
    totalDuration
    pickup {
      location {
        ...DriverPlace
      }
    }
    dropOff {
      location {
        ...DriverPlace
      }
    }
    stops {
      edges {
        node {
          location {
            ...DriverPlace
          }
        }
      }
    }
  }
  passengerName
  passengerPhone
  passengerCount
  luggageCount
  driverNotes
  vehicles {
    make
    model
    color
    licensePlate
  }
}
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}`, {"fragmentName":"DriverRideFields"}) as unknown as TypedDocumentString<DriverRideFieldsFragment, unknown>;
export const NoticeChoiceFragmentDoc = new TypedDocumentString(`
    fragment NoticeChoice on NoticePreferences {
  trip {
    email
    sms
    push
  }
  receipt {
    email
    sms
    push
  }
}
    `, {"fragmentName":"NoticeChoice"}) as unknown as TypedDocumentString<NoticeChoiceFragment, unknown>;
export const ProfileDetailsFragmentDoc = new TypedDocumentString(`
    fragment ProfileDetails on UserProfile {
  id
  firstName
  lastName
  email
  phone
  address {
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
  }
}
    `, {"fragmentName":"ProfileDetails"}) as unknown as TypedDocumentString<ProfileDetailsFragment, unknown>;
export const TripPlaceFragmentDoc = new TypedDocumentString(`
    fragment TripPlace on TripLocation {
  kind
  name
  line1
  line2
  city
  stateCode
  postalCode
  countryCode
  coordinates {
    latitude
    longitude
  }
  airportCode
  airportName
  flightInfo {
    flightNumber
    airlineCode
    airlineName
    terminal
    gate
    tailNumber
    meetOption
  }
  seaport {
    portOfCall
    shipName
    cruiseLine
  }
}
    `, {"fragmentName":"TripPlace"}) as unknown as TypedDocumentString<TripPlaceFragment, unknown>;
export const SignInDocument = new TypedDocumentString(`
    mutation signIn($input: LoginInfoInput!) {
  signIn(input: $input) {
    accessToken
    refreshToken
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation createAccount($input: createNewAccountUserInput!) {
  createNewAccountUser(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($input: ResetAccountUserPasswordInput!) {
  resetPassword(input: $input) {
    isSuccessful
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CompletePasswordResetDocument = new TypedDocumentString(`
    mutation completePasswordReset($input: CompletePasswordResetInput!) {
  completePasswordReset(input: $input) {
    isSuccessful
    message
  }
}
    `) as unknown as TypedDocumentString<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const GetUserProfileDocument = new TypedDocumentString(`
    query getUserProfile($coid: String) {
  getUserProfile(coid: $coid) {
    id
    firstName
    lastName
    email
    phone
    language
  }
}
    `) as unknown as TypedDocumentString<GetUserProfileQuery, GetUserProfileQueryVariables>;
export const RefreshAuthTokenDocument = new TypedDocumentString(`
    mutation refreshAuthToken($input: RefreshAuthTokenInput!) {
  refreshAuthToken(input: $input) {
    accessToken
    refreshToken
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<RefreshAuthTokenMutation, RefreshAuthTokenMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout($input: LogoutInput!) {
  logout(input: $input)
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const BookingPassengerDocument = new TypedDocumentString(`
    query bookingPassenger {
  getUserProfile {
    id
  }
}
    `) as unknown as TypedDocumentString<BookingPassengerQuery, BookingPassengerQueryVariables>;
export const AutocompletePlacesDocument = new TypedDocumentString(`
    query autocompletePlaces($input: AutocompletePlacesInput!) {
  autocompletePlaces(input: $input) {
    placeId
    type
    description
    mainText
    secondaryText
  }
}
    `) as unknown as TypedDocumentString<AutocompletePlacesQuery, AutocompletePlacesQueryVariables>;
export const PlaceDetailsDocument = new TypedDocumentString(`
    query placeDetails($input: PlaceDetailsInput!) {
  placeDetails(input: $input) {
    placeId
    type
    name
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
    airportCode
    coordinates {
      latitude
      longitude
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceDetailsQuery, PlaceDetailsQueryVariables>;
export const ReverseGeocodeDocument = new TypedDocumentString(`
    query reverseGeocode($input: ReverseGeocodeInput!) {
  reverseGeocode(input: $input) {
    placeId
    type
    name
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
    airportCode
    coordinates {
      latitude
      longitude
    }
  }
}
    `) as unknown as TypedDocumentString<ReverseGeocodeQuery, ReverseGeocodeQueryVariables>;
export const GetRatesDocument = new TypedDocumentString(`
    mutation getRates($input: LookupRatesInput!) {
  lookupRates(input: $input) {
    currencyCode
    currencySymbol
    promoCode
    vehicles {
      id
      typeId
      name
      amount
      amountInMinorUnits
      passengerCapacity
      luggageCapacity
      childSeatCapacity
      images {
        url
        alt
      }
      rates {
        name
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetRatesMutation, GetRatesMutationVariables>;
export const CheckDuplicateEmailDocument = new TypedDocumentString(`
    query checkDuplicateEmail($coid: String!, $email: String!) {
  checkDuplicateEmail(coid: $coid, email: $email) {
    duplicateCheck
  }
}
    `) as unknown as TypedDocumentString<CheckDuplicateEmailQuery, CheckDuplicateEmailQueryVariables>;
export const CreateReservationDocument = new TypedDocumentString(`
    mutation createReservation($input: CreateReservationInput!) {
  createReservation(input: $input) {
    ...BookedReservation
  }
}
    fragment BookedReservation on CreatedReservation {
  id
  confirmationNumber
  currencyCode
  currencySymbol
  totalPrice
  payment {
    cardBrand
    lastDigits
  }
  accountCreated
  shareHash
}`) as unknown as TypedDocumentString<CreateReservationMutation, CreateReservationMutationVariables>;
export const UpdateReservationDocument = new TypedDocumentString(`
    mutation updateReservation($input: UpdateReservationInput!) {
  updateReservation(input: $input) {
    ...BookedReservation
  }
}
    fragment BookedReservation on CreatedReservation {
  id
  confirmationNumber
  currencyCode
  currencySymbol
  totalPrice
  payment {
    cardBrand
    lastDigits
  }
  accountCreated
  shareHash
}`) as unknown as TypedDocumentString<UpdateReservationMutation, UpdateReservationMutationVariables>;
export const GetCompanyDataDocument = new TypedDocumentString(`
    query getCompanyData($coid: String!) {
  getCompanyData(coid: $coid) {
    coid
    name
    supportPhone
    supportEmail
    termsAndConditionsHtml
    privacyPolicy {
      html
    }
    defaultRentalAgreement {
      html
    }
    systemSettings {
      defaultServiceTypes {
        name
        code
        rentalAgreement {
          html
        }
      }
    }
    websiteURL
    generalEmailAddress
    phone1 {
      number
    }
    currencyCode
    currencySymbol
    isCreateAccountAllowed
  }
}
    `) as unknown as TypedDocumentString<GetCompanyDataQuery, GetCompanyDataQueryVariables>;
export const DriverRidesDocument = new TypedDocumentString(`
    query driverRides {
  driverRides {
    ...DriverRideFields
  }
}
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}
fragment DriverRideFields on DriverRide {
  id
  confirmationNumber
  reservationState {
    type
    colour
  }
  nextStatuses
  needsVehicle
  pickupAt
  flight {
    code
    stateText
    expectedArrival
    landedAt
    isAlert
  }
  routing {
    totalDuration
    pickup {
      location {
        ...DriverPlace
      }
    }
    dropOff {
      location {
        ...DriverPlace
      }
    }
    stops {
      edges {
        node {
          location {
            ...DriverPlace
          }
        }
      }
    }
  }
  passengerName
  passengerPhone
  passengerCount
  luggageCount
  driverNotes
  vehicles {
    make
    model
    color
    licensePlate
  }
}`) as unknown as TypedDocumentString<DriverRidesQuery, DriverRidesQueryVariables>;
export const DriverVehicleChoicesDocument = new TypedDocumentString(`
    query driverVehicleChoices($reservationId: ID!) {
  driverVehicleChoices(reservationId: $reservationId) {
    id
    make
    model
    color
    licensePlate
    passengerCapacity
  }
}
    `) as unknown as TypedDocumentString<DriverVehicleChoicesQuery, DriverVehicleChoicesQueryVariables>;
export const UpdateRideStatusDocument = new TypedDocumentString(`
    mutation updateRideStatus($input: UpdateRideStatusInput!) {
  updateRideStatus(input: $input) {
    ...DriverRideFields
  }
}
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}
fragment DriverRideFields on DriverRide {
  id
  confirmationNumber
  reservationState {
    type
    colour
  }
  nextStatuses
  needsVehicle
  pickupAt
  flight {
    code
    stateText
    expectedArrival
    landedAt
    isAlert
  }
  routing {
    totalDuration
    pickup {
      location {
        ...DriverPlace
      }
    }
    dropOff {
      location {
        ...DriverPlace
      }
    }
    stops {
      edges {
        node {
          location {
            ...DriverPlace
          }
        }
      }
    }
  }
  passengerName
  passengerPhone
  passengerCount
  luggageCount
  driverNotes
  vehicles {
    make
    model
    color
    licensePlate
  }
}`) as unknown as TypedDocumentString<UpdateRideStatusMutation, UpdateRideStatusMutationVariables>;
export const DriverOpenRidesDocument = new TypedDocumentString(`
    query driverOpenRides {
  driverOpenRides {
    id
    confirmationNumber
    pickupAt
    vehicleTypeName
    passengerCount
    luggageCount
    routing {
      pickup {
        location {
          ...DriverPlace
        }
      }
      dropOff {
        location {
          ...DriverPlace
        }
      }
    }
  }
}
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}`) as unknown as TypedDocumentString<DriverOpenRidesQuery, DriverOpenRidesQueryVariables>;
export const AcceptRideDocument = new TypedDocumentString(`
    mutation acceptRide($input: AcceptRideInput!) {
  acceptRide(input: $input) {
    ...DriverRideFields
  }
}
    fragment DriverPlace on TripLocation {
  kind
  name
  line1
  city
  stateCode
  airportCode
  coordinates {
    latitude
    longitude
  }
  flightInfo {
    flightNumber
    airlineCode
  }
}
fragment DriverRideFields on DriverRide {
  id
  confirmationNumber
  reservationState {
    type
    colour
  }
  nextStatuses
  needsVehicle
  pickupAt
  flight {
    code
    stateText
    expectedArrival
    landedAt
    isAlert
  }
  routing {
    totalDuration
    pickup {
      location {
        ...DriverPlace
      }
    }
    dropOff {
      location {
        ...DriverPlace
      }
    }
    stops {
      edges {
        node {
          location {
            ...DriverPlace
          }
        }
      }
    }
  }
  passengerName
  passengerPhone
  passengerCount
  luggageCount
  driverNotes
  vehicles {
    make
    model
    color
    licensePlate
  }
}`) as unknown as TypedDocumentString<AcceptRideMutation, AcceptRideMutationVariables>;
export const ReportDriverPositionDocument = new TypedDocumentString(`
    mutation reportDriverPosition($input: DriverPositionInput!) {
  reportDriverPosition(input: $input) {
    recordedAt
  }
}
    `) as unknown as TypedDocumentString<ReportDriverPositionMutation, ReportDriverPositionMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($input: LoginInfoInput!) {
  login(input: $input) {
    accessToken
    refreshToken
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RefreshDriverTokenDocument = new TypedDocumentString(`
    mutation refreshDriverToken($input: RefreshAuthTokenInput!) {
  refreshAuthToken(input: $input) {
    accessToken
    refreshToken
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<RefreshDriverTokenMutation, RefreshDriverTokenMutationVariables>;
export const DriverLogoutDocument = new TypedDocumentString(`
    mutation driverLogout($input: LogoutInput!) {
  logout(input: $input)
}
    `) as unknown as TypedDocumentString<DriverLogoutMutation, DriverLogoutMutationVariables>;
export const DrivingDirectionsDocument = new TypedDocumentString(`
    query drivingDirections($input: DrivingDirectionsInput!) {
  drivingDirections(input: $input) {
    legs {
      durationSeconds
      distanceMeters
    }
    durationSeconds
    distanceMeters
    encodedPolyline
    isEstimate
  }
}
    `) as unknown as TypedDocumentString<DrivingDirectionsQuery, DrivingDirectionsQueryVariables>;
export const SaveRiderLanguageDocument = new TypedDocumentString(`
    mutation saveRiderLanguage($input: UpdateAccountUserInput!) {
  updateUserAccount(input: $input) {
    id
    language
  }
}
    `) as unknown as TypedDocumentString<SaveRiderLanguageMutation, SaveRiderLanguageMutationVariables>;
export const NoticePreferencesDocument = new TypedDocumentString(`
    query noticePreferences($coid: String) {
  noticePreferences(coid: $coid) {
    ...NoticeChoice
  }
}
    fragment NoticeChoice on NoticePreferences {
  trip {
    email
    sms
    push
  }
  receipt {
    email
    sms
    push
  }
}`) as unknown as TypedDocumentString<NoticePreferencesQuery, NoticePreferencesQueryVariables>;
export const UpdateNoticePreferencesDocument = new TypedDocumentString(`
    mutation updateNoticePreferences($input: NoticePreferencesInput!) {
  updateNoticePreferences(input: $input) {
    ...NoticeChoice
  }
}
    fragment NoticeChoice on NoticePreferences {
  trip {
    email
    sms
    push
  }
  receipt {
    email
    sms
    push
  }
}`) as unknown as TypedDocumentString<UpdateNoticePreferencesMutation, UpdateNoticePreferencesMutationVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query pushPublicKey {
  pushPublicKey
}
    `) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const SubscribeToPushDocument = new TypedDocumentString(`
    mutation subscribeToPush($input: PushSubscriptionInput!) {
  subscribeToPush(input: $input)
}
    `) as unknown as TypedDocumentString<SubscribeToPushMutation, SubscribeToPushMutationVariables>;
export const BillingProfileDocument = new TypedDocumentString(`
    query billingProfile {
  getUserProfile {
    id
    address {
      line1
      line2
      city
      stateCode
      postalCode
      countryCode
    }
  }
}
    `) as unknown as TypedDocumentString<BillingProfileQuery, BillingProfileQueryVariables>;
export const UpdateBillingAddressDocument = new TypedDocumentString(`
    mutation updateBillingAddress($input: UpdateAccountUserInput!) {
  updateUserAccount(input: $input) {
    id
    address {
      line1
      line2
      city
      stateCode
      postalCode
      countryCode
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateBillingAddressMutation, UpdateBillingAddressMutationVariables>;
export const GetAllCountriesDocument = new TypedDocumentString(`
    query getAllCountries($coid: String!) {
  getAllCountries(company_alias: $coid) {
    countries {
      countryCode
      countryName
    }
  }
}
    `) as unknown as TypedDocumentString<GetAllCountriesQuery, GetAllCountriesQueryVariables>;
export const GetAllStatesDocument = new TypedDocumentString(`
    query getAllStates($coid: String!, $countryCode: String) {
  getAllStates(company_alias: $coid, countryCode: $countryCode) {
    states {
      stateCode
      stateName
    }
  }
}
    `) as unknown as TypedDocumentString<GetAllStatesQuery, GetAllStatesQueryVariables>;
export const GetAllDefaultGatewaysDocument = new TypedDocumentString(`
    query getAllDefaultGateways($coid: String!) {
  getAllDefaultGateways(company_alias: $coid) {
    paymentGateways {
      id
      name
      gateway
      shortCode
      parameter1
      parameter4
      isDefault
    }
  }
}
    `) as unknown as TypedDocumentString<GetAllDefaultGatewaysQuery, GetAllDefaultGatewaysQueryVariables>;
export const GetAllSystemSettingDocument = new TypedDocumentString(`
    query getAllSystemSetting($coid: String!) {
  getAllSystemSetting(coid: $coid) {
    isBillingAddressRequired
  }
}
    `) as unknown as TypedDocumentString<GetAllSystemSettingQuery, GetAllSystemSettingQueryVariables>;
export const GetFullSteamAuthCodeDocument = new TypedDocumentString(`
    mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {
  getFullSteamAuthCode(input: $input) {
    isSuccessful
    authKey
    hostedFieldsUrl
  }
}
    `) as unknown as TypedDocumentString<GetFullSteamAuthCodeMutation, GetFullSteamAuthCodeMutationVariables>;
export const GetStripeCustomerIdDocument = new TypedDocumentString(`
    query getStripeCustomerId($coid: String!, $gatewayId: Int!, $isAuthenticated: Boolean) {
  getStripeCustomerId(
    company_alias: $coid
    paymentgatewayId: $gatewayId
    isAuthenticated: $isAuthenticated
  ) {
    customerId
  }
}
    `) as unknown as TypedDocumentString<GetStripeCustomerIdQuery, GetStripeCustomerIdQueryVariables>;
export const GetStripeSetupIntentDocument = new TypedDocumentString(`
    query getStripeSetupIntent($coid: String!, $stripeAccountId: String, $customerId: String!) {
  getStripeSetupIntent(
    company_alias: $coid
    stripeAccountId: $stripeAccountId
    customerAccountId: $customerId
  ) {
    clientId
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<GetStripeSetupIntentQuery, GetStripeSetupIntentQueryVariables>;
export const GetSavedPaymentOptionsDocument = new TypedDocumentString(`
    query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {
  getSavedPaymentOptions(input: $input) {
    totalCount
    nodes {
      id
      paymentGatewayId
      cardBrand
      lastDigits
      expiryMonth
      expiryYear
      nameOnCard
    }
  }
}
    `) as unknown as TypedDocumentString<GetSavedPaymentOptionsQuery, GetSavedPaymentOptionsQueryVariables>;
export const DeleteSavedPaymentDocument = new TypedDocumentString(`
    mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {
  deleteSavedPayment(input: $input)
}
    `) as unknown as TypedDocumentString<DeleteSavedPaymentMutation, DeleteSavedPaymentMutationVariables>;
export const CreateNewSavedPaymentDocument = new TypedDocumentString(`
    mutation createNewSavedPayment($input: NewSavedPaymentInput!) {
  createNewSavedPayment(input: $input) {
    id
    nameOnCard
    lastDigits
    cardBrand
  }
}
    `) as unknown as TypedDocumentString<CreateNewSavedPaymentMutation, CreateNewSavedPaymentMutationVariables>;
export const GetSavedAddressesDocument = new TypedDocumentString(`
    query getSavedAddresses($first: Int!) {
  getSavedAddresses(first: $first) {
    totalCount
    nodes {
      id
      name
      type
      line1
      line2
      city
      stateCode
      countryCode
      postalCode
      coordinates {
        latitude
        longitude
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetSavedAddressesQuery, GetSavedAddressesQueryVariables>;
export const AddFavoritePlaceDocument = new TypedDocumentString(`
    mutation addFavoritePlace($input: AddFavoritePlaceInput!) {
  addFavoritePlace(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AddFavoritePlaceMutation, AddFavoritePlaceMutationVariables>;
export const DeleteFavoritePlaceDocument = new TypedDocumentString(`
    mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {
  deleteFavoritePlace(input: $input)
}
    `) as unknown as TypedDocumentString<DeleteFavoritePlaceMutation, DeleteFavoritePlaceMutationVariables>;
export const SubmitTripFeedbackDocument = new TypedDocumentString(`
    mutation submitTripFeedback($input: TripFeedbackInput!) {
  submitTripFeedback(input: $input) {
    reservationId
    tipPercent
    tipInMinorUnits
    rating
  }
}
    `) as unknown as TypedDocumentString<SubmitTripFeedbackMutation, SubmitTripFeedbackMutationVariables>;
export const ProfileDetailsDocument = new TypedDocumentString(`
    query profileDetails {
  getUserProfile {
    ...ProfileDetails
  }
}
    fragment ProfileDetails on UserProfile {
  id
  firstName
  lastName
  email
  phone
  address {
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
  }
}`) as unknown as TypedDocumentString<ProfileDetailsQuery, ProfileDetailsQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation updateProfile($input: UpdateAccountUserInput!) {
  updateUserAccount(input: $input) {
    ...ProfileDetails
  }
}
    fragment ProfileDetails on UserProfile {
  id
  firstName
  lastName
  email
  phone
  address {
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
  }
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RequestProfilePasswordResetDocument = new TypedDocumentString(`
    mutation requestProfilePasswordReset($input: ResetAccountUserPasswordInput!) {
  resetPassword(input: $input) {
    isSuccessful
  }
}
    `) as unknown as TypedDocumentString<RequestProfilePasswordResetMutation, RequestProfilePasswordResetMutationVariables>;
export const GetTripHistoryDocument = new TypedDocumentString(`
    query getTripHistory($input: TripHistoryInput!) {
  getTripHistory(input: $input) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        confirmationNumber
        currencyCode
        currencySymbol
        pickupAt
        inProgress
        reservationState {
          type
          label
          colour
          isTrackable
        }
        rates {
          totalPrice
        }
        routing {
          totalDuration
          pickup {
            location {
              kind
              name
              line1
              city
              airportCode
            }
          }
          dropOff {
            location {
              kind
              name
              line1
              city
              airportCode
            }
          }
        }
        passengers {
          totalLuggageCount
          totalPassengerCount
          edges {
            isPrimary
            node {
              id
              firstName
              lastName
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetTripHistoryQuery, GetTripHistoryQueryVariables>;
export const GetTripDetailsDocument = new TypedDocumentString(`
    query getTripDetails($id: ID!, $hash: String, $coid: String) {
  getTripDetails(id: $id, hash: $hash, coid: $coid) {
    id
    confirmationNumber
    currencyCode
    currencySymbol
    pickupAt
    inProgress
    reservationState {
      type
      label
      colour
      isTrackable
      isTerminal
    }
    isModifiable
    isCancellable
    cancellationFeeInMinorUnits
    isSharedView
    shareHash
    cancelPhone
    flight {
      code
      state
      stateText
      scheduledArrival
      expectedArrival
      landedAt
      bookedPickupAt
      isAlert
    }
    vehicleTypePicked {
      id
      name
      luggageCapacity
      passengerCapacity
    }
    rates {
      totalPrice
      totalPriceInMinorUnits
      edges {
        name
        totalValue
      }
      includedGratuity {
        percent
        amountInMinorUnits
      }
    }
    feedback {
      tipPercent
      tipInMinorUnits
      rating
    }
    preferredPaymentMethod {
      paymentType
      customName
    }
    preferredPayment {
      cardBrand
      lastDigits
    }
    charges {
      heldInMinorUnits
      capturedInMinorUnits
      refundedInMinorUnits
      chargedInMinorUnits
      releasedInMinorUnits
      cancellationFeeInMinorUnits
      tipInMinorUnits
      refunds {
        amountInMinorUnits
        refundedAt
      }
    }
    routing {
      totalDuration
      pickup {
        location {
          ...TripPlace
        }
      }
      dropOff {
        location {
          ...TripPlace
        }
      }
      stops {
        edges {
          node {
            location {
              ...TripPlace
            }
          }
        }
      }
    }
    drivers {
      notes
      edges {
        isPrimary
        node {
          id
          firstName
          lastName
          profilePic
        }
      }
    }
    vehicles {
      edges {
        isPrimary
        node {
          make
          model
          color
          licensePlate
        }
      }
    }
    childSeats {
      infantChildSeatCount
      boosterChildSeatCount
      toddlerChildSeatCount
    }
    passengers {
      totalLuggageCount
      totalPassengerCount
      edges {
        isPrimary
        node {
          id
          firstName
          lastName
          emails
          cellPhoneNumber
        }
      }
    }
    serviceType {
      name
      code
    }
    promotion {
      code
    }
    isHandicapAccessRequired
  }
}
    fragment TripPlace on TripLocation {
  kind
  name
  line1
  line2
  city
  stateCode
  postalCode
  countryCode
  coordinates {
    latitude
    longitude
  }
  airportCode
  airportName
  flightInfo {
    flightNumber
    airlineCode
    airlineName
    terminal
    gate
    tailNumber
    meetOption
  }
  seaport {
    portOfCall
    shipName
    cruiseLine
  }
}`) as unknown as TypedDocumentString<GetTripDetailsQuery, GetTripDetailsQueryVariables>;
export const CancelBookingDocument = new TypedDocumentString(`
    mutation cancelBooking($input: CancelBookingInput!) {
  cancelBooking(input: $input)
}
    `) as unknown as TypedDocumentString<CancelBookingMutation, CancelBookingMutationVariables>;
export const GetGuestCancellationDocument = new TypedDocumentString(`
    query getGuestCancellation($input: GuestCancelInput!) {
  getGuestCancellation(input: $input) {
    isCancellable
    cancellationFeeInMinorUnits
    cancelPhone
  }
}
    `) as unknown as TypedDocumentString<GetGuestCancellationQuery, GetGuestCancellationQueryVariables>;
export const CancelGuestBookingDocument = new TypedDocumentString(`
    mutation cancelGuestBooking($input: GuestCancelInput!) {
  cancelGuestBooking(input: $input)
}
    `) as unknown as TypedDocumentString<CancelGuestBookingMutation, CancelGuestBookingMutationVariables>;
export const GetCurrentTripsDocument = new TypedDocumentString(`
    query getCurrentTrips($coid: String) {
  getCurrentTrips(coid: $coid) {
    id
    confirmationNumber
    reservationState {
      type
      label
      colour
    }
    phase
    vehicle {
      make
      model
      color
      licensePlate
    }
    minutesLeft
    awaitsFeedback
  }
}
    `) as unknown as TypedDocumentString<GetCurrentTripsQuery, GetCurrentTripsQueryVariables>;
export const GetTripLocationsDocument = new TypedDocumentString(`
    query getTripLocations($id: ID!, $hash: String, $coid: String) {
  getTripLocations(id: $id, hash: $hash, coid: $coid) {
    id
    confirmationNumber
    isTripTrackable
    shareHash
    reservationState {
      type
      label
      colour
      isTerminal
    }
    routeDurationSeconds
    awaitsFeedback
    routing {
      pickup {
        location {
          kind
          name
          line1
          city
          airportCode
          coordinates {
            latitude
            longitude
          }
        }
      }
      dropOff {
        location {
          kind
          name
          line1
          city
          airportCode
          coordinates {
            latitude
            longitude
          }
        }
      }
      stops {
        edges {
          node {
            location {
              kind
              name
              line1
              city
              airportCode
              coordinates {
                latitude
                longitude
              }
            }
          }
        }
      }
    }
    drivers {
      firstName
      lastName
      profilePic
      cellPhoneNumber
    }
    vehicles {
      make
      model
      color
      licensePlate
    }
  }
}
    `) as unknown as TypedDocumentString<GetTripLocationsQuery, GetTripLocationsQueryVariables>;
export const GetDriverLocationDocument = new TypedDocumentString(`
    query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {
  getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {
    coordinates {
      latitude
      longitude
    }
    heading
    recordedAt
    etaSeconds
  }
}
    `) as unknown as TypedDocumentString<GetDriverLocationQuery, GetDriverLocationQueryVariables>;