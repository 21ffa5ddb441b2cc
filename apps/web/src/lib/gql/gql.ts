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
    "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      language\n    }\n  }\n": typeof types.GetUserProfileDocument,
    "\n  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshAuthTokenDocument,
    "\n  mutation logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.LogoutDocument,
    "\n  query bookingPassenger {\n    getUserProfile {\n      id\n    }\n  }\n": typeof types.BookingPassengerDocument,
    "\n  query autocompletePlaces($input: AutocompletePlacesInput!) {\n    autocompletePlaces(input: $input) {\n      placeId\n      type\n      description\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.AutocompletePlacesDocument,
    "\n  query placeDetails($input: PlaceDetailsInput!) {\n    placeDetails(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PlaceDetailsDocument,
    "\n  query reverseGeocode($input: ReverseGeocodeInput!) {\n    reverseGeocode(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ReverseGeocodeDocument,
    "\n  mutation getRates($input: LookupRatesInput!) {\n    lookupRates(input: $input) {\n      currencyCode\n      currencySymbol\n      promoCode\n      vehicles {\n        id\n        typeId\n        name\n        amount\n        amountInMinorUnits\n        passengerCapacity\n        luggageCapacity\n        childSeatCapacity\n        images {\n          url\n          alt\n        }\n        rates {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.GetRatesDocument,
    "\n  query checkDuplicateEmail($coid: String!, $email: String!) {\n    checkDuplicateEmail(coid: $coid, email: $email) {\n      duplicateCheck\n    }\n  }\n": typeof types.CheckDuplicateEmailDocument,
    "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n\n  fragment BookedReservation on CreatedReservation {\n    id\n    confirmationNumber\n    currencyCode\n    currencySymbol\n    totalPrice\n    payment {\n      cardBrand\n      lastDigits\n    }\n    accountCreated\n    shareHash\n  }\n": typeof types.CreateReservationDocument,
    "\n  mutation updateReservation($input: UpdateReservationInput!) {\n    updateReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n": typeof types.UpdateReservationDocument,
    "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditionsHtml\n      privacyPolicy {\n        html\n      }\n      defaultRentalAgreement {\n        html\n      }\n      systemSettings {\n        defaultServiceTypes {\n          name\n          code\n          rentalAgreement {\n            html\n          }\n        }\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n": typeof types.GetCompanyDataDocument,
    "\n  fragment DriverPlace on TripLocation {\n    kind\n    name\n    line1\n    city\n    stateCode\n    airportCode\n    coordinates {\n      latitude\n      longitude\n    }\n    flightInfo {\n      flightNumber\n      airlineCode\n    }\n  }\n": typeof types.DriverPlaceFragmentDoc,
    "\n  fragment DriverRideFields on DriverRide {\n    id\n    confirmationNumber\n    reservationState {\n      type\n      colour\n    }\n    nextStatuses\n    needsVehicle\n    pickupAt\n    flight {\n      code\n      stateText\n      expectedArrival\n      landedAt\n      isAlert\n    }\n    routing {\n      totalDuration\n      pickup {\n        location {\n          ...DriverPlace\n        }\n      }\n      dropOff {\n        location {\n          ...DriverPlace\n        }\n      }\n      stops {\n        edges {\n          node {\n            location {\n              ...DriverPlace\n            }\n          }\n        }\n      }\n    }\n    passengerName\n    passengerPhone\n    passengerCount\n    luggageCount\n    driverNotes\n    vehicles {\n      make\n      model\n      color\n      licensePlate\n    }\n  }\n  \n": typeof types.DriverRideFieldsFragmentDoc,
    "\n  query driverRides {\n    driverRides {\n      ...DriverRideFields\n    }\n  }\n  \n": typeof types.DriverRidesDocument,
    "\n  query driverVehicleChoices($reservationId: ID!) {\n    driverVehicleChoices(reservationId: $reservationId) {\n      id\n      make\n      model\n      color\n      licensePlate\n      passengerCapacity\n    }\n  }\n": typeof types.DriverVehicleChoicesDocument,
    "\n  mutation updateRideStatus($input: UpdateRideStatusInput!) {\n    updateRideStatus(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n": typeof types.UpdateRideStatusDocument,
    "\n  query driverOpenRides {\n    driverOpenRides {\n      id\n      confirmationNumber\n      pickupAt\n      vehicleTypeName\n      passengerCount\n      luggageCount\n      routing {\n        pickup {\n          location {\n            ...DriverPlace\n          }\n        }\n        dropOff {\n          location {\n            ...DriverPlace\n          }\n        }\n      }\n    }\n  }\n  \n": typeof types.DriverOpenRidesDocument,
    "\n  mutation acceptRide($input: AcceptRideInput!) {\n    acceptRide(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n": typeof types.AcceptRideDocument,
    "\n  mutation reportDriverPosition($input: DriverPositionInput!) {\n    reportDriverPosition(input: $input) {\n      recordedAt\n    }\n  }\n": typeof types.ReportDriverPositionDocument,
    "\n  mutation login($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation refreshDriverToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshDriverTokenDocument,
    "\n  mutation driverLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.DriverLogoutDocument,
    "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n      isEstimate\n    }\n  }\n": typeof types.DrivingDirectionsDocument,
    "\n  mutation saveRiderLanguage($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      language\n    }\n  }\n": typeof types.SaveRiderLanguageDocument,
    "\n  fragment NoticeChoice on NoticePreferences {\n    trip {\n      email\n      sms\n      push\n    }\n    receipt {\n      email\n      sms\n      push\n    }\n  }\n": typeof types.NoticeChoiceFragmentDoc,
    "\n  query noticePreferences($coid: String) {\n    noticePreferences(coid: $coid) {\n      ...NoticeChoice\n    }\n  }\n  \n": typeof types.NoticePreferencesDocument,
    "\n  mutation updateNoticePreferences($input: NoticePreferencesInput!) {\n    updateNoticePreferences(input: $input) {\n      ...NoticeChoice\n    }\n  }\n  \n": typeof types.UpdateNoticePreferencesDocument,
    "\n  query pushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation subscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n": typeof types.SubscribeToPushDocument,
    "\n  query billingProfile {\n    getUserProfile {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n": typeof types.BillingProfileDocument,
    "\n  mutation updateBillingAddress($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n": typeof types.UpdateBillingAddressDocument,
    "\n  query getAllCountries($coid: String!) {\n    getAllCountries(company_alias: $coid) {\n      countries {\n        countryCode\n        countryName\n      }\n    }\n  }\n": typeof types.GetAllCountriesDocument,
    "\n  query getAllStates($coid: String!, $countryCode: String) {\n    getAllStates(company_alias: $coid, countryCode: $countryCode) {\n      states {\n        stateCode\n        stateName\n      }\n    }\n  }\n": typeof types.GetAllStatesDocument,
    "\n  query getAllDefaultGateways($coid: String!) {\n    getAllDefaultGateways(company_alias: $coid) {\n      paymentGateways {\n        id\n        name\n        gateway\n        shortCode\n        parameter1\n        parameter4\n        isDefault\n      }\n    }\n  }\n": typeof types.GetAllDefaultGatewaysDocument,
    "\n  query getAllSystemSetting($coid: String!) {\n    getAllSystemSetting(coid: $coid) {\n      isBillingAddressRequired\n    }\n  }\n": typeof types.GetAllSystemSettingDocument,
    "\n  mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {\n    getFullSteamAuthCode(input: $input) {\n      isSuccessful\n      authKey\n      hostedFieldsUrl\n    }\n  }\n": typeof types.GetFullSteamAuthCodeDocument,
    "\n  query getStripeCustomerId($coid: String!, $gatewayId: Int!, $isAuthenticated: Boolean) {\n    getStripeCustomerId(\n      company_alias: $coid\n      paymentgatewayId: $gatewayId\n      isAuthenticated: $isAuthenticated\n    ) {\n      customerId\n    }\n  }\n": typeof types.GetStripeCustomerIdDocument,
    "\n  query getStripeSetupIntent($coid: String!, $stripeAccountId: String, $customerId: String!) {\n    getStripeSetupIntent(\n      company_alias: $coid\n      stripeAccountId: $stripeAccountId\n      customerAccountId: $customerId\n    ) {\n      clientId\n      clientSecret\n    }\n  }\n": typeof types.GetStripeSetupIntentDocument,
    "\n  query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {\n    getSavedPaymentOptions(input: $input) {\n      totalCount\n      nodes {\n        id\n        paymentGatewayId\n        cardBrand\n        lastDigits\n        expiryMonth\n        expiryYear\n        nameOnCard\n      }\n    }\n  }\n": typeof types.GetSavedPaymentOptionsDocument,
    "\n  mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {\n    deleteSavedPayment(input: $input)\n  }\n": typeof types.DeleteSavedPaymentDocument,
    "\n  mutation createNewSavedPayment($input: NewSavedPaymentInput!) {\n    createNewSavedPayment(input: $input) {\n      id\n      nameOnCard\n      lastDigits\n      cardBrand\n    }\n  }\n": typeof types.CreateNewSavedPaymentDocument,
    "\n  query getSavedAddresses($first: Int!) {\n    getSavedAddresses(first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        type\n        line1\n        line2\n        city\n        stateCode\n        countryCode\n        postalCode\n        coordinates {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.GetSavedAddressesDocument,
    "\n  mutation addFavoritePlace($input: AddFavoritePlaceInput!) {\n    addFavoritePlace(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddFavoritePlaceDocument,
    "\n  mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {\n    deleteFavoritePlace(input: $input)\n  }\n": typeof types.DeleteFavoritePlaceDocument,
    "\n  mutation submitTripFeedback($input: TripFeedbackInput!) {\n    submitTripFeedback(input: $input) {\n      reservationId\n      tipPercent\n      tipInMinorUnits\n      rating\n    }\n  }\n": typeof types.SubmitTripFeedbackDocument,
    "\n  query profileDetails {\n    getUserProfile {\n      ...ProfileDetails\n    }\n  }\n\n  fragment ProfileDetails on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address {\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n    }\n  }\n": typeof types.ProfileDetailsDocument,
    "\n  mutation updateProfile($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      ...ProfileDetails\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation requestProfilePasswordReset($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n    }\n  }\n": typeof types.RequestProfilePasswordResetDocument,
    "\n  query getTripHistory($input: TripHistoryInput!) {\n    getTripHistory(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          confirmationNumber\n          currencyCode\n          currencySymbol\n          pickupAt\n          inProgress\n          reservationState {\n            type\n            label\n            colour\n            isTrackable\n          }\n          rates {\n            totalPrice\n          }\n          routing {\n            totalDuration\n            pickup {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n            dropOff {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n          }\n          passengers {\n            totalLuggageCount\n            totalPassengerCount\n            edges {\n              isPrimary\n              node {\n                id\n                firstName\n                lastName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetTripHistoryDocument,
    "\n  query getTripDetails($id: ID!, $hash: String, $coid: String) {\n    getTripDetails(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      pickupAt\n      inProgress\n      reservationState {\n        type\n        label\n        colour\n        isTrackable\n        isTerminal\n      }\n      isModifiable\n      isCancellable\n      cancellationFeeInMinorUnits\n      isSharedView\n      shareHash\n      cancelPhone\n      flight {\n        code\n        state\n        stateText\n        scheduledArrival\n        expectedArrival\n        landedAt\n        bookedPickupAt\n        isAlert\n      }\n      vehicleTypePicked {\n        id\n        name\n        luggageCapacity\n        passengerCapacity\n      }\n      rates {\n        totalPrice\n        totalPriceInMinorUnits\n        edges {\n          name\n          totalValue\n        }\n        includedGratuity {\n          percent\n          amountInMinorUnits\n        }\n      }\n      feedback {\n        tipPercent\n        tipInMinorUnits\n        rating\n      }\n      preferredPaymentMethod {\n        paymentType\n        customName\n      }\n      preferredPayment {\n        cardBrand\n        lastDigits\n      }\n      charges {\n        heldInMinorUnits\n        capturedInMinorUnits\n        refundedInMinorUnits\n        chargedInMinorUnits\n        releasedInMinorUnits\n        cancellationFeeInMinorUnits\n        tipInMinorUnits\n        refunds {\n          amountInMinorUnits\n          refundedAt\n        }\n      }\n      routing {\n        totalDuration\n        pickup {\n          location {\n            ...TripPlace\n          }\n        }\n        dropOff {\n          location {\n            ...TripPlace\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                ...TripPlace\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        notes\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            profilePic\n          }\n        }\n      }\n      vehicles {\n        edges {\n          isPrimary\n          node {\n            make\n            model\n            color\n            licensePlate\n          }\n        }\n      }\n      childSeats {\n        infantChildSeatCount\n        boosterChildSeatCount\n        toddlerChildSeatCount\n      }\n      passengers {\n        totalLuggageCount\n        totalPassengerCount\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            emails\n            cellPhoneNumber\n          }\n        }\n      }\n      serviceType {\n        name\n        code\n      }\n      promotion {\n        code\n      }\n      isHandicapAccessRequired\n    }\n  }\n\n  fragment TripPlace on TripLocation {\n    kind\n    name\n    line1\n    line2\n    city\n    stateCode\n    postalCode\n    countryCode\n    coordinates {\n      latitude\n      longitude\n    }\n    airportCode\n    airportName\n    flightInfo {\n      flightNumber\n      airlineCode\n      airlineName\n      terminal\n      gate\n      tailNumber\n      meetOption\n    }\n    seaport {\n      portOfCall\n      shipName\n      cruiseLine\n    }\n  }\n": typeof types.GetTripDetailsDocument,
    "\n  mutation cancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input)\n  }\n": typeof types.CancelBookingDocument,
    "\n  query getGuestCancellation($input: GuestCancelInput!) {\n    getGuestCancellation(input: $input) {\n      isCancellable\n      cancellationFeeInMinorUnits\n      cancelPhone\n    }\n  }\n": typeof types.GetGuestCancellationDocument,
    "\n  mutation cancelGuestBooking($input: GuestCancelInput!) {\n    cancelGuestBooking(input: $input)\n  }\n": typeof types.CancelGuestBookingDocument,
    "\n  query getCurrentTrips($coid: String) {\n    getCurrentTrips(coid: $coid) {\n      id\n      confirmationNumber\n      reservationState {\n        type\n        label\n        colour\n      }\n      phase\n      vehicle {\n        make\n        model\n        color\n        licensePlate\n      }\n      minutesLeft\n      awaitsFeedback\n    }\n  }\n": typeof types.GetCurrentTripsDocument,
    "\n  query getTripLocations($id: ID!, $hash: String, $coid: String) {\n    getTripLocations(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      isTripTrackable\n      shareHash\n      reservationState {\n        type\n        label\n        colour\n        isTerminal\n      }\n      routeDurationSeconds\n      awaitsFeedback\n      routing {\n        pickup {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        dropOff {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n                coordinates {\n                  latitude\n                  longitude\n                }\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        firstName\n        lastName\n        profilePic\n        cellPhoneNumber\n      }\n      vehicles {\n        make\n        model\n        color\n        licensePlate\n      }\n    }\n  }\n": typeof types.GetTripLocationsDocument,
    "\n  query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {\n    getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {\n      coordinates {\n        latitude\n        longitude\n      }\n      heading\n      recordedAt\n      etaSeconds\n    }\n  }\n": typeof types.GetDriverLocationDocument,
};
const documents: Documents = {
    "\n  mutation signIn($input: LoginInfoInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.SignInDocument,
    "\n  mutation createAccount($input: createNewAccountUserInput!) {\n    createNewAccountUser(input: $input) {\n      id\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation resetPassword($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.CompletePasswordResetDocument,
    "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      language\n    }\n  }\n": types.GetUserProfileDocument,
    "\n  mutation refreshAuthToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshAuthTokenDocument,
    "\n  mutation logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.LogoutDocument,
    "\n  query bookingPassenger {\n    getUserProfile {\n      id\n    }\n  }\n": types.BookingPassengerDocument,
    "\n  query autocompletePlaces($input: AutocompletePlacesInput!) {\n    autocompletePlaces(input: $input) {\n      placeId\n      type\n      description\n      mainText\n      secondaryText\n    }\n  }\n": types.AutocompletePlacesDocument,
    "\n  query placeDetails($input: PlaceDetailsInput!) {\n    placeDetails(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PlaceDetailsDocument,
    "\n  query reverseGeocode($input: ReverseGeocodeInput!) {\n    reverseGeocode(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ReverseGeocodeDocument,
    "\n  mutation getRates($input: LookupRatesInput!) {\n    lookupRates(input: $input) {\n      currencyCode\n      currencySymbol\n      promoCode\n      vehicles {\n        id\n        typeId\n        name\n        amount\n        amountInMinorUnits\n        passengerCapacity\n        luggageCapacity\n        childSeatCapacity\n        images {\n          url\n          alt\n        }\n        rates {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.GetRatesDocument,
    "\n  query checkDuplicateEmail($coid: String!, $email: String!) {\n    checkDuplicateEmail(coid: $coid, email: $email) {\n      duplicateCheck\n    }\n  }\n": types.CheckDuplicateEmailDocument,
    "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n\n  fragment BookedReservation on CreatedReservation {\n    id\n    confirmationNumber\n    currencyCode\n    currencySymbol\n    totalPrice\n    payment {\n      cardBrand\n      lastDigits\n    }\n    accountCreated\n    shareHash\n  }\n": types.CreateReservationDocument,
    "\n  mutation updateReservation($input: UpdateReservationInput!) {\n    updateReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n": types.UpdateReservationDocument,
    "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditionsHtml\n      privacyPolicy {\n        html\n      }\n      defaultRentalAgreement {\n        html\n      }\n      systemSettings {\n        defaultServiceTypes {\n          name\n          code\n          rentalAgreement {\n            html\n          }\n        }\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n": types.GetCompanyDataDocument,
    "\n  fragment DriverPlace on TripLocation {\n    kind\n    name\n    line1\n    city\n    stateCode\n    airportCode\n    coordinates {\n      latitude\n      longitude\n    }\n    flightInfo {\n      flightNumber\n      airlineCode\n    }\n  }\n": types.DriverPlaceFragmentDoc,
    "\n  fragment DriverRideFields on DriverRide {\n    id\n    confirmationNumber\n    reservationState {\n      type\n      colour\n    }\n    nextStatuses\n    needsVehicle\n    pickupAt\n    flight {\n      code\n      stateText\n      expectedArrival\n      landedAt\n      isAlert\n    }\n    routing {\n      totalDuration\n      pickup {\n        location {\n          ...DriverPlace\n        }\n      }\n      dropOff {\n        location {\n          ...DriverPlace\n        }\n      }\n      stops {\n        edges {\n          node {\n            location {\n              ...DriverPlace\n            }\n          }\n        }\n      }\n    }\n    passengerName\n    passengerPhone\n    passengerCount\n    luggageCount\n    driverNotes\n    vehicles {\n      make\n      model\n      color\n      licensePlate\n    }\n  }\n  \n": types.DriverRideFieldsFragmentDoc,
    "\n  query driverRides {\n    driverRides {\n      ...DriverRideFields\n    }\n  }\n  \n": types.DriverRidesDocument,
    "\n  query driverVehicleChoices($reservationId: ID!) {\n    driverVehicleChoices(reservationId: $reservationId) {\n      id\n      make\n      model\n      color\n      licensePlate\n      passengerCapacity\n    }\n  }\n": types.DriverVehicleChoicesDocument,
    "\n  mutation updateRideStatus($input: UpdateRideStatusInput!) {\n    updateRideStatus(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n": types.UpdateRideStatusDocument,
    "\n  query driverOpenRides {\n    driverOpenRides {\n      id\n      confirmationNumber\n      pickupAt\n      vehicleTypeName\n      passengerCount\n      luggageCount\n      routing {\n        pickup {\n          location {\n            ...DriverPlace\n          }\n        }\n        dropOff {\n          location {\n            ...DriverPlace\n          }\n        }\n      }\n    }\n  }\n  \n": types.DriverOpenRidesDocument,
    "\n  mutation acceptRide($input: AcceptRideInput!) {\n    acceptRide(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n": types.AcceptRideDocument,
    "\n  mutation reportDriverPosition($input: DriverPositionInput!) {\n    reportDriverPosition(input: $input) {\n      recordedAt\n    }\n  }\n": types.ReportDriverPositionDocument,
    "\n  mutation login($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.LoginDocument,
    "\n  mutation refreshDriverToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshDriverTokenDocument,
    "\n  mutation driverLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.DriverLogoutDocument,
    "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n      isEstimate\n    }\n  }\n": types.DrivingDirectionsDocument,
    "\n  mutation saveRiderLanguage($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      language\n    }\n  }\n": types.SaveRiderLanguageDocument,
    "\n  fragment NoticeChoice on NoticePreferences {\n    trip {\n      email\n      sms\n      push\n    }\n    receipt {\n      email\n      sms\n      push\n    }\n  }\n": types.NoticeChoiceFragmentDoc,
    "\n  query noticePreferences($coid: String) {\n    noticePreferences(coid: $coid) {\n      ...NoticeChoice\n    }\n  }\n  \n": types.NoticePreferencesDocument,
    "\n  mutation updateNoticePreferences($input: NoticePreferencesInput!) {\n    updateNoticePreferences(input: $input) {\n      ...NoticeChoice\n    }\n  }\n  \n": types.UpdateNoticePreferencesDocument,
    "\n  query pushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation subscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n": types.SubscribeToPushDocument,
    "\n  query billingProfile {\n    getUserProfile {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n": types.BillingProfileDocument,
    "\n  mutation updateBillingAddress($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n": types.UpdateBillingAddressDocument,
    "\n  query getAllCountries($coid: String!) {\n    getAllCountries(company_alias: $coid) {\n      countries {\n        countryCode\n        countryName\n      }\n    }\n  }\n": types.GetAllCountriesDocument,
    "\n  query getAllStates($coid: String!, $countryCode: String) {\n    getAllStates(company_alias: $coid, countryCode: $countryCode) {\n      states {\n        stateCode\n        stateName\n      }\n    }\n  }\n": types.GetAllStatesDocument,
    "\n  query getAllDefaultGateways($coid: String!) {\n    getAllDefaultGateways(company_alias: $coid) {\n      paymentGateways {\n        id\n        name\n        gateway\n        shortCode\n        parameter1\n        parameter4\n        isDefault\n      }\n    }\n  }\n": types.GetAllDefaultGatewaysDocument,
    "\n  query getAllSystemSetting($coid: String!) {\n    getAllSystemSetting(coid: $coid) {\n      isBillingAddressRequired\n    }\n  }\n": types.GetAllSystemSettingDocument,
    "\n  mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {\n    getFullSteamAuthCode(input: $input) {\n      isSuccessful\n      authKey\n      hostedFieldsUrl\n    }\n  }\n": types.GetFullSteamAuthCodeDocument,
    "\n  query getStripeCustomerId($coid: String!, $gatewayId: Int!, $isAuthenticated: Boolean) {\n    getStripeCustomerId(\n      company_alias: $coid\n      paymentgatewayId: $gatewayId\n      isAuthenticated: $isAuthenticated\n    ) {\n      customerId\n    }\n  }\n": types.GetStripeCustomerIdDocument,
    "\n  query getStripeSetupIntent($coid: String!, $stripeAccountId: String, $customerId: String!) {\n    getStripeSetupIntent(\n      company_alias: $coid\n      stripeAccountId: $stripeAccountId\n      customerAccountId: $customerId\n    ) {\n      clientId\n      clientSecret\n    }\n  }\n": types.GetStripeSetupIntentDocument,
    "\n  query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {\n    getSavedPaymentOptions(input: $input) {\n      totalCount\n      nodes {\n        id\n        paymentGatewayId\n        cardBrand\n        lastDigits\n        expiryMonth\n        expiryYear\n        nameOnCard\n      }\n    }\n  }\n": types.GetSavedPaymentOptionsDocument,
    "\n  mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {\n    deleteSavedPayment(input: $input)\n  }\n": types.DeleteSavedPaymentDocument,
    "\n  mutation createNewSavedPayment($input: NewSavedPaymentInput!) {\n    createNewSavedPayment(input: $input) {\n      id\n      nameOnCard\n      lastDigits\n      cardBrand\n    }\n  }\n": types.CreateNewSavedPaymentDocument,
    "\n  query getSavedAddresses($first: Int!) {\n    getSavedAddresses(first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        type\n        line1\n        line2\n        city\n        stateCode\n        countryCode\n        postalCode\n        coordinates {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.GetSavedAddressesDocument,
    "\n  mutation addFavoritePlace($input: AddFavoritePlaceInput!) {\n    addFavoritePlace(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddFavoritePlaceDocument,
    "\n  mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {\n    deleteFavoritePlace(input: $input)\n  }\n": types.DeleteFavoritePlaceDocument,
    "\n  mutation submitTripFeedback($input: TripFeedbackInput!) {\n    submitTripFeedback(input: $input) {\n      reservationId\n      tipPercent\n      tipInMinorUnits\n      rating\n    }\n  }\n": types.SubmitTripFeedbackDocument,
    "\n  query profileDetails {\n    getUserProfile {\n      ...ProfileDetails\n    }\n  }\n\n  fragment ProfileDetails on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address {\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n    }\n  }\n": types.ProfileDetailsDocument,
    "\n  mutation updateProfile($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      ...ProfileDetails\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation requestProfilePasswordReset($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n    }\n  }\n": types.RequestProfilePasswordResetDocument,
    "\n  query getTripHistory($input: TripHistoryInput!) {\n    getTripHistory(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          confirmationNumber\n          currencyCode\n          currencySymbol\n          pickupAt\n          inProgress\n          reservationState {\n            type\n            label\n            colour\n            isTrackable\n          }\n          rates {\n            totalPrice\n          }\n          routing {\n            totalDuration\n            pickup {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n            dropOff {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n          }\n          passengers {\n            totalLuggageCount\n            totalPassengerCount\n            edges {\n              isPrimary\n              node {\n                id\n                firstName\n                lastName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GetTripHistoryDocument,
    "\n  query getTripDetails($id: ID!, $hash: String, $coid: String) {\n    getTripDetails(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      pickupAt\n      inProgress\n      reservationState {\n        type\n        label\n        colour\n        isTrackable\n        isTerminal\n      }\n      isModifiable\n      isCancellable\n      cancellationFeeInMinorUnits\n      isSharedView\n      shareHash\n      cancelPhone\n      flight {\n        code\n        state\n        stateText\n        scheduledArrival\n        expectedArrival\n        landedAt\n        bookedPickupAt\n        isAlert\n      }\n      vehicleTypePicked {\n        id\n        name\n        luggageCapacity\n        passengerCapacity\n      }\n      rates {\n        totalPrice\n        totalPriceInMinorUnits\n        edges {\n          name\n          totalValue\n        }\n        includedGratuity {\n          percent\n          amountInMinorUnits\n        }\n      }\n      feedback {\n        tipPercent\n        tipInMinorUnits\n        rating\n      }\n      preferredPaymentMethod {\n        paymentType\n        customName\n      }\n      preferredPayment {\n        cardBrand\n        lastDigits\n      }\n      charges {\n        heldInMinorUnits\n        capturedInMinorUnits\n        refundedInMinorUnits\n        chargedInMinorUnits\n        releasedInMinorUnits\n        cancellationFeeInMinorUnits\n        tipInMinorUnits\n        refunds {\n          amountInMinorUnits\n          refundedAt\n        }\n      }\n      routing {\n        totalDuration\n        pickup {\n          location {\n            ...TripPlace\n          }\n        }\n        dropOff {\n          location {\n            ...TripPlace\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                ...TripPlace\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        notes\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            profilePic\n          }\n        }\n      }\n      vehicles {\n        edges {\n          isPrimary\n          node {\n            make\n            model\n            color\n            licensePlate\n          }\n        }\n      }\n      childSeats {\n        infantChildSeatCount\n        boosterChildSeatCount\n        toddlerChildSeatCount\n      }\n      passengers {\n        totalLuggageCount\n        totalPassengerCount\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            emails\n            cellPhoneNumber\n          }\n        }\n      }\n      serviceType {\n        name\n        code\n      }\n      promotion {\n        code\n      }\n      isHandicapAccessRequired\n    }\n  }\n\n  fragment TripPlace on TripLocation {\n    kind\n    name\n    line1\n    line2\n    city\n    stateCode\n    postalCode\n    countryCode\n    coordinates {\n      latitude\n      longitude\n    }\n    airportCode\n    airportName\n    flightInfo {\n      flightNumber\n      airlineCode\n      airlineName\n      terminal\n      gate\n      tailNumber\n      meetOption\n    }\n    seaport {\n      portOfCall\n      shipName\n      cruiseLine\n    }\n  }\n": types.GetTripDetailsDocument,
    "\n  mutation cancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input)\n  }\n": types.CancelBookingDocument,
    "\n  query getGuestCancellation($input: GuestCancelInput!) {\n    getGuestCancellation(input: $input) {\n      isCancellable\n      cancellationFeeInMinorUnits\n      cancelPhone\n    }\n  }\n": types.GetGuestCancellationDocument,
    "\n  mutation cancelGuestBooking($input: GuestCancelInput!) {\n    cancelGuestBooking(input: $input)\n  }\n": types.CancelGuestBookingDocument,
    "\n  query getCurrentTrips($coid: String) {\n    getCurrentTrips(coid: $coid) {\n      id\n      confirmationNumber\n      reservationState {\n        type\n        label\n        colour\n      }\n      phase\n      vehicle {\n        make\n        model\n        color\n        licensePlate\n      }\n      minutesLeft\n      awaitsFeedback\n    }\n  }\n": types.GetCurrentTripsDocument,
    "\n  query getTripLocations($id: ID!, $hash: String, $coid: String) {\n    getTripLocations(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      isTripTrackable\n      shareHash\n      reservationState {\n        type\n        label\n        colour\n        isTerminal\n      }\n      routeDurationSeconds\n      awaitsFeedback\n      routing {\n        pickup {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        dropOff {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n                coordinates {\n                  latitude\n                  longitude\n                }\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        firstName\n        lastName\n        profilePic\n        cellPhoneNumber\n      }\n      vehicles {\n        make\n        model\n        color\n        licensePlate\n      }\n    }\n  }\n": types.GetTripLocationsDocument,
    "\n  query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {\n    getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {\n      coordinates {\n        latitude\n        longitude\n      }\n      heading\n      recordedAt\n      etaSeconds\n    }\n  }\n": types.GetDriverLocationDocument,
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
export function graphql(source: "\n  query getUserProfile($coid: String) {\n    getUserProfile(coid: $coid) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      language\n    }\n  }\n"): typeof import('./graphql').GetUserProfileDocument;
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
export function graphql(source: "\n  query reverseGeocode($input: ReverseGeocodeInput!) {\n    reverseGeocode(input: $input) {\n      placeId\n      type\n      name\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n      airportCode\n      coordinates {\n        latitude\n        longitude\n      }\n    }\n  }\n"): typeof import('./graphql').ReverseGeocodeDocument;
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
export function graphql(source: "\n  mutation createReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n\n  fragment BookedReservation on CreatedReservation {\n    id\n    confirmationNumber\n    currencyCode\n    currencySymbol\n    totalPrice\n    payment {\n      cardBrand\n      lastDigits\n    }\n    accountCreated\n    shareHash\n  }\n"): typeof import('./graphql').CreateReservationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateReservation($input: UpdateReservationInput!) {\n    updateReservation(input: $input) {\n      ...BookedReservation\n    }\n  }\n"): typeof import('./graphql').UpdateReservationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCompanyData($coid: String!) {\n    getCompanyData(coid: $coid) {\n      coid\n      name\n      supportPhone\n      supportEmail\n      termsAndConditionsHtml\n      privacyPolicy {\n        html\n      }\n      defaultRentalAgreement {\n        html\n      }\n      systemSettings {\n        defaultServiceTypes {\n          name\n          code\n          rentalAgreement {\n            html\n          }\n        }\n      }\n      websiteURL\n      generalEmailAddress\n      phone1 {\n        number\n      }\n      currencyCode\n      currencySymbol\n      isCreateAccountAllowed\n    }\n  }\n"): typeof import('./graphql').GetCompanyDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverPlace on TripLocation {\n    kind\n    name\n    line1\n    city\n    stateCode\n    airportCode\n    coordinates {\n      latitude\n      longitude\n    }\n    flightInfo {\n      flightNumber\n      airlineCode\n    }\n  }\n"): typeof import('./graphql').DriverPlaceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverRideFields on DriverRide {\n    id\n    confirmationNumber\n    reservationState {\n      type\n      colour\n    }\n    nextStatuses\n    needsVehicle\n    pickupAt\n    flight {\n      code\n      stateText\n      expectedArrival\n      landedAt\n      isAlert\n    }\n    routing {\n      totalDuration\n      pickup {\n        location {\n          ...DriverPlace\n        }\n      }\n      dropOff {\n        location {\n          ...DriverPlace\n        }\n      }\n      stops {\n        edges {\n          node {\n            location {\n              ...DriverPlace\n            }\n          }\n        }\n      }\n    }\n    passengerName\n    passengerPhone\n    passengerCount\n    luggageCount\n    driverNotes\n    vehicles {\n      make\n      model\n      color\n      licensePlate\n    }\n  }\n  \n"): typeof import('./graphql').DriverRideFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query driverRides {\n    driverRides {\n      ...DriverRideFields\n    }\n  }\n  \n"): typeof import('./graphql').DriverRidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query driverVehicleChoices($reservationId: ID!) {\n    driverVehicleChoices(reservationId: $reservationId) {\n      id\n      make\n      model\n      color\n      licensePlate\n      passengerCapacity\n    }\n  }\n"): typeof import('./graphql').DriverVehicleChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateRideStatus($input: UpdateRideStatusInput!) {\n    updateRideStatus(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n"): typeof import('./graphql').UpdateRideStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query driverOpenRides {\n    driverOpenRides {\n      id\n      confirmationNumber\n      pickupAt\n      vehicleTypeName\n      passengerCount\n      luggageCount\n      routing {\n        pickup {\n          location {\n            ...DriverPlace\n          }\n        }\n        dropOff {\n          location {\n            ...DriverPlace\n          }\n        }\n      }\n    }\n  }\n  \n"): typeof import('./graphql').DriverOpenRidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation acceptRide($input: AcceptRideInput!) {\n    acceptRide(input: $input) {\n      ...DriverRideFields\n    }\n  }\n  \n"): typeof import('./graphql').AcceptRideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reportDriverPosition($input: DriverPositionInput!) {\n    reportDriverPosition(input: $input) {\n      recordedAt\n    }\n  }\n"): typeof import('./graphql').ReportDriverPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation refreshDriverToken($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): typeof import('./graphql').RefreshDriverTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation driverLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"): typeof import('./graphql').DriverLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query drivingDirections($input: DrivingDirectionsInput!) {\n    drivingDirections(input: $input) {\n      legs {\n        durationSeconds\n        distanceMeters\n      }\n      durationSeconds\n      distanceMeters\n      encodedPolyline\n      isEstimate\n    }\n  }\n"): typeof import('./graphql').DrivingDirectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveRiderLanguage($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      language\n    }\n  }\n"): typeof import('./graphql').SaveRiderLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeChoice on NoticePreferences {\n    trip {\n      email\n      sms\n      push\n    }\n    receipt {\n      email\n      sms\n      push\n    }\n  }\n"): typeof import('./graphql').NoticeChoiceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query noticePreferences($coid: String) {\n    noticePreferences(coid: $coid) {\n      ...NoticeChoice\n    }\n  }\n  \n"): typeof import('./graphql').NoticePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateNoticePreferences($input: NoticePreferencesInput!) {\n    updateNoticePreferences(input: $input) {\n      ...NoticeChoice\n    }\n  }\n  \n"): typeof import('./graphql').UpdateNoticePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query pushPublicKey {\n    pushPublicKey\n  }\n"): typeof import('./graphql').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation subscribeToPush($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input)\n  }\n"): typeof import('./graphql').SubscribeToPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query billingProfile {\n    getUserProfile {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n"): typeof import('./graphql').BillingProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateBillingAddress($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      id\n      address {\n        line1\n        line2\n        city\n        stateCode\n        postalCode\n        countryCode\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateBillingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAllCountries($coid: String!) {\n    getAllCountries(company_alias: $coid) {\n      countries {\n        countryCode\n        countryName\n      }\n    }\n  }\n"): typeof import('./graphql').GetAllCountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAllStates($coid: String!, $countryCode: String) {\n    getAllStates(company_alias: $coid, countryCode: $countryCode) {\n      states {\n        stateCode\n        stateName\n      }\n    }\n  }\n"): typeof import('./graphql').GetAllStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAllDefaultGateways($coid: String!) {\n    getAllDefaultGateways(company_alias: $coid) {\n      paymentGateways {\n        id\n        name\n        gateway\n        shortCode\n        parameter1\n        parameter4\n        isDefault\n      }\n    }\n  }\n"): typeof import('./graphql').GetAllDefaultGatewaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAllSystemSetting($coid: String!) {\n    getAllSystemSetting(coid: $coid) {\n      isBillingAddressRequired\n    }\n  }\n"): typeof import('./graphql').GetAllSystemSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {\n    getFullSteamAuthCode(input: $input) {\n      isSuccessful\n      authKey\n      hostedFieldsUrl\n    }\n  }\n"): typeof import('./graphql').GetFullSteamAuthCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStripeCustomerId($coid: String!, $gatewayId: Int!, $isAuthenticated: Boolean) {\n    getStripeCustomerId(\n      company_alias: $coid\n      paymentgatewayId: $gatewayId\n      isAuthenticated: $isAuthenticated\n    ) {\n      customerId\n    }\n  }\n"): typeof import('./graphql').GetStripeCustomerIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStripeSetupIntent($coid: String!, $stripeAccountId: String, $customerId: String!) {\n    getStripeSetupIntent(\n      company_alias: $coid\n      stripeAccountId: $stripeAccountId\n      customerAccountId: $customerId\n    ) {\n      clientId\n      clientSecret\n    }\n  }\n"): typeof import('./graphql').GetStripeSetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {\n    getSavedPaymentOptions(input: $input) {\n      totalCount\n      nodes {\n        id\n        paymentGatewayId\n        cardBrand\n        lastDigits\n        expiryMonth\n        expiryYear\n        nameOnCard\n      }\n    }\n  }\n"): typeof import('./graphql').GetSavedPaymentOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {\n    deleteSavedPayment(input: $input)\n  }\n"): typeof import('./graphql').DeleteSavedPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createNewSavedPayment($input: NewSavedPaymentInput!) {\n    createNewSavedPayment(input: $input) {\n      id\n      nameOnCard\n      lastDigits\n      cardBrand\n    }\n  }\n"): typeof import('./graphql').CreateNewSavedPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSavedAddresses($first: Int!) {\n    getSavedAddresses(first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        type\n        line1\n        line2\n        city\n        stateCode\n        countryCode\n        postalCode\n        coordinates {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetSavedAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addFavoritePlace($input: AddFavoritePlaceInput!) {\n    addFavoritePlace(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AddFavoritePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteFavoritePlace($input: DeleteFavoritePlaceInput!) {\n    deleteFavoritePlace(input: $input)\n  }\n"): typeof import('./graphql').DeleteFavoritePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation submitTripFeedback($input: TripFeedbackInput!) {\n    submitTripFeedback(input: $input) {\n      reservationId\n      tipPercent\n      tipInMinorUnits\n      rating\n    }\n  }\n"): typeof import('./graphql').SubmitTripFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query profileDetails {\n    getUserProfile {\n      ...ProfileDetails\n    }\n  }\n\n  fragment ProfileDetails on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    address {\n      line1\n      line2\n      city\n      stateCode\n      postalCode\n      countryCode\n    }\n  }\n"): typeof import('./graphql').ProfileDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateProfile($input: UpdateAccountUserInput!) {\n    updateUserAccount(input: $input) {\n      ...ProfileDetails\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestProfilePasswordReset($input: ResetAccountUserPasswordInput!) {\n    resetPassword(input: $input) {\n      isSuccessful\n    }\n  }\n"): typeof import('./graphql').RequestProfilePasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTripHistory($input: TripHistoryInput!) {\n    getTripHistory(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          confirmationNumber\n          currencyCode\n          currencySymbol\n          pickupAt\n          inProgress\n          reservationState {\n            type\n            label\n            colour\n            isTrackable\n          }\n          rates {\n            totalPrice\n          }\n          routing {\n            totalDuration\n            pickup {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n            dropOff {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n              }\n            }\n          }\n          passengers {\n            totalLuggageCount\n            totalPassengerCount\n            edges {\n              isPrimary\n              node {\n                id\n                firstName\n                lastName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetTripHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTripDetails($id: ID!, $hash: String, $coid: String) {\n    getTripDetails(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      currencyCode\n      currencySymbol\n      pickupAt\n      inProgress\n      reservationState {\n        type\n        label\n        colour\n        isTrackable\n        isTerminal\n      }\n      isModifiable\n      isCancellable\n      cancellationFeeInMinorUnits\n      isSharedView\n      shareHash\n      cancelPhone\n      flight {\n        code\n        state\n        stateText\n        scheduledArrival\n        expectedArrival\n        landedAt\n        bookedPickupAt\n        isAlert\n      }\n      vehicleTypePicked {\n        id\n        name\n        luggageCapacity\n        passengerCapacity\n      }\n      rates {\n        totalPrice\n        totalPriceInMinorUnits\n        edges {\n          name\n          totalValue\n        }\n        includedGratuity {\n          percent\n          amountInMinorUnits\n        }\n      }\n      feedback {\n        tipPercent\n        tipInMinorUnits\n        rating\n      }\n      preferredPaymentMethod {\n        paymentType\n        customName\n      }\n      preferredPayment {\n        cardBrand\n        lastDigits\n      }\n      charges {\n        heldInMinorUnits\n        capturedInMinorUnits\n        refundedInMinorUnits\n        chargedInMinorUnits\n        releasedInMinorUnits\n        cancellationFeeInMinorUnits\n        tipInMinorUnits\n        refunds {\n          amountInMinorUnits\n          refundedAt\n        }\n      }\n      routing {\n        totalDuration\n        pickup {\n          location {\n            ...TripPlace\n          }\n        }\n        dropOff {\n          location {\n            ...TripPlace\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                ...TripPlace\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        notes\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            profilePic\n          }\n        }\n      }\n      vehicles {\n        edges {\n          isPrimary\n          node {\n            make\n            model\n            color\n            licensePlate\n          }\n        }\n      }\n      childSeats {\n        infantChildSeatCount\n        boosterChildSeatCount\n        toddlerChildSeatCount\n      }\n      passengers {\n        totalLuggageCount\n        totalPassengerCount\n        edges {\n          isPrimary\n          node {\n            id\n            firstName\n            lastName\n            emails\n            cellPhoneNumber\n          }\n        }\n      }\n      serviceType {\n        name\n        code\n      }\n      promotion {\n        code\n      }\n      isHandicapAccessRequired\n    }\n  }\n\n  fragment TripPlace on TripLocation {\n    kind\n    name\n    line1\n    line2\n    city\n    stateCode\n    postalCode\n    countryCode\n    coordinates {\n      latitude\n      longitude\n    }\n    airportCode\n    airportName\n    flightInfo {\n      flightNumber\n      airlineCode\n      airlineName\n      terminal\n      gate\n      tailNumber\n      meetOption\n    }\n    seaport {\n      portOfCall\n      shipName\n      cruiseLine\n    }\n  }\n"): typeof import('./graphql').GetTripDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input)\n  }\n"): typeof import('./graphql').CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getGuestCancellation($input: GuestCancelInput!) {\n    getGuestCancellation(input: $input) {\n      isCancellable\n      cancellationFeeInMinorUnits\n      cancelPhone\n    }\n  }\n"): typeof import('./graphql').GetGuestCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelGuestBooking($input: GuestCancelInput!) {\n    cancelGuestBooking(input: $input)\n  }\n"): typeof import('./graphql').CancelGuestBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCurrentTrips($coid: String) {\n    getCurrentTrips(coid: $coid) {\n      id\n      confirmationNumber\n      reservationState {\n        type\n        label\n        colour\n      }\n      phase\n      vehicle {\n        make\n        model\n        color\n        licensePlate\n      }\n      minutesLeft\n      awaitsFeedback\n    }\n  }\n"): typeof import('./graphql').GetCurrentTripsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTripLocations($id: ID!, $hash: String, $coid: String) {\n    getTripLocations(id: $id, hash: $hash, coid: $coid) {\n      id\n      confirmationNumber\n      isTripTrackable\n      shareHash\n      reservationState {\n        type\n        label\n        colour\n        isTerminal\n      }\n      routeDurationSeconds\n      awaitsFeedback\n      routing {\n        pickup {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        dropOff {\n          location {\n            kind\n            name\n            line1\n            city\n            airportCode\n            coordinates {\n              latitude\n              longitude\n            }\n          }\n        }\n        stops {\n          edges {\n            node {\n              location {\n                kind\n                name\n                line1\n                city\n                airportCode\n                coordinates {\n                  latitude\n                  longitude\n                }\n              }\n            }\n          }\n        }\n      }\n      drivers {\n        firstName\n        lastName\n        profilePic\n        cellPhoneNumber\n      }\n      vehicles {\n        make\n        model\n        color\n        licensePlate\n      }\n    }\n  }\n"): typeof import('./graphql').GetTripLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getDriverLocation($reservationId: ID!, $hash: String, $coid: String) {\n    getDriverLocation(reservationId: $reservationId, hash: $hash, coid: $coid) {\n      coordinates {\n        latitude\n        longitude\n      }\n      heading\n      recordedAt\n      etaSeconds\n    }\n  }\n"): typeof import('./graphql').GetDriverLocationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
