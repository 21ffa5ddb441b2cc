/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation signIn($input: LoginInfoInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation createAccount($input: createNewAccountUserInput!) {\n    createNewAccountUser(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation resetPassword($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": typeof types.CompletePasswordResetDocument,
    "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.GetUserProfileDocument,
    "\n  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshAuthTokenDocument,
    "\n  mutation logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.LogoutDocument,
    "\n  query bookingPassenger {\n    getUserProfile {\n      id\n    }\n  }\n": typeof types.BookingPassengerDocument,
    "\n  query autocompletePlaces($input: AutocompletePlacesInput!) {\n    autocompletePlaces(input: $input) {\n      placeId\n      type\n      description\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.AutocompletePlacesDocument,
    "\n  query placeDetails($input: PlaceDetailsInput!) {\n    placeDetails(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PlaceDetailsDocument,
    "\n  mutation getRates($input: LookupRatesInput!) {\n    lookupRates(input: $input) {\n      currencyCode\n      currencySymbol\n      promoCode\n      vehicles {\n        id\n        typeId\n        name\n        amount\n        amountInMinorUnits\n        passengerCapacity\n        luggageCapacity\n        childSeatCapacity\n        images {\n          url\n          alt\n        }\n        rates {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.GetRatesDocument,
    "\n  query checkDuplicateEmail($coid: String!, $email: String!) {\n    checkDuplicateEmail(coid: $coid, email: $email) {\n      duplicateCheck\n    }\n  }\n": typeof types.CheckDuplicateEmailDocument,
    "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      totalPrice\n      payment {\n        cardBrand\n        lastDigits\n      }\n      accountCreated\n    }\n  }\n": typeof types.CreateReservationDocument,
    "\n  query checkoutSavedCards {\n    getSavedPaymentOptions(input: { first: 20, after: 0 }) {\n      nodes {\n        id\n        cardBrand\n        lastDigits\n      }\n    }\n  }\n": typeof types.CheckoutSavedCardsDocument,
    "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditions\n      privacyPolicy {\n        content\n      }\n      defaultRentalAgreement {\n        content\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n": typeof types.GetCompanyDataDocument,
    "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n    }\n  }\n": typeof types.DrivingDirectionsDocument,
};
const documents: Documents = {
    "\n  mutation signIn($input: LoginInfoInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.SignInDocument,
    "\n  mutation createAccount($input: createNewAccountUserInput!) {\n    createNewAccountUser(input: $input) {\n      id\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation resetPassword($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.CompletePasswordResetDocument,
    "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.GetUserProfileDocument,
    "\n  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshAuthTokenDocument,
    "\n  mutation logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.LogoutDocument,
    "\n  query bookingPassenger {\n    getUserProfile {\n      id\n    }\n  }\n": types.BookingPassengerDocument,
    "\n  query autocompletePlaces($input: AutocompletePlacesInput!) {\n    autocompletePlaces(input: $input) {\n      placeId\n      type\n      description\n      mainText\n      secondaryText\n    }\n  }\n": types.AutocompletePlacesDocument,
    "\n  query placeDetails($input: PlaceDetailsInput!) {\n    placeDetails(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PlaceDetailsDocument,
    "\n  mutation getRates($input: LookupRatesInput!) {\n    lookupRates(input: $input) {\n      currencyCode\n      currencySymbol\n      promoCode\n      vehicles {\n        id\n        typeId\n        name\n        amount\n        amountInMinorUnits\n        passengerCapacity\n        luggageCapacity\n        childSeatCapacity\n        images {\n          url\n          alt\n        }\n        rates {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.GetRatesDocument,
    "\n  query checkDuplicateEmail($coid: String!, $email: String!) {\n    checkDuplicateEmail(coid: $coid, email: $email) {\n      duplicateCheck\n    }\n  }\n": types.CheckDuplicateEmailDocument,
    "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      totalPrice\n      payment {\n        cardBrand\n        lastDigits\n      }\n      accountCreated\n    }\n  }\n": types.CreateReservationDocument,
    "\n  query checkoutSavedCards {\n    getSavedPaymentOptions(input: { first: 20, after: 0 }) {\n      nodes {\n        id\n        cardBrand\n        lastDigits\n      }\n    }\n  }\n": types.CheckoutSavedCardsDocument,
    "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditions\n      privacyPolicy {\n        content\n      }\n      defaultRentalAgreement {\n        content\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n": types.GetCompanyDataDocument,
    "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n    }\n  }\n": types.DrivingDirectionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signIn($input: LoginInfoInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createAccount($input: createNewAccountUserInput!) {\n    createNewAccountUser(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n"): typeof import('./graphql').CompletePasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').GetUserProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): typeof import('./graphql').RefreshAuthTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query bookingPassenger {\n    getUserProfile {\n      id\n    }\n  }\n"): typeof import('./graphql').BookingPassengerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query autocompletePlaces($input: AutocompletePlacesInput!) {\n    autocompletePlaces(input: $input) {\n      placeId\n      type\n      description\n      mainText\n      secondaryText\n    }\n  }\n"): typeof import('./graphql').AutocompletePlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query placeDetails($input: PlaceDetailsInput!) {\n    placeDetails(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation getRates($input: LookupRatesInput!) {\n    lookupRates(input: $input) {\n      currencyCode\n      currencySymbol\n      promoCode\n      vehicles {\n        id\n        typeId\n        name\n        amount\n        amountInMinorUnits\n        passengerCapacity\n        luggageCapacity\n        childSeatCapacity\n        images {\n          url\n          alt\n        }\n        rates {\n          name\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkDuplicateEmail($coid: String!, $email: String!) {\n    checkDuplicateEmail(coid: $coid, email: $email) {\n      duplicateCheck\n    }\n  }\n"): typeof import('./graphql').CheckDuplicateEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      totalPrice\n      payment {\n        cardBrand\n        lastDigits\n      }\n      accountCreated\n    }\n  }\n"): typeof import('./graphql').CreateReservationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkoutSavedCards {\n    getSavedPaymentOptions(input: { first: 20, after: 0 }) {\n      nodes {\n        id\n        cardBrand\n        lastDigits\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSavedCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditions\n      privacyPolicy {\n        content\n      }\n      defaultRentalAgreement {\n        content\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n"): typeof import('./graphql').GetCompanyDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n    }\n  }\n"): typeof import('./graphql').DrivingDirectionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
