/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  meetOption?: MeetOption | null | undefined;
  terminal?: string | null | undefined;
};

export type GuestDetailsInput = {
  emailAddress: string;
  firstName: string;
  lastName: string;
  /** As the rider typed it; checked for the country of phoneNumberCountryCode. */
  phoneNumber: string;
  /** ISO 3166 alpha-2 country of the phone number, e.g. us. */
  phoneNumberCountryCode: string;
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

export type PlaceDetailsInput = {
  coid: string;
  placeId: string;
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
  type: RouteStopType;
};

export type RouteStopType =
  | 'ADDRESS'
  | 'AIRPORT'
  | 'FBO'
  | 'POI';

/** Rider accounts are of one kind in this app. */
export type UserType =
  | 'ACCOUNT_USER';

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


export type GetUserProfileQuery = { getUserProfile: { id: string, firstName: string, lastName: string, email: string, phone: string } };

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


export type CreateReservationMutation = { createReservation: { id: string, confirmationNumber: string, currencyCode: string, currencySymbol: string, totalPrice: number, accountCreated: boolean, payment: { cardBrand: CardBrand, lastDigits: string } } };

export type CheckoutSavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSavedCardsQuery = { getSavedPaymentOptions: { nodes: Array<{ id: string, cardBrand: CardBrand, lastDigits: string }> } };

export type GetCompanyDataQueryVariables = Exact<{
  coid: string;
}>;


export type GetCompanyDataQuery = { getCompanyData: { coid: string, name: string, supportPhone: string, supportEmail: string, termsAndConditions: string, websiteURL: string, generalEmailAddress: string, currencyCode: string, currencySymbol: string, isCreateAccountAllowed: boolean, privacyPolicy: { content: string }, defaultRentalAgreement: { content: string }, phone1: { number: string } } };

export type DrivingDirectionsQueryVariables = Exact<{
  input: DrivingDirectionsInput;
}>;


export type DrivingDirectionsQuery = { drivingDirections: { durationSeconds: number, distanceMeters: number, encodedPolyline: string, legs: Array<{ durationSeconds: number, distanceMeters: number }> } | null };

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
  }
}
    `) as unknown as TypedDocumentString<CreateReservationMutation, CreateReservationMutationVariables>;
export const CheckoutSavedCardsDocument = new TypedDocumentString(`
    query checkoutSavedCards {
  getSavedPaymentOptions(input: {first: 20, after: 0}) {
    nodes {
      id
      cardBrand
      lastDigits
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutSavedCardsQuery, CheckoutSavedCardsQueryVariables>;
export const GetCompanyDataDocument = new TypedDocumentString(`
    query getCompanyData($coid: String!) {
  getCompanyData(coid: $coid) {
    coid
    name
    supportPhone
    supportEmail
    termsAndConditions
    privacyPolicy {
      content
    }
    defaultRentalAgreement {
      content
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
  }
}
    `) as unknown as TypedDocumentString<DrivingDirectionsQuery, DrivingDirectionsQueryVariables>;