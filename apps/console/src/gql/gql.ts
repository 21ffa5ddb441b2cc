/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query consoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        createdAt\n        actorEmail\n        action\n        target\n        before\n        after\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.ConsoleAuditLogDocument,
    "\n  query consoleBranding {\n    consoleBranding {\n      ...BrandingValues\n    }\n  }\n  fragment BrandingValues on ConsoleBranding {\n    name\n    shortName\n    title\n    description\n    primaryColor\n    backgroundColor\n    mainFontColor\n    headingFontColor\n    secondaryTextColor\n    tertiaryColor\n    domainName\n    callToActionText\n    websiteBookingURL\n    logoUrl\n  }\n": typeof types.ConsoleBrandingDocument,
    "\n  mutation saveBranding($input: ConsoleBrandingInput!) {\n    saveBranding(input: $input) {\n      ...BrandingValues\n    }\n  }\n": typeof types.SaveBrandingDocument,
    "\n  mutation uploadLogo($image: ImageUploadInput!) {\n    uploadLogo(image: $image) {\n      ...BrandingValues\n    }\n  }\n": typeof types.UploadLogoDocument,
    "\n  query consoleServiceTypes {\n    catalogServiceTypes {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": typeof types.ConsoleServiceTypesDocument,
    "\n  mutation consoleCreateServiceType($input: ServiceTypeInput!) {\n    createServiceType(input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": typeof types.ConsoleCreateServiceTypeDocument,
    "\n  mutation consoleUpdateServiceType($id: Int!, $input: ServiceTypeInput!) {\n    updateServiceType(id: $id, input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": typeof types.ConsoleUpdateServiceTypeDocument,
    "\n  mutation consoleRemoveServiceType($id: Int!) {\n    removeServiceType(id: $id)\n  }\n": typeof types.ConsoleRemoveServiceTypeDocument,
    "\n  query consoleVehicleTypes {\n    catalogVehicleTypes {\n      ...ConsoleVehicle\n    }\n  }\n  fragment ConsoleVehicle on CatalogVehicleType {\n    id\n    name\n    passengerCapacity\n    luggageCapacity\n    childSeatCapacity\n    isAccessible\n    sortOrder\n    isActive\n    imageUrl\n    rates {\n      baseFare\n      perMile\n      perMinute\n      hourlyRate\n      hourlyMinimumHours\n      airportPickupFee\n      airportDropoffFee\n      stopFee\n      childSeatFee\n      gratuityPercent\n      taxPercent\n      minimumFare\n      waitingPerMinute\n    }\n  }\n": typeof types.ConsoleVehicleTypesDocument,
    "\n  mutation consoleCreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n": typeof types.ConsoleCreateVehicleTypeDocument,
    "\n  mutation consoleUpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n": typeof types.ConsoleUpdateVehicleTypeDocument,
    "\n  mutation consoleSaveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {\n    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {\n      ...ConsoleVehicle\n    }\n  }\n": typeof types.ConsoleSaveRateCardDocument,
    "\n  query consoleSampleRoutes {\n    priceSampleRoutes {\n      id\n      label\n      serviceTypeId\n      hours\n    }\n  }\n": typeof types.ConsoleSampleRoutesDocument,
    "\n  query consolePreviewPrice($input: PricePreviewInput!) {\n    previewPrice(input: $input) {\n      currencyCode\n      currencySymbol\n      amount\n      distanceMiles\n      durationSeconds\n      rates {\n        name\n        value\n      }\n    }\n  }\n": typeof types.ConsolePreviewPriceDocument,
    "\n  query consolePromoCodes {\n    catalogPromoCodes {\n      ...ConsolePromo\n    }\n  }\n  fragment ConsolePromo on CatalogPromoCode {\n    id\n    code\n    description\n    kind\n    value\n    validFrom\n    validUntil\n    usageLimit\n    usedCount\n    isActive\n  }\n": typeof types.ConsolePromoCodesDocument,
    "\n  mutation consoleCreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      ...ConsolePromo\n    }\n  }\n": typeof types.ConsoleCreatePromoCodeDocument,
    "\n  mutation consoleUpdatePromoCode($id: Int!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      ...ConsolePromo\n    }\n  }\n": typeof types.ConsoleUpdatePromoCodeDocument,
    "\n  mutation consoleDeactivatePromoCode($id: Int!) {\n    deactivatePromoCode(id: $id) {\n      ...ConsolePromo\n    }\n  }\n": typeof types.ConsoleDeactivatePromoCodeDocument,
    "\n  mutation consoleUploadVehicleTypePicture($vehicleTypeId: ID!, $image: ImageUploadInput!) {\n    uploadVehicleTypePicture(vehicleTypeId: $vehicleTypeId, image: $image) {\n      vehicleTypeId\n      url\n    }\n  }\n": typeof types.ConsoleUploadVehicleTypePictureDocument,
    "\n  query consoleServiceTypeRentalAgreements($id: Int!) {\n    serviceTypeRentalAgreements(id: $id) {\n      language\n      rentalAgreement\n    }\n  }\n": typeof types.ConsoleServiceTypeRentalAgreementsDocument,
    "\n  mutation consoleSaveServiceTypeRentalAgreement(\n    $id: Int!\n    $input: ServiceTypeRentalAgreementInput!\n  ) {\n    saveServiceTypeRentalAgreement(id: $id, input: $input) {\n      language\n      rentalAgreement\n    }\n  }\n": typeof types.ConsoleSaveServiceTypeRentalAgreementDocument,
    "\n  query consolePricingRules {\n    pricingRules {\n      zones {\n        id\n        name\n        points\n      }\n      zoneFares {\n        id\n        vehicleTypeId\n        fromZoneId\n        toZoneId\n        amount\n        isOneWay\n      }\n      surcharges {\n        id\n        name\n        kind\n        startTime\n        endTime\n        date\n        percent\n        amount\n      }\n    }\n  }\n": typeof types.ConsolePricingRulesDocument,
    "\n  mutation consoleSavePricingZone($id: Int, $input: PricingZoneInput!) {\n    savePricingZone(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.ConsoleSavePricingZoneDocument,
    "\n  mutation consoleSaveZoneFare($id: Int, $input: ZoneFareInput!) {\n    saveZoneFare(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.ConsoleSaveZoneFareDocument,
    "\n  mutation consoleSavePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {\n    savePriceSurcharge(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.ConsoleSavePriceSurchargeDocument,
    "\n  mutation consoleRemovePricingZone($id: Int!) {\n    removePricingZone(id: $id)\n  }\n": typeof types.ConsoleRemovePricingZoneDocument,
    "\n  mutation consoleRemoveZoneFare($id: Int!) {\n    removeZoneFare(id: $id)\n  }\n": typeof types.ConsoleRemoveZoneFareDocument,
    "\n  mutation consoleRemovePriceSurcharge($id: Int!) {\n    removePriceSurcharge(id: $id)\n  }\n": typeof types.ConsoleRemovePriceSurchargeDocument,
    "\n  query consoleCompanySettings {\n    consoleCompanySettings {\n      ...CompanySettingsValues\n    }\n  }\n  fragment CompanySettingsValues on ConsoleCompanySettings {\n    supportPhone\n    supportEmail\n    websiteURL\n    termsAndConditions\n    rentalAgreement\n    privacyPolicy\n    texts {\n      language\n      termsAndConditions\n      rentalAgreement\n      privacyPolicy\n    }\n    isCreateAccountAllowed\n    defaultLanguage\n    offeredLanguages\n  }\n": typeof types.ConsoleCompanySettingsDocument,
    "\n  mutation saveContacts($input: ConsoleContactsInput!) {\n    saveContacts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": typeof types.SaveContactsDocument,
    "\n  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {\n    saveCompanyTexts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": typeof types.SaveCompanyTextsDocument,
    "\n  mutation setAccountCreation($allowed: Boolean!) {\n    setAccountCreation(allowed: $allowed) {\n      ...CompanySettingsValues\n    }\n  }\n": typeof types.SetAccountCreationDocument,
    "\n  mutation saveLanguages($input: ConsoleLanguagesInput!) {\n    saveLanguages(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": typeof types.SaveLanguagesDocument,
    "\n  query consoleDistanceUnit {\n    consoleCompanySettings {\n      distanceUnit\n    }\n  }\n": typeof types.ConsoleDistanceUnitDocument,
    "\n  mutation saveDistanceUnit($unit: String!) {\n    saveDistanceUnit(unit: $unit) {\n      distanceUnit\n    }\n  }\n": typeof types.SaveDistanceUnitDocument,
    "\n  fragment ConsoleBoardRide on BoardRide {\n    id\n    confirmationNumber\n    status\n    statusLabel\n    pickupAt\n    dropoffAt\n    serviceTypeName\n    vehicleTypeId\n    vehicleTypeName\n    riderName\n    passengerName\n    passengerCount\n    pickupSummary\n    dropoffSummary\n    driver {\n      id\n      firstName\n      lastName\n    }\n    fleetVehicle {\n      id\n      licensePlate\n      make\n      model\n    }\n    totalMinor\n    currency\n    paymentState\n    updatedAt\n    flight {\n      code\n      state\n      stateText\n      expectedArrival\n      landedAt\n      bookedPickupAt\n      isAlert\n    }\n  }\n": typeof types.ConsoleBoardRideFragmentDoc,
    "\n  query consoleDispatchBoard($filter: BoardFilter, $first: Int, $after: String) {\n    dispatchBoard(filter: $filter, first: $first, after: $after) {\n      rides {\n        ...ConsoleBoardRide\n      }\n      endCursor\n      hasNextPage\n      timeZone\n      eventCursor\n      endedCount\n    }\n  }\n": typeof types.ConsoleDispatchBoardDocument,
    "\n  query consoleDispatchChoices {\n    dispatchDrivers {\n      id\n      firstName\n      lastName\n    }\n    dispatchVehicleTypes {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleDispatchChoicesDocument,
    "\n  fragment ConsoleLiveDriver on LiveDriver {\n    driver {\n      id\n      firstName\n      lastName\n    }\n    reservationId\n    confirmationNumber\n    status\n    latitude\n    longitude\n    heading\n    recordedAt\n    ageSeconds\n    isStale\n  }\n": typeof types.ConsoleLiveDriverFragmentDoc,
    "\n  subscription consoleDispatchEvents($after: String) {\n    dispatchEvents(after: $after) {\n      cursor\n      kind\n      ride {\n        ...ConsoleBoardRide\n      }\n      driver {\n        ...ConsoleLiveDriver\n      }\n    }\n  }\n": typeof types.ConsoleDispatchEventsDocument,
    "\n  query consoleLiveDrivers {\n    liveDrivers {\n      ...ConsoleLiveDriver\n    }\n  }\n": typeof types.ConsoleLiveDriversDocument,
    "\n  query consoleUnassignedPickups($filter: BoardFilter) {\n    dispatchBoard(filter: $filter, first: 100) {\n      rides {\n        id\n        confirmationNumber\n        pickupAt\n        pickupSummary\n        pickupLatitude\n        pickupLongitude\n      }\n    }\n  }\n": typeof types.ConsoleUnassignedPickupsDocument,
    "\n  query consoleRideRoute($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        confirmationNumber\n      }\n      route {\n        name\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n    }\n  }\n": typeof types.ConsoleRideRouteDocument,
    "\n  query consoleDispatchRide($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        ...ConsoleBoardRide\n      }\n      route {\n        role\n        kind\n        name\n        address\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n      rider {\n        firstName\n        lastName\n        email\n        phone\n      }\n      passenger {\n        firstName\n        lastName\n        email\n        phone\n      }\n      luggageCount\n      infantSeats\n      toddlerSeats\n      boosterSeats\n      requiresAccessibility\n      notes\n      flight\n      priceLines {\n        name\n        amountMinor\n      }\n      tipMinor\n      rating\n      money {\n        currency\n        authorisedMinor\n        capturedMinor\n        voidedMinor\n        refundedMinor\n        heldMinor\n        chargedMinor\n      }\n      history {\n        fromStatus\n        toStatus\n        toLabel\n        changedAt\n        changedBy\n      }\n      nextStatuses\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n": typeof types.ConsoleDispatchRideDocument,
    "\n  query consoleAssignmentChoices($id: ID!) {\n    suggestDrivers(reservationId: $id, first: 10) {\n      driver {\n        id\n        firstName\n        lastName\n      }\n      distanceMeters\n      positionAgeSeconds\n    }\n    assignableVehicles(reservationId: $id) {\n      id\n      licensePlate\n      make\n      model\n      color\n      passengerCapacity\n    }\n  }\n": typeof types.ConsoleAssignmentChoicesDocument,
    "\n  mutation consoleAssignRide($input: AssignRideInput!) {\n    assignRide(input: $input) {\n      reservationId\n      driver {\n        id\n      }\n      fleetVehicle {\n        id\n      }\n    }\n  }\n": typeof types.ConsoleAssignRideDocument,
    "\n  mutation consoleUnassignRide($id: ID!) {\n    unassignRide(reservationId: $id) {\n      reservationId\n      driver {\n        id\n      }\n    }\n  }\n": typeof types.ConsoleUnassignRideDocument,
    "\n  mutation consoleSetRideStatus($id: ID!, $status: String!) {\n    setRideStatus(reservationId: $id, status: $status) {\n      ride {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n": typeof types.ConsoleSetRideStatusDocument,
    "\n  query consoleFleet {\n    fleetVehicles(includeInactive: true) {\n      ...ConsoleFleetVehicle\n    }\n    dispatchBufferMinutes\n    catalogVehicleTypes {\n      id\n      name\n      passengerCapacity\n    }\n  }\n  fragment ConsoleFleetVehicle on FleetVehicle {\n    id\n    licensePlate\n    make\n    model\n    color\n    vehicleTypeId\n    vehicleTypeName\n    passengerCapacity\n    isActive\n  }\n": typeof types.ConsoleFleetDocument,
    "\n  mutation consoleCreateFleetVehicle($input: FleetVehicleInput!) {\n    createFleetVehicle(input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": typeof types.ConsoleCreateFleetVehicleDocument,
    "\n  mutation consoleUpdateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {\n    updateFleetVehicle(id: $id, input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": typeof types.ConsoleUpdateFleetVehicleDocument,
    "\n  mutation consoleDeactivateFleetVehicle($id: ID!) {\n    deactivateFleetVehicle(id: $id) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": typeof types.ConsoleDeactivateFleetVehicleDocument,
    "\n  mutation consoleSetDispatchBuffer($minutes: Int!) {\n    setDispatchBufferMinutes(minutes: $minutes)\n  }\n": typeof types.ConsoleSetDispatchBufferDocument,
    "\n  query consoleDispatchOverview {\n    dispatchOverview {\n      date\n      timeZone\n      currency\n      unassigned\n      assigned\n      underWay\n      done\n      needsDriver {\n        id\n        confirmationNumber\n        pickupAt\n        riderName\n        pickupSummary\n        vehicleTypeName\n      }\n      driversOnDuty\n      driversDriving\n      capturedMinor\n      heldMinor\n      eventCursor\n    }\n  }\n": typeof types.ConsoleDispatchOverviewDocument,
    "\n  query consoleStaffInvitation($coid: String!, $token: String!) {\n    staffInvitation(coid: $coid, token: $token) {\n      email\n      role\n      companyName\n    }\n  }\n": typeof types.ConsoleStaffInvitationDocument,
    "\n  mutation consoleAcceptInvitation($input: AcceptStaffInvitationInput!) {\n    acceptStaffInvitation(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.ConsoleAcceptInvitationDocument,
    "\n  query consoleRideMoney($reservationId: ID!) {\n    reservationLedger(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n  fragment ConsoleReservationMoney on ReservationMoney {\n    reservationId\n    confirmationNumber\n    currency\n    cardBrand\n    cardLastDigits\n    authorisedMinor\n    capturedMinor\n    voidedMinor\n    refundedMinor\n    heldMinor\n    chargedMinor\n    entries {\n      id\n      kind\n      amountMinor\n      currency\n      createdAt\n    }\n  }\n": typeof types.ConsoleRideMoneyDocument,
    "\n  query consoleRideMoneyFacts($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        status\n        totalMinor\n      }\n      tipMinor\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n": typeof types.ConsoleRideMoneyFactsDocument,
    "\n  mutation consoleCaptureRide($reservationId: ID!) {\n    captureRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": typeof types.ConsoleCaptureRideDocument,
    "\n  mutation consoleVoidRide($reservationId: ID!) {\n    voidRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": typeof types.ConsoleVoidRideDocument,
    "\n  mutation consoleChargeCancellationFee($reservationId: ID!) {\n    chargeCancellationFee(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": typeof types.ConsoleChargeCancellationFeeDocument,
    "\n  mutation consoleRefundRide($input: RefundRideInput!) {\n    refundRide(input: $input) {\n      ...ConsoleReservationMoney\n    }\n  }\n": typeof types.ConsoleRefundRideDocument,
    "\n  query consoleAutoCaptureMinutes {\n    autoCaptureMinutes\n  }\n": typeof types.ConsoleAutoCaptureMinutesDocument,
    "\n  mutation consoleSetAutoCaptureMinutes($minutes: Int) {\n    setAutoCaptureMinutes(minutes: $minutes)\n  }\n": typeof types.ConsoleSetAutoCaptureMinutesDocument,
    "\n  query consoleMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      currency\n      rides\n      revenueMinor\n      tipsMinor\n      refundsMinor\n      netMinor\n      days {\n        date\n        rides\n        revenueMinor\n        tipsMinor\n        refundsMinor\n      }\n      byVehicleType {\n        id\n        name\n        rides\n        revenueMinor\n      }\n      byDriver {\n        id\n        name\n        rides\n        revenueMinor\n      }\n    }\n  }\n": typeof types.ConsoleMoneySummaryDocument,
    "\n  query consoleMoneyCsv($from: String!, $to: String!) {\n    moneyCsv(from: $from, to: $to)\n  }\n": typeof types.ConsoleMoneyCsvDocument,
    "\n  query consoleRideMessages($id: ID!) {\n    rideMessages(reservationId: $id) {\n      id\n      kind\n      label\n      channel\n      recipient\n      subject\n      text\n      status\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n": typeof types.ConsoleRideMessagesDocument,
    "\n  query consoleNotices {\n    noticeAccount {\n      ...ConsoleNoticeAccount\n    }\n    noticeSettings {\n      ...ConsoleNoticeSetting\n    }\n  }\n\n  fragment ConsoleNoticeAccount on NoticeAccount {\n    smsSource\n    twilioAccountSid\n    smsSender\n    twilioAuthTokenLast4\n    smsRepliesUrl\n    freeWaitingMinutes\n  }\n\n  fragment ConsoleNoticeSetting on NoticeSetting {\n    kind\n    label\n    email\n    sms\n    push\n    shortText\n    defaultShortText\n    exampleDetails\n    shortTexts {\n      language\n      text\n      fallbackText\n      exampleDetails\n    }\n  }\n": typeof types.ConsoleNoticesDocument,
    "\n  mutation consoleUpdateNoticeSetting($input: NoticeSettingInput!) {\n    updateNoticeSetting(input: $input) {\n      ...ConsoleNoticeSetting\n    }\n  }\n": typeof types.ConsoleUpdateNoticeSettingDocument,
    "\n  mutation consoleUpdateSmsAccount($input: SmsAccountInput!) {\n    updateSmsAccount(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n": typeof types.ConsoleUpdateSmsAccountDocument,
    "\n  mutation consoleRemoveSmsAccount {\n    removeSmsAccount {\n      ...ConsoleNoticeAccount\n    }\n  }\n": typeof types.ConsoleRemoveSmsAccountDocument,
    "\n  mutation consoleUpdateFreeWaitingTime($input: FreeWaitingTimeInput!) {\n    updateFreeWaitingTime(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n": typeof types.ConsoleUpdateFreeWaitingTimeDocument,
    "\n  query consolePaymentGateway {\n    paymentGatewaySettings {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n": typeof types.ConsolePaymentGatewayDocument,
    "\n  mutation consoleSavePaymentGateway($input: PaymentGatewayInput!) {\n    savePaymentGateway(input: $input) {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n": typeof types.ConsoleSavePaymentGatewayDocument,
    "\n  mutation consoleSaveFeeRule($input: CancellationFeeRuleInput) {\n    saveCancellationFeeRule(input: $input) {\n      freeUntilHoursBeforePickup\n    }\n  }\n": typeof types.ConsoleSaveFeeRuleDocument,
    "\n  mutation consoleSaveFlightRules($input: FlightRulesInput!) {\n    saveFlightRules(input: $input) {\n      curbsideMinutes\n      insideMinutes\n      dailyCalls\n    }\n  }\n": typeof types.ConsoleSaveFlightRulesDocument,
    "\n  mutation consoleSaveLeadTimes($input: LeadTimesInput!) {\n    saveLeadTimes(input: $input) {\n      creationMinutes\n      modificationMinutes\n      cancellationMinutes\n    }\n  }\n": typeof types.ConsoleSaveLeadTimesDocument,
    "\n  mutation consoleSaveServiceArea($input: ServiceAreaInput!) {\n    saveServiceArea(input: $input) {\n      kind\n    }\n  }\n": typeof types.ConsoleSaveServiceAreaDocument,
    "\n  query consoleBookingRules {\n    bookingRules {\n      leadTimes {\n        creationMinutes\n        modificationMinutes\n        cancellationMinutes\n      }\n      flightRules {\n        curbsideMinutes\n        insideMinutes\n        dailyCalls\n      }\n      cancellationFeeRule {\n        freeUntilHoursBeforePickup\n        lateCancellationFee {\n          kind\n          percent\n          amountMinor\n        }\n        noShowFee {\n          kind\n          percent\n          amountMinor\n        }\n      }\n      serviceArea {\n        kind\n        latitude\n        longitude\n        radiusKm\n        points\n      }\n      baseLatitude\n      baseLongitude\n      mapTiles {\n        kind\n        url\n        attribution\n      }\n    }\n  }\n": typeof types.ConsoleBookingRulesDocument,
    "\n  query consoleViewer {\n    consoleViewer {\n      id\n      email\n      firstName\n      lastName\n      role\n      language\n      company {\n        coid\n        name\n        currencyCode\n        timeZone\n        latitude\n        longitude\n        mapTiles {\n          kind\n          url\n          attribution\n        }\n      }\n    }\n  }\n": typeof types.ConsoleViewerDocument,
    "\n  mutation setConsoleLanguage($language: String) {\n    setConsoleLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetConsoleLanguageDocument,
    "\n  mutation consoleSignIn($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.ConsoleSignInDocument,
    "\n  query consoleStaff {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role\n      active\n      createdAt\n    }\n    staffInvitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n": typeof types.ConsoleStaffDocument,
    "\n  mutation consoleInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n": typeof types.ConsoleInviteStaffDocument,
    "\n  mutation consoleRevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id)\n  }\n": typeof types.ConsoleRevokeStaffInvitationDocument,
    "\n  mutation consoleChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n      active\n    }\n  }\n": typeof types.ConsoleChangeStaffRoleDocument,
    "\n  mutation consoleDeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      id\n      role\n      active\n    }\n  }\n": typeof types.ConsoleDeactivateStaffDocument,
    "\n  mutation consoleRefresh($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.ConsoleRefreshDocument,
    "\n  mutation consoleLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.ConsoleLogoutDocument,
};
const documents: Documents = {
    "\n  query consoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        createdAt\n        actorEmail\n        action\n        target\n        before\n        after\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.ConsoleAuditLogDocument,
    "\n  query consoleBranding {\n    consoleBranding {\n      ...BrandingValues\n    }\n  }\n  fragment BrandingValues on ConsoleBranding {\n    name\n    shortName\n    title\n    description\n    primaryColor\n    backgroundColor\n    mainFontColor\n    headingFontColor\n    secondaryTextColor\n    tertiaryColor\n    domainName\n    callToActionText\n    websiteBookingURL\n    logoUrl\n  }\n": types.ConsoleBrandingDocument,
    "\n  mutation saveBranding($input: ConsoleBrandingInput!) {\n    saveBranding(input: $input) {\n      ...BrandingValues\n    }\n  }\n": types.SaveBrandingDocument,
    "\n  mutation uploadLogo($image: ImageUploadInput!) {\n    uploadLogo(image: $image) {\n      ...BrandingValues\n    }\n  }\n": types.UploadLogoDocument,
    "\n  query consoleServiceTypes {\n    catalogServiceTypes {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": types.ConsoleServiceTypesDocument,
    "\n  mutation consoleCreateServiceType($input: ServiceTypeInput!) {\n    createServiceType(input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": types.ConsoleCreateServiceTypeDocument,
    "\n  mutation consoleUpdateServiceType($id: Int!, $input: ServiceTypeInput!) {\n    updateServiceType(id: $id, input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n": types.ConsoleUpdateServiceTypeDocument,
    "\n  mutation consoleRemoveServiceType($id: Int!) {\n    removeServiceType(id: $id)\n  }\n": types.ConsoleRemoveServiceTypeDocument,
    "\n  query consoleVehicleTypes {\n    catalogVehicleTypes {\n      ...ConsoleVehicle\n    }\n  }\n  fragment ConsoleVehicle on CatalogVehicleType {\n    id\n    name\n    passengerCapacity\n    luggageCapacity\n    childSeatCapacity\n    isAccessible\n    sortOrder\n    isActive\n    imageUrl\n    rates {\n      baseFare\n      perMile\n      perMinute\n      hourlyRate\n      hourlyMinimumHours\n      airportPickupFee\n      airportDropoffFee\n      stopFee\n      childSeatFee\n      gratuityPercent\n      taxPercent\n      minimumFare\n      waitingPerMinute\n    }\n  }\n": types.ConsoleVehicleTypesDocument,
    "\n  mutation consoleCreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n": types.ConsoleCreateVehicleTypeDocument,
    "\n  mutation consoleUpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n": types.ConsoleUpdateVehicleTypeDocument,
    "\n  mutation consoleSaveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {\n    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {\n      ...ConsoleVehicle\n    }\n  }\n": types.ConsoleSaveRateCardDocument,
    "\n  query consoleSampleRoutes {\n    priceSampleRoutes {\n      id\n      label\n      serviceTypeId\n      hours\n    }\n  }\n": types.ConsoleSampleRoutesDocument,
    "\n  query consolePreviewPrice($input: PricePreviewInput!) {\n    previewPrice(input: $input) {\n      currencyCode\n      currencySymbol\n      amount\n      distanceMiles\n      durationSeconds\n      rates {\n        name\n        value\n      }\n    }\n  }\n": types.ConsolePreviewPriceDocument,
    "\n  query consolePromoCodes {\n    catalogPromoCodes {\n      ...ConsolePromo\n    }\n  }\n  fragment ConsolePromo on CatalogPromoCode {\n    id\n    code\n    description\n    kind\n    value\n    validFrom\n    validUntil\n    usageLimit\n    usedCount\n    isActive\n  }\n": types.ConsolePromoCodesDocument,
    "\n  mutation consoleCreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      ...ConsolePromo\n    }\n  }\n": types.ConsoleCreatePromoCodeDocument,
    "\n  mutation consoleUpdatePromoCode($id: Int!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      ...ConsolePromo\n    }\n  }\n": types.ConsoleUpdatePromoCodeDocument,
    "\n  mutation consoleDeactivatePromoCode($id: Int!) {\n    deactivatePromoCode(id: $id) {\n      ...ConsolePromo\n    }\n  }\n": types.ConsoleDeactivatePromoCodeDocument,
    "\n  mutation consoleUploadVehicleTypePicture($vehicleTypeId: ID!, $image: ImageUploadInput!) {\n    uploadVehicleTypePicture(vehicleTypeId: $vehicleTypeId, image: $image) {\n      vehicleTypeId\n      url\n    }\n  }\n": types.ConsoleUploadVehicleTypePictureDocument,
    "\n  query consoleServiceTypeRentalAgreements($id: Int!) {\n    serviceTypeRentalAgreements(id: $id) {\n      language\n      rentalAgreement\n    }\n  }\n": types.ConsoleServiceTypeRentalAgreementsDocument,
    "\n  mutation consoleSaveServiceTypeRentalAgreement(\n    $id: Int!\n    $input: ServiceTypeRentalAgreementInput!\n  ) {\n    saveServiceTypeRentalAgreement(id: $id, input: $input) {\n      language\n      rentalAgreement\n    }\n  }\n": types.ConsoleSaveServiceTypeRentalAgreementDocument,
    "\n  query consolePricingRules {\n    pricingRules {\n      zones {\n        id\n        name\n        points\n      }\n      zoneFares {\n        id\n        vehicleTypeId\n        fromZoneId\n        toZoneId\n        amount\n        isOneWay\n      }\n      surcharges {\n        id\n        name\n        kind\n        startTime\n        endTime\n        date\n        percent\n        amount\n      }\n    }\n  }\n": types.ConsolePricingRulesDocument,
    "\n  mutation consoleSavePricingZone($id: Int, $input: PricingZoneInput!) {\n    savePricingZone(id: $id, input: $input) {\n      id\n    }\n  }\n": types.ConsoleSavePricingZoneDocument,
    "\n  mutation consoleSaveZoneFare($id: Int, $input: ZoneFareInput!) {\n    saveZoneFare(id: $id, input: $input) {\n      id\n    }\n  }\n": types.ConsoleSaveZoneFareDocument,
    "\n  mutation consoleSavePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {\n    savePriceSurcharge(id: $id, input: $input) {\n      id\n    }\n  }\n": types.ConsoleSavePriceSurchargeDocument,
    "\n  mutation consoleRemovePricingZone($id: Int!) {\n    removePricingZone(id: $id)\n  }\n": types.ConsoleRemovePricingZoneDocument,
    "\n  mutation consoleRemoveZoneFare($id: Int!) {\n    removeZoneFare(id: $id)\n  }\n": types.ConsoleRemoveZoneFareDocument,
    "\n  mutation consoleRemovePriceSurcharge($id: Int!) {\n    removePriceSurcharge(id: $id)\n  }\n": types.ConsoleRemovePriceSurchargeDocument,
    "\n  query consoleCompanySettings {\n    consoleCompanySettings {\n      ...CompanySettingsValues\n    }\n  }\n  fragment CompanySettingsValues on ConsoleCompanySettings {\n    supportPhone\n    supportEmail\n    websiteURL\n    termsAndConditions\n    rentalAgreement\n    privacyPolicy\n    texts {\n      language\n      termsAndConditions\n      rentalAgreement\n      privacyPolicy\n    }\n    isCreateAccountAllowed\n    defaultLanguage\n    offeredLanguages\n  }\n": types.ConsoleCompanySettingsDocument,
    "\n  mutation saveContacts($input: ConsoleContactsInput!) {\n    saveContacts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": types.SaveContactsDocument,
    "\n  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {\n    saveCompanyTexts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": types.SaveCompanyTextsDocument,
    "\n  mutation setAccountCreation($allowed: Boolean!) {\n    setAccountCreation(allowed: $allowed) {\n      ...CompanySettingsValues\n    }\n  }\n": types.SetAccountCreationDocument,
    "\n  mutation saveLanguages($input: ConsoleLanguagesInput!) {\n    saveLanguages(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n": types.SaveLanguagesDocument,
    "\n  query consoleDistanceUnit {\n    consoleCompanySettings {\n      distanceUnit\n    }\n  }\n": types.ConsoleDistanceUnitDocument,
    "\n  mutation saveDistanceUnit($unit: String!) {\n    saveDistanceUnit(unit: $unit) {\n      distanceUnit\n    }\n  }\n": types.SaveDistanceUnitDocument,
    "\n  fragment ConsoleBoardRide on BoardRide {\n    id\n    confirmationNumber\n    status\n    statusLabel\n    pickupAt\n    dropoffAt\n    serviceTypeName\n    vehicleTypeId\n    vehicleTypeName\n    riderName\n    passengerName\n    passengerCount\n    pickupSummary\n    dropoffSummary\n    driver {\n      id\n      firstName\n      lastName\n    }\n    fleetVehicle {\n      id\n      licensePlate\n      make\n      model\n    }\n    totalMinor\n    currency\n    paymentState\n    updatedAt\n    flight {\n      code\n      state\n      stateText\n      expectedArrival\n      landedAt\n      bookedPickupAt\n      isAlert\n    }\n  }\n": types.ConsoleBoardRideFragmentDoc,
    "\n  query consoleDispatchBoard($filter: BoardFilter, $first: Int, $after: String) {\n    dispatchBoard(filter: $filter, first: $first, after: $after) {\n      rides {\n        ...ConsoleBoardRide\n      }\n      endCursor\n      hasNextPage\n      timeZone\n      eventCursor\n      endedCount\n    }\n  }\n": types.ConsoleDispatchBoardDocument,
    "\n  query consoleDispatchChoices {\n    dispatchDrivers {\n      id\n      firstName\n      lastName\n    }\n    dispatchVehicleTypes {\n      id\n      name\n    }\n  }\n": types.ConsoleDispatchChoicesDocument,
    "\n  fragment ConsoleLiveDriver on LiveDriver {\n    driver {\n      id\n      firstName\n      lastName\n    }\n    reservationId\n    confirmationNumber\n    status\n    latitude\n    longitude\n    heading\n    recordedAt\n    ageSeconds\n    isStale\n  }\n": types.ConsoleLiveDriverFragmentDoc,
    "\n  subscription consoleDispatchEvents($after: String) {\n    dispatchEvents(after: $after) {\n      cursor\n      kind\n      ride {\n        ...ConsoleBoardRide\n      }\n      driver {\n        ...ConsoleLiveDriver\n      }\n    }\n  }\n": types.ConsoleDispatchEventsDocument,
    "\n  query consoleLiveDrivers {\n    liveDrivers {\n      ...ConsoleLiveDriver\n    }\n  }\n": types.ConsoleLiveDriversDocument,
    "\n  query consoleUnassignedPickups($filter: BoardFilter) {\n    dispatchBoard(filter: $filter, first: 100) {\n      rides {\n        id\n        confirmationNumber\n        pickupAt\n        pickupSummary\n        pickupLatitude\n        pickupLongitude\n      }\n    }\n  }\n": types.ConsoleUnassignedPickupsDocument,
    "\n  query consoleRideRoute($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        confirmationNumber\n      }\n      route {\n        name\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n    }\n  }\n": types.ConsoleRideRouteDocument,
    "\n  query consoleDispatchRide($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        ...ConsoleBoardRide\n      }\n      route {\n        role\n        kind\n        name\n        address\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n      rider {\n        firstName\n        lastName\n        email\n        phone\n      }\n      passenger {\n        firstName\n        lastName\n        email\n        phone\n      }\n      luggageCount\n      infantSeats\n      toddlerSeats\n      boosterSeats\n      requiresAccessibility\n      notes\n      flight\n      priceLines {\n        name\n        amountMinor\n      }\n      tipMinor\n      rating\n      money {\n        currency\n        authorisedMinor\n        capturedMinor\n        voidedMinor\n        refundedMinor\n        heldMinor\n        chargedMinor\n      }\n      history {\n        fromStatus\n        toStatus\n        toLabel\n        changedAt\n        changedBy\n      }\n      nextStatuses\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n": types.ConsoleDispatchRideDocument,
    "\n  query consoleAssignmentChoices($id: ID!) {\n    suggestDrivers(reservationId: $id, first: 10) {\n      driver {\n        id\n        firstName\n        lastName\n      }\n      distanceMeters\n      positionAgeSeconds\n    }\n    assignableVehicles(reservationId: $id) {\n      id\n      licensePlate\n      make\n      model\n      color\n      passengerCapacity\n    }\n  }\n": types.ConsoleAssignmentChoicesDocument,
    "\n  mutation consoleAssignRide($input: AssignRideInput!) {\n    assignRide(input: $input) {\n      reservationId\n      driver {\n        id\n      }\n      fleetVehicle {\n        id\n      }\n    }\n  }\n": types.ConsoleAssignRideDocument,
    "\n  mutation consoleUnassignRide($id: ID!) {\n    unassignRide(reservationId: $id) {\n      reservationId\n      driver {\n        id\n      }\n    }\n  }\n": types.ConsoleUnassignRideDocument,
    "\n  mutation consoleSetRideStatus($id: ID!, $status: String!) {\n    setRideStatus(reservationId: $id, status: $status) {\n      ride {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n": types.ConsoleSetRideStatusDocument,
    "\n  query consoleFleet {\n    fleetVehicles(includeInactive: true) {\n      ...ConsoleFleetVehicle\n    }\n    dispatchBufferMinutes\n    catalogVehicleTypes {\n      id\n      name\n      passengerCapacity\n    }\n  }\n  fragment ConsoleFleetVehicle on FleetVehicle {\n    id\n    licensePlate\n    make\n    model\n    color\n    vehicleTypeId\n    vehicleTypeName\n    passengerCapacity\n    isActive\n  }\n": types.ConsoleFleetDocument,
    "\n  mutation consoleCreateFleetVehicle($input: FleetVehicleInput!) {\n    createFleetVehicle(input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": types.ConsoleCreateFleetVehicleDocument,
    "\n  mutation consoleUpdateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {\n    updateFleetVehicle(id: $id, input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": types.ConsoleUpdateFleetVehicleDocument,
    "\n  mutation consoleDeactivateFleetVehicle($id: ID!) {\n    deactivateFleetVehicle(id: $id) {\n      ...ConsoleFleetVehicle\n    }\n  }\n": types.ConsoleDeactivateFleetVehicleDocument,
    "\n  mutation consoleSetDispatchBuffer($minutes: Int!) {\n    setDispatchBufferMinutes(minutes: $minutes)\n  }\n": types.ConsoleSetDispatchBufferDocument,
    "\n  query consoleDispatchOverview {\n    dispatchOverview {\n      date\n      timeZone\n      currency\n      unassigned\n      assigned\n      underWay\n      done\n      needsDriver {\n        id\n        confirmationNumber\n        pickupAt\n        riderName\n        pickupSummary\n        vehicleTypeName\n      }\n      driversOnDuty\n      driversDriving\n      capturedMinor\n      heldMinor\n      eventCursor\n    }\n  }\n": types.ConsoleDispatchOverviewDocument,
    "\n  query consoleStaffInvitation($coid: String!, $token: String!) {\n    staffInvitation(coid: $coid, token: $token) {\n      email\n      role\n      companyName\n    }\n  }\n": types.ConsoleStaffInvitationDocument,
    "\n  mutation consoleAcceptInvitation($input: AcceptStaffInvitationInput!) {\n    acceptStaffInvitation(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.ConsoleAcceptInvitationDocument,
    "\n  query consoleRideMoney($reservationId: ID!) {\n    reservationLedger(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n  fragment ConsoleReservationMoney on ReservationMoney {\n    reservationId\n    confirmationNumber\n    currency\n    cardBrand\n    cardLastDigits\n    authorisedMinor\n    capturedMinor\n    voidedMinor\n    refundedMinor\n    heldMinor\n    chargedMinor\n    entries {\n      id\n      kind\n      amountMinor\n      currency\n      createdAt\n    }\n  }\n": types.ConsoleRideMoneyDocument,
    "\n  query consoleRideMoneyFacts($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        status\n        totalMinor\n      }\n      tipMinor\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n": types.ConsoleRideMoneyFactsDocument,
    "\n  mutation consoleCaptureRide($reservationId: ID!) {\n    captureRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": types.ConsoleCaptureRideDocument,
    "\n  mutation consoleVoidRide($reservationId: ID!) {\n    voidRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": types.ConsoleVoidRideDocument,
    "\n  mutation consoleChargeCancellationFee($reservationId: ID!) {\n    chargeCancellationFee(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n": types.ConsoleChargeCancellationFeeDocument,
    "\n  mutation consoleRefundRide($input: RefundRideInput!) {\n    refundRide(input: $input) {\n      ...ConsoleReservationMoney\n    }\n  }\n": types.ConsoleRefundRideDocument,
    "\n  query consoleAutoCaptureMinutes {\n    autoCaptureMinutes\n  }\n": types.ConsoleAutoCaptureMinutesDocument,
    "\n  mutation consoleSetAutoCaptureMinutes($minutes: Int) {\n    setAutoCaptureMinutes(minutes: $minutes)\n  }\n": types.ConsoleSetAutoCaptureMinutesDocument,
    "\n  query consoleMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      currency\n      rides\n      revenueMinor\n      tipsMinor\n      refundsMinor\n      netMinor\n      days {\n        date\n        rides\n        revenueMinor\n        tipsMinor\n        refundsMinor\n      }\n      byVehicleType {\n        id\n        name\n        rides\n        revenueMinor\n      }\n      byDriver {\n        id\n        name\n        rides\n        revenueMinor\n      }\n    }\n  }\n": types.ConsoleMoneySummaryDocument,
    "\n  query consoleMoneyCsv($from: String!, $to: String!) {\n    moneyCsv(from: $from, to: $to)\n  }\n": types.ConsoleMoneyCsvDocument,
    "\n  query consoleRideMessages($id: ID!) {\n    rideMessages(reservationId: $id) {\n      id\n      kind\n      label\n      channel\n      recipient\n      subject\n      text\n      status\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n": types.ConsoleRideMessagesDocument,
    "\n  query consoleNotices {\n    noticeAccount {\n      ...ConsoleNoticeAccount\n    }\n    noticeSettings {\n      ...ConsoleNoticeSetting\n    }\n  }\n\n  fragment ConsoleNoticeAccount on NoticeAccount {\n    smsSource\n    twilioAccountSid\n    smsSender\n    twilioAuthTokenLast4\n    smsRepliesUrl\n    freeWaitingMinutes\n  }\n\n  fragment ConsoleNoticeSetting on NoticeSetting {\n    kind\n    label\n    email\n    sms\n    push\n    shortText\n    defaultShortText\n    exampleDetails\n    shortTexts {\n      language\n      text\n      fallbackText\n      exampleDetails\n    }\n  }\n": types.ConsoleNoticesDocument,
    "\n  mutation consoleUpdateNoticeSetting($input: NoticeSettingInput!) {\n    updateNoticeSetting(input: $input) {\n      ...ConsoleNoticeSetting\n    }\n  }\n": types.ConsoleUpdateNoticeSettingDocument,
    "\n  mutation consoleUpdateSmsAccount($input: SmsAccountInput!) {\n    updateSmsAccount(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n": types.ConsoleUpdateSmsAccountDocument,
    "\n  mutation consoleRemoveSmsAccount {\n    removeSmsAccount {\n      ...ConsoleNoticeAccount\n    }\n  }\n": types.ConsoleRemoveSmsAccountDocument,
    "\n  mutation consoleUpdateFreeWaitingTime($input: FreeWaitingTimeInput!) {\n    updateFreeWaitingTime(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n": types.ConsoleUpdateFreeWaitingTimeDocument,
    "\n  query consolePaymentGateway {\n    paymentGatewaySettings {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n": types.ConsolePaymentGatewayDocument,
    "\n  mutation consoleSavePaymentGateway($input: PaymentGatewayInput!) {\n    savePaymentGateway(input: $input) {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n": types.ConsoleSavePaymentGatewayDocument,
    "\n  mutation consoleSaveFeeRule($input: CancellationFeeRuleInput) {\n    saveCancellationFeeRule(input: $input) {\n      freeUntilHoursBeforePickup\n    }\n  }\n": types.ConsoleSaveFeeRuleDocument,
    "\n  mutation consoleSaveFlightRules($input: FlightRulesInput!) {\n    saveFlightRules(input: $input) {\n      curbsideMinutes\n      insideMinutes\n      dailyCalls\n    }\n  }\n": types.ConsoleSaveFlightRulesDocument,
    "\n  mutation consoleSaveLeadTimes($input: LeadTimesInput!) {\n    saveLeadTimes(input: $input) {\n      creationMinutes\n      modificationMinutes\n      cancellationMinutes\n    }\n  }\n": types.ConsoleSaveLeadTimesDocument,
    "\n  mutation consoleSaveServiceArea($input: ServiceAreaInput!) {\n    saveServiceArea(input: $input) {\n      kind\n    }\n  }\n": types.ConsoleSaveServiceAreaDocument,
    "\n  query consoleBookingRules {\n    bookingRules {\n      leadTimes {\n        creationMinutes\n        modificationMinutes\n        cancellationMinutes\n      }\n      flightRules {\n        curbsideMinutes\n        insideMinutes\n        dailyCalls\n      }\n      cancellationFeeRule {\n        freeUntilHoursBeforePickup\n        lateCancellationFee {\n          kind\n          percent\n          amountMinor\n        }\n        noShowFee {\n          kind\n          percent\n          amountMinor\n        }\n      }\n      serviceArea {\n        kind\n        latitude\n        longitude\n        radiusKm\n        points\n      }\n      baseLatitude\n      baseLongitude\n      mapTiles {\n        kind\n        url\n        attribution\n      }\n    }\n  }\n": types.ConsoleBookingRulesDocument,
    "\n  query consoleViewer {\n    consoleViewer {\n      id\n      email\n      firstName\n      lastName\n      role\n      language\n      company {\n        coid\n        name\n        currencyCode\n        timeZone\n        latitude\n        longitude\n        mapTiles {\n          kind\n          url\n          attribution\n        }\n      }\n    }\n  }\n": types.ConsoleViewerDocument,
    "\n  mutation setConsoleLanguage($language: String) {\n    setConsoleLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetConsoleLanguageDocument,
    "\n  mutation consoleSignIn($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.ConsoleSignInDocument,
    "\n  query consoleStaff {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role\n      active\n      createdAt\n    }\n    staffInvitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n": types.ConsoleStaffDocument,
    "\n  mutation consoleInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n": types.ConsoleInviteStaffDocument,
    "\n  mutation consoleRevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id)\n  }\n": types.ConsoleRevokeStaffInvitationDocument,
    "\n  mutation consoleChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n      active\n    }\n  }\n": types.ConsoleChangeStaffRoleDocument,
    "\n  mutation consoleDeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      id\n      role\n      active\n    }\n  }\n": types.ConsoleDeactivateStaffDocument,
    "\n  mutation consoleRefresh($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.ConsoleRefreshDocument,
    "\n  mutation consoleLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.ConsoleLogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        createdAt\n        actorEmail\n        action\n        target\n        before\n        after\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query consoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        createdAt\n        actorEmail\n        action\n        target\n        before\n        after\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleBranding {\n    consoleBranding {\n      ...BrandingValues\n    }\n  }\n  fragment BrandingValues on ConsoleBranding {\n    name\n    shortName\n    title\n    description\n    primaryColor\n    backgroundColor\n    mainFontColor\n    headingFontColor\n    secondaryTextColor\n    tertiaryColor\n    domainName\n    callToActionText\n    websiteBookingURL\n    logoUrl\n  }\n"): (typeof documents)["\n  query consoleBranding {\n    consoleBranding {\n      ...BrandingValues\n    }\n  }\n  fragment BrandingValues on ConsoleBranding {\n    name\n    shortName\n    title\n    description\n    primaryColor\n    backgroundColor\n    mainFontColor\n    headingFontColor\n    secondaryTextColor\n    tertiaryColor\n    domainName\n    callToActionText\n    websiteBookingURL\n    logoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveBranding($input: ConsoleBrandingInput!) {\n    saveBranding(input: $input) {\n      ...BrandingValues\n    }\n  }\n"): (typeof documents)["\n  mutation saveBranding($input: ConsoleBrandingInput!) {\n    saveBranding(input: $input) {\n      ...BrandingValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation uploadLogo($image: ImageUploadInput!) {\n    uploadLogo(image: $image) {\n      ...BrandingValues\n    }\n  }\n"): (typeof documents)["\n  mutation uploadLogo($image: ImageUploadInput!) {\n    uploadLogo(image: $image) {\n      ...BrandingValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleServiceTypes {\n    catalogServiceTypes {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"): (typeof documents)["\n  query consoleServiceTypes {\n    catalogServiceTypes {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleCreateServiceType($input: ServiceTypeInput!) {\n    createServiceType(input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"): (typeof documents)["\n  mutation consoleCreateServiceType($input: ServiceTypeInput!) {\n    createServiceType(input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateServiceType($id: Int!, $input: ServiceTypeInput!) {\n    updateServiceType(id: $id, input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateServiceType($id: Int!, $input: ServiceTypeInput!) {\n    updateServiceType(id: $id, input: $input) {\n      id\n      name\n      code\n      sortOrder\n      isHourly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRemoveServiceType($id: Int!) {\n    removeServiceType(id: $id)\n  }\n"): (typeof documents)["\n  mutation consoleRemoveServiceType($id: Int!) {\n    removeServiceType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleVehicleTypes {\n    catalogVehicleTypes {\n      ...ConsoleVehicle\n    }\n  }\n  fragment ConsoleVehicle on CatalogVehicleType {\n    id\n    name\n    passengerCapacity\n    luggageCapacity\n    childSeatCapacity\n    isAccessible\n    sortOrder\n    isActive\n    imageUrl\n    rates {\n      baseFare\n      perMile\n      perMinute\n      hourlyRate\n      hourlyMinimumHours\n      airportPickupFee\n      airportDropoffFee\n      stopFee\n      childSeatFee\n      gratuityPercent\n      taxPercent\n      minimumFare\n      waitingPerMinute\n    }\n  }\n"): (typeof documents)["\n  query consoleVehicleTypes {\n    catalogVehicleTypes {\n      ...ConsoleVehicle\n    }\n  }\n  fragment ConsoleVehicle on CatalogVehicleType {\n    id\n    name\n    passengerCapacity\n    luggageCapacity\n    childSeatCapacity\n    isAccessible\n    sortOrder\n    isActive\n    imageUrl\n    rates {\n      baseFare\n      perMile\n      perMinute\n      hourlyRate\n      hourlyMinimumHours\n      airportPickupFee\n      airportDropoffFee\n      stopFee\n      childSeatFee\n      gratuityPercent\n      taxPercent\n      minimumFare\n      waitingPerMinute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleCreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleCreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      ...ConsoleVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {\n    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {\n      ...ConsoleVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {\n    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {\n      ...ConsoleVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleSampleRoutes {\n    priceSampleRoutes {\n      id\n      label\n      serviceTypeId\n      hours\n    }\n  }\n"): (typeof documents)["\n  query consoleSampleRoutes {\n    priceSampleRoutes {\n      id\n      label\n      serviceTypeId\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consolePreviewPrice($input: PricePreviewInput!) {\n    previewPrice(input: $input) {\n      currencyCode\n      currencySymbol\n      amount\n      distanceMiles\n      durationSeconds\n      rates {\n        name\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query consolePreviewPrice($input: PricePreviewInput!) {\n    previewPrice(input: $input) {\n      currencyCode\n      currencySymbol\n      amount\n      distanceMiles\n      durationSeconds\n      rates {\n        name\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consolePromoCodes {\n    catalogPromoCodes {\n      ...ConsolePromo\n    }\n  }\n  fragment ConsolePromo on CatalogPromoCode {\n    id\n    code\n    description\n    kind\n    value\n    validFrom\n    validUntil\n    usageLimit\n    usedCount\n    isActive\n  }\n"): (typeof documents)["\n  query consolePromoCodes {\n    catalogPromoCodes {\n      ...ConsolePromo\n    }\n  }\n  fragment ConsolePromo on CatalogPromoCode {\n    id\n    code\n    description\n    kind\n    value\n    validFrom\n    validUntil\n    usageLimit\n    usedCount\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleCreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      ...ConsolePromo\n    }\n  }\n"): (typeof documents)["\n  mutation consoleCreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      ...ConsolePromo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdatePromoCode($id: Int!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      ...ConsolePromo\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdatePromoCode($id: Int!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      ...ConsolePromo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleDeactivatePromoCode($id: Int!) {\n    deactivatePromoCode(id: $id) {\n      ...ConsolePromo\n    }\n  }\n"): (typeof documents)["\n  mutation consoleDeactivatePromoCode($id: Int!) {\n    deactivatePromoCode(id: $id) {\n      ...ConsolePromo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUploadVehicleTypePicture($vehicleTypeId: ID!, $image: ImageUploadInput!) {\n    uploadVehicleTypePicture(vehicleTypeId: $vehicleTypeId, image: $image) {\n      vehicleTypeId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUploadVehicleTypePicture($vehicleTypeId: ID!, $image: ImageUploadInput!) {\n    uploadVehicleTypePicture(vehicleTypeId: $vehicleTypeId, image: $image) {\n      vehicleTypeId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleServiceTypeRentalAgreements($id: Int!) {\n    serviceTypeRentalAgreements(id: $id) {\n      language\n      rentalAgreement\n    }\n  }\n"): (typeof documents)["\n  query consoleServiceTypeRentalAgreements($id: Int!) {\n    serviceTypeRentalAgreements(id: $id) {\n      language\n      rentalAgreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveServiceTypeRentalAgreement(\n    $id: Int!\n    $input: ServiceTypeRentalAgreementInput!\n  ) {\n    saveServiceTypeRentalAgreement(id: $id, input: $input) {\n      language\n      rentalAgreement\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveServiceTypeRentalAgreement(\n    $id: Int!\n    $input: ServiceTypeRentalAgreementInput!\n  ) {\n    saveServiceTypeRentalAgreement(id: $id, input: $input) {\n      language\n      rentalAgreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consolePricingRules {\n    pricingRules {\n      zones {\n        id\n        name\n        points\n      }\n      zoneFares {\n        id\n        vehicleTypeId\n        fromZoneId\n        toZoneId\n        amount\n        isOneWay\n      }\n      surcharges {\n        id\n        name\n        kind\n        startTime\n        endTime\n        date\n        percent\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query consolePricingRules {\n    pricingRules {\n      zones {\n        id\n        name\n        points\n      }\n      zoneFares {\n        id\n        vehicleTypeId\n        fromZoneId\n        toZoneId\n        amount\n        isOneWay\n      }\n      surcharges {\n        id\n        name\n        kind\n        startTime\n        endTime\n        date\n        percent\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSavePricingZone($id: Int, $input: PricingZoneInput!) {\n    savePricingZone(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSavePricingZone($id: Int, $input: PricingZoneInput!) {\n    savePricingZone(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveZoneFare($id: Int, $input: ZoneFareInput!) {\n    saveZoneFare(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveZoneFare($id: Int, $input: ZoneFareInput!) {\n    saveZoneFare(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSavePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {\n    savePriceSurcharge(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSavePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {\n    savePriceSurcharge(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRemovePricingZone($id: Int!) {\n    removePricingZone(id: $id)\n  }\n"): (typeof documents)["\n  mutation consoleRemovePricingZone($id: Int!) {\n    removePricingZone(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRemoveZoneFare($id: Int!) {\n    removeZoneFare(id: $id)\n  }\n"): (typeof documents)["\n  mutation consoleRemoveZoneFare($id: Int!) {\n    removeZoneFare(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRemovePriceSurcharge($id: Int!) {\n    removePriceSurcharge(id: $id)\n  }\n"): (typeof documents)["\n  mutation consoleRemovePriceSurcharge($id: Int!) {\n    removePriceSurcharge(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleCompanySettings {\n    consoleCompanySettings {\n      ...CompanySettingsValues\n    }\n  }\n  fragment CompanySettingsValues on ConsoleCompanySettings {\n    supportPhone\n    supportEmail\n    websiteURL\n    termsAndConditions\n    rentalAgreement\n    privacyPolicy\n    texts {\n      language\n      termsAndConditions\n      rentalAgreement\n      privacyPolicy\n    }\n    isCreateAccountAllowed\n    defaultLanguage\n    offeredLanguages\n  }\n"): (typeof documents)["\n  query consoleCompanySettings {\n    consoleCompanySettings {\n      ...CompanySettingsValues\n    }\n  }\n  fragment CompanySettingsValues on ConsoleCompanySettings {\n    supportPhone\n    supportEmail\n    websiteURL\n    termsAndConditions\n    rentalAgreement\n    privacyPolicy\n    texts {\n      language\n      termsAndConditions\n      rentalAgreement\n      privacyPolicy\n    }\n    isCreateAccountAllowed\n    defaultLanguage\n    offeredLanguages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveContacts($input: ConsoleContactsInput!) {\n    saveContacts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"): (typeof documents)["\n  mutation saveContacts($input: ConsoleContactsInput!) {\n    saveContacts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {\n    saveCompanyTexts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"): (typeof documents)["\n  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {\n    saveCompanyTexts(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setAccountCreation($allowed: Boolean!) {\n    setAccountCreation(allowed: $allowed) {\n      ...CompanySettingsValues\n    }\n  }\n"): (typeof documents)["\n  mutation setAccountCreation($allowed: Boolean!) {\n    setAccountCreation(allowed: $allowed) {\n      ...CompanySettingsValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveLanguages($input: ConsoleLanguagesInput!) {\n    saveLanguages(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"): (typeof documents)["\n  mutation saveLanguages($input: ConsoleLanguagesInput!) {\n    saveLanguages(input: $input) {\n      ...CompanySettingsValues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleDistanceUnit {\n    consoleCompanySettings {\n      distanceUnit\n    }\n  }\n"): (typeof documents)["\n  query consoleDistanceUnit {\n    consoleCompanySettings {\n      distanceUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveDistanceUnit($unit: String!) {\n    saveDistanceUnit(unit: $unit) {\n      distanceUnit\n    }\n  }\n"): (typeof documents)["\n  mutation saveDistanceUnit($unit: String!) {\n    saveDistanceUnit(unit: $unit) {\n      distanceUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleBoardRide on BoardRide {\n    id\n    confirmationNumber\n    status\n    statusLabel\n    pickupAt\n    dropoffAt\n    serviceTypeName\n    vehicleTypeId\n    vehicleTypeName\n    riderName\n    passengerName\n    passengerCount\n    pickupSummary\n    dropoffSummary\n    driver {\n      id\n      firstName\n      lastName\n    }\n    fleetVehicle {\n      id\n      licensePlate\n      make\n      model\n    }\n    totalMinor\n    currency\n    paymentState\n    updatedAt\n    flight {\n      code\n      state\n      stateText\n      expectedArrival\n      landedAt\n      bookedPickupAt\n      isAlert\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleBoardRide on BoardRide {\n    id\n    confirmationNumber\n    status\n    statusLabel\n    pickupAt\n    dropoffAt\n    serviceTypeName\n    vehicleTypeId\n    vehicleTypeName\n    riderName\n    passengerName\n    passengerCount\n    pickupSummary\n    dropoffSummary\n    driver {\n      id\n      firstName\n      lastName\n    }\n    fleetVehicle {\n      id\n      licensePlate\n      make\n      model\n    }\n    totalMinor\n    currency\n    paymentState\n    updatedAt\n    flight {\n      code\n      state\n      stateText\n      expectedArrival\n      landedAt\n      bookedPickupAt\n      isAlert\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleDispatchBoard($filter: BoardFilter, $first: Int, $after: String) {\n    dispatchBoard(filter: $filter, first: $first, after: $after) {\n      rides {\n        ...ConsoleBoardRide\n      }\n      endCursor\n      hasNextPage\n      timeZone\n      eventCursor\n      endedCount\n    }\n  }\n"): (typeof documents)["\n  query consoleDispatchBoard($filter: BoardFilter, $first: Int, $after: String) {\n    dispatchBoard(filter: $filter, first: $first, after: $after) {\n      rides {\n        ...ConsoleBoardRide\n      }\n      endCursor\n      hasNextPage\n      timeZone\n      eventCursor\n      endedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleDispatchChoices {\n    dispatchDrivers {\n      id\n      firstName\n      lastName\n    }\n    dispatchVehicleTypes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query consoleDispatchChoices {\n    dispatchDrivers {\n      id\n      firstName\n      lastName\n    }\n    dispatchVehicleTypes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleLiveDriver on LiveDriver {\n    driver {\n      id\n      firstName\n      lastName\n    }\n    reservationId\n    confirmationNumber\n    status\n    latitude\n    longitude\n    heading\n    recordedAt\n    ageSeconds\n    isStale\n  }\n"): (typeof documents)["\n  fragment ConsoleLiveDriver on LiveDriver {\n    driver {\n      id\n      firstName\n      lastName\n    }\n    reservationId\n    confirmationNumber\n    status\n    latitude\n    longitude\n    heading\n    recordedAt\n    ageSeconds\n    isStale\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription consoleDispatchEvents($after: String) {\n    dispatchEvents(after: $after) {\n      cursor\n      kind\n      ride {\n        ...ConsoleBoardRide\n      }\n      driver {\n        ...ConsoleLiveDriver\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription consoleDispatchEvents($after: String) {\n    dispatchEvents(after: $after) {\n      cursor\n      kind\n      ride {\n        ...ConsoleBoardRide\n      }\n      driver {\n        ...ConsoleLiveDriver\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleLiveDrivers {\n    liveDrivers {\n      ...ConsoleLiveDriver\n    }\n  }\n"): (typeof documents)["\n  query consoleLiveDrivers {\n    liveDrivers {\n      ...ConsoleLiveDriver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleUnassignedPickups($filter: BoardFilter) {\n    dispatchBoard(filter: $filter, first: 100) {\n      rides {\n        id\n        confirmationNumber\n        pickupAt\n        pickupSummary\n        pickupLatitude\n        pickupLongitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query consoleUnassignedPickups($filter: BoardFilter) {\n    dispatchBoard(filter: $filter, first: 100) {\n      rides {\n        id\n        confirmationNumber\n        pickupAt\n        pickupSummary\n        pickupLatitude\n        pickupLongitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleRideRoute($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        confirmationNumber\n      }\n      route {\n        name\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n    }\n  }\n"): (typeof documents)["\n  query consoleRideRoute($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        confirmationNumber\n      }\n      route {\n        name\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleDispatchRide($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        ...ConsoleBoardRide\n      }\n      route {\n        role\n        kind\n        name\n        address\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n      rider {\n        firstName\n        lastName\n        email\n        phone\n      }\n      passenger {\n        firstName\n        lastName\n        email\n        phone\n      }\n      luggageCount\n      infantSeats\n      toddlerSeats\n      boosterSeats\n      requiresAccessibility\n      notes\n      flight\n      priceLines {\n        name\n        amountMinor\n      }\n      tipMinor\n      rating\n      money {\n        currency\n        authorisedMinor\n        capturedMinor\n        voidedMinor\n        refundedMinor\n        heldMinor\n        chargedMinor\n      }\n      history {\n        fromStatus\n        toStatus\n        toLabel\n        changedAt\n        changedBy\n      }\n      nextStatuses\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n"): (typeof documents)["\n  query consoleDispatchRide($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        ...ConsoleBoardRide\n      }\n      route {\n        role\n        kind\n        name\n        address\n        latitude\n        longitude\n      }\n      path\n      pathAlongRoads\n      rider {\n        firstName\n        lastName\n        email\n        phone\n      }\n      passenger {\n        firstName\n        lastName\n        email\n        phone\n      }\n      luggageCount\n      infantSeats\n      toddlerSeats\n      boosterSeats\n      requiresAccessibility\n      notes\n      flight\n      priceLines {\n        name\n        amountMinor\n      }\n      tipMinor\n      rating\n      money {\n        currency\n        authorisedMinor\n        capturedMinor\n        voidedMinor\n        refundedMinor\n        heldMinor\n        chargedMinor\n      }\n      history {\n        fromStatus\n        toStatus\n        toLabel\n        changedAt\n        changedBy\n      }\n      nextStatuses\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleAssignmentChoices($id: ID!) {\n    suggestDrivers(reservationId: $id, first: 10) {\n      driver {\n        id\n        firstName\n        lastName\n      }\n      distanceMeters\n      positionAgeSeconds\n    }\n    assignableVehicles(reservationId: $id) {\n      id\n      licensePlate\n      make\n      model\n      color\n      passengerCapacity\n    }\n  }\n"): (typeof documents)["\n  query consoleAssignmentChoices($id: ID!) {\n    suggestDrivers(reservationId: $id, first: 10) {\n      driver {\n        id\n        firstName\n        lastName\n      }\n      distanceMeters\n      positionAgeSeconds\n    }\n    assignableVehicles(reservationId: $id) {\n      id\n      licensePlate\n      make\n      model\n      color\n      passengerCapacity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleAssignRide($input: AssignRideInput!) {\n    assignRide(input: $input) {\n      reservationId\n      driver {\n        id\n      }\n      fleetVehicle {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation consoleAssignRide($input: AssignRideInput!) {\n    assignRide(input: $input) {\n      reservationId\n      driver {\n        id\n      }\n      fleetVehicle {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUnassignRide($id: ID!) {\n    unassignRide(reservationId: $id) {\n      reservationId\n      driver {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUnassignRide($id: ID!) {\n    unassignRide(reservationId: $id) {\n      reservationId\n      driver {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSetRideStatus($id: ID!, $status: String!) {\n    setRideStatus(reservationId: $id, status: $status) {\n      ride {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSetRideStatus($id: ID!, $status: String!) {\n    setRideStatus(reservationId: $id, status: $status) {\n      ride {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleFleet {\n    fleetVehicles(includeInactive: true) {\n      ...ConsoleFleetVehicle\n    }\n    dispatchBufferMinutes\n    catalogVehicleTypes {\n      id\n      name\n      passengerCapacity\n    }\n  }\n  fragment ConsoleFleetVehicle on FleetVehicle {\n    id\n    licensePlate\n    make\n    model\n    color\n    vehicleTypeId\n    vehicleTypeName\n    passengerCapacity\n    isActive\n  }\n"): (typeof documents)["\n  query consoleFleet {\n    fleetVehicles(includeInactive: true) {\n      ...ConsoleFleetVehicle\n    }\n    dispatchBufferMinutes\n    catalogVehicleTypes {\n      id\n      name\n      passengerCapacity\n    }\n  }\n  fragment ConsoleFleetVehicle on FleetVehicle {\n    id\n    licensePlate\n    make\n    model\n    color\n    vehicleTypeId\n    vehicleTypeName\n    passengerCapacity\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleCreateFleetVehicle($input: FleetVehicleInput!) {\n    createFleetVehicle(input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleCreateFleetVehicle($input: FleetVehicleInput!) {\n    createFleetVehicle(input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {\n    updateFleetVehicle(id: $id, input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateFleetVehicle($id: ID!, $input: FleetVehicleInput!) {\n    updateFleetVehicle(id: $id, input: $input) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleDeactivateFleetVehicle($id: ID!) {\n    deactivateFleetVehicle(id: $id) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"): (typeof documents)["\n  mutation consoleDeactivateFleetVehicle($id: ID!) {\n    deactivateFleetVehicle(id: $id) {\n      ...ConsoleFleetVehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSetDispatchBuffer($minutes: Int!) {\n    setDispatchBufferMinutes(minutes: $minutes)\n  }\n"): (typeof documents)["\n  mutation consoleSetDispatchBuffer($minutes: Int!) {\n    setDispatchBufferMinutes(minutes: $minutes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleDispatchOverview {\n    dispatchOverview {\n      date\n      timeZone\n      currency\n      unassigned\n      assigned\n      underWay\n      done\n      needsDriver {\n        id\n        confirmationNumber\n        pickupAt\n        riderName\n        pickupSummary\n        vehicleTypeName\n      }\n      driversOnDuty\n      driversDriving\n      capturedMinor\n      heldMinor\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query consoleDispatchOverview {\n    dispatchOverview {\n      date\n      timeZone\n      currency\n      unassigned\n      assigned\n      underWay\n      done\n      needsDriver {\n        id\n        confirmationNumber\n        pickupAt\n        riderName\n        pickupSummary\n        vehicleTypeName\n      }\n      driversOnDuty\n      driversDriving\n      capturedMinor\n      heldMinor\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleStaffInvitation($coid: String!, $token: String!) {\n    staffInvitation(coid: $coid, token: $token) {\n      email\n      role\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query consoleStaffInvitation($coid: String!, $token: String!) {\n    staffInvitation(coid: $coid, token: $token) {\n      email\n      role\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleAcceptInvitation($input: AcceptStaffInvitationInput!) {\n    acceptStaffInvitation(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation consoleAcceptInvitation($input: AcceptStaffInvitationInput!) {\n    acceptStaffInvitation(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleRideMoney($reservationId: ID!) {\n    reservationLedger(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n  fragment ConsoleReservationMoney on ReservationMoney {\n    reservationId\n    confirmationNumber\n    currency\n    cardBrand\n    cardLastDigits\n    authorisedMinor\n    capturedMinor\n    voidedMinor\n    refundedMinor\n    heldMinor\n    chargedMinor\n    entries {\n      id\n      kind\n      amountMinor\n      currency\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query consoleRideMoney($reservationId: ID!) {\n    reservationLedger(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n  fragment ConsoleReservationMoney on ReservationMoney {\n    reservationId\n    confirmationNumber\n    currency\n    cardBrand\n    cardLastDigits\n    authorisedMinor\n    capturedMinor\n    voidedMinor\n    refundedMinor\n    heldMinor\n    chargedMinor\n    entries {\n      id\n      kind\n      amountMinor\n      currency\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleRideMoneyFacts($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        status\n        totalMinor\n      }\n      tipMinor\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n"): (typeof documents)["\n  query consoleRideMoneyFacts($id: ID!) {\n    dispatchRide(id: $id) {\n      ride {\n        id\n        status\n        totalMinor\n      }\n      tipMinor\n      cancellationFeeMinor\n      noShowFeeMinor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleCaptureRide($reservationId: ID!) {\n    captureRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"): (typeof documents)["\n  mutation consoleCaptureRide($reservationId: ID!) {\n    captureRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleVoidRide($reservationId: ID!) {\n    voidRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"): (typeof documents)["\n  mutation consoleVoidRide($reservationId: ID!) {\n    voidRide(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleChargeCancellationFee($reservationId: ID!) {\n    chargeCancellationFee(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"): (typeof documents)["\n  mutation consoleChargeCancellationFee($reservationId: ID!) {\n    chargeCancellationFee(reservationId: $reservationId) {\n      ...ConsoleReservationMoney\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRefundRide($input: RefundRideInput!) {\n    refundRide(input: $input) {\n      ...ConsoleReservationMoney\n    }\n  }\n"): (typeof documents)["\n  mutation consoleRefundRide($input: RefundRideInput!) {\n    refundRide(input: $input) {\n      ...ConsoleReservationMoney\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleAutoCaptureMinutes {\n    autoCaptureMinutes\n  }\n"): (typeof documents)["\n  query consoleAutoCaptureMinutes {\n    autoCaptureMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSetAutoCaptureMinutes($minutes: Int) {\n    setAutoCaptureMinutes(minutes: $minutes)\n  }\n"): (typeof documents)["\n  mutation consoleSetAutoCaptureMinutes($minutes: Int) {\n    setAutoCaptureMinutes(minutes: $minutes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      currency\n      rides\n      revenueMinor\n      tipsMinor\n      refundsMinor\n      netMinor\n      days {\n        date\n        rides\n        revenueMinor\n        tipsMinor\n        refundsMinor\n      }\n      byVehicleType {\n        id\n        name\n        rides\n        revenueMinor\n      }\n      byDriver {\n        id\n        name\n        rides\n        revenueMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  query consoleMoneySummary($from: String!, $to: String!) {\n    moneySummary(from: $from, to: $to) {\n      from\n      to\n      currency\n      rides\n      revenueMinor\n      tipsMinor\n      refundsMinor\n      netMinor\n      days {\n        date\n        rides\n        revenueMinor\n        tipsMinor\n        refundsMinor\n      }\n      byVehicleType {\n        id\n        name\n        rides\n        revenueMinor\n      }\n      byDriver {\n        id\n        name\n        rides\n        revenueMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleMoneyCsv($from: String!, $to: String!) {\n    moneyCsv(from: $from, to: $to)\n  }\n"): (typeof documents)["\n  query consoleMoneyCsv($from: String!, $to: String!) {\n    moneyCsv(from: $from, to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleRideMessages($id: ID!) {\n    rideMessages(reservationId: $id) {\n      id\n      kind\n      label\n      channel\n      recipient\n      subject\n      text\n      status\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query consoleRideMessages($id: ID!) {\n    rideMessages(reservationId: $id) {\n      id\n      kind\n      label\n      channel\n      recipient\n      subject\n      text\n      status\n      attempts\n      error\n      createdAt\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleNotices {\n    noticeAccount {\n      ...ConsoleNoticeAccount\n    }\n    noticeSettings {\n      ...ConsoleNoticeSetting\n    }\n  }\n\n  fragment ConsoleNoticeAccount on NoticeAccount {\n    smsSource\n    twilioAccountSid\n    smsSender\n    twilioAuthTokenLast4\n    smsRepliesUrl\n    freeWaitingMinutes\n  }\n\n  fragment ConsoleNoticeSetting on NoticeSetting {\n    kind\n    label\n    email\n    sms\n    push\n    shortText\n    defaultShortText\n    exampleDetails\n    shortTexts {\n      language\n      text\n      fallbackText\n      exampleDetails\n    }\n  }\n"): (typeof documents)["\n  query consoleNotices {\n    noticeAccount {\n      ...ConsoleNoticeAccount\n    }\n    noticeSettings {\n      ...ConsoleNoticeSetting\n    }\n  }\n\n  fragment ConsoleNoticeAccount on NoticeAccount {\n    smsSource\n    twilioAccountSid\n    smsSender\n    twilioAuthTokenLast4\n    smsRepliesUrl\n    freeWaitingMinutes\n  }\n\n  fragment ConsoleNoticeSetting on NoticeSetting {\n    kind\n    label\n    email\n    sms\n    push\n    shortText\n    defaultShortText\n    exampleDetails\n    shortTexts {\n      language\n      text\n      fallbackText\n      exampleDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateNoticeSetting($input: NoticeSettingInput!) {\n    updateNoticeSetting(input: $input) {\n      ...ConsoleNoticeSetting\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateNoticeSetting($input: NoticeSettingInput!) {\n    updateNoticeSetting(input: $input) {\n      ...ConsoleNoticeSetting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateSmsAccount($input: SmsAccountInput!) {\n    updateSmsAccount(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateSmsAccount($input: SmsAccountInput!) {\n    updateSmsAccount(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRemoveSmsAccount {\n    removeSmsAccount {\n      ...ConsoleNoticeAccount\n    }\n  }\n"): (typeof documents)["\n  mutation consoleRemoveSmsAccount {\n    removeSmsAccount {\n      ...ConsoleNoticeAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleUpdateFreeWaitingTime($input: FreeWaitingTimeInput!) {\n    updateFreeWaitingTime(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n"): (typeof documents)["\n  mutation consoleUpdateFreeWaitingTime($input: FreeWaitingTimeInput!) {\n    updateFreeWaitingTime(input: $input) {\n      ...ConsoleNoticeAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consolePaymentGateway {\n    paymentGatewaySettings {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n"): (typeof documents)["\n  query consolePaymentGateway {\n    paymentGatewaySettings {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSavePaymentGateway($input: PaymentGatewayInput!) {\n    savePaymentGateway(input: $input) {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSavePaymentGateway($input: PaymentGatewayInput!) {\n    savePaymentGateway(input: $input) {\n      kind\n      credentialsSet\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveFeeRule($input: CancellationFeeRuleInput) {\n    saveCancellationFeeRule(input: $input) {\n      freeUntilHoursBeforePickup\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveFeeRule($input: CancellationFeeRuleInput) {\n    saveCancellationFeeRule(input: $input) {\n      freeUntilHoursBeforePickup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveFlightRules($input: FlightRulesInput!) {\n    saveFlightRules(input: $input) {\n      curbsideMinutes\n      insideMinutes\n      dailyCalls\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveFlightRules($input: FlightRulesInput!) {\n    saveFlightRules(input: $input) {\n      curbsideMinutes\n      insideMinutes\n      dailyCalls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveLeadTimes($input: LeadTimesInput!) {\n    saveLeadTimes(input: $input) {\n      creationMinutes\n      modificationMinutes\n      cancellationMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveLeadTimes($input: LeadTimesInput!) {\n    saveLeadTimes(input: $input) {\n      creationMinutes\n      modificationMinutes\n      cancellationMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSaveServiceArea($input: ServiceAreaInput!) {\n    saveServiceArea(input: $input) {\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSaveServiceArea($input: ServiceAreaInput!) {\n    saveServiceArea(input: $input) {\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleBookingRules {\n    bookingRules {\n      leadTimes {\n        creationMinutes\n        modificationMinutes\n        cancellationMinutes\n      }\n      flightRules {\n        curbsideMinutes\n        insideMinutes\n        dailyCalls\n      }\n      cancellationFeeRule {\n        freeUntilHoursBeforePickup\n        lateCancellationFee {\n          kind\n          percent\n          amountMinor\n        }\n        noShowFee {\n          kind\n          percent\n          amountMinor\n        }\n      }\n      serviceArea {\n        kind\n        latitude\n        longitude\n        radiusKm\n        points\n      }\n      baseLatitude\n      baseLongitude\n      mapTiles {\n        kind\n        url\n        attribution\n      }\n    }\n  }\n"): (typeof documents)["\n  query consoleBookingRules {\n    bookingRules {\n      leadTimes {\n        creationMinutes\n        modificationMinutes\n        cancellationMinutes\n      }\n      flightRules {\n        curbsideMinutes\n        insideMinutes\n        dailyCalls\n      }\n      cancellationFeeRule {\n        freeUntilHoursBeforePickup\n        lateCancellationFee {\n          kind\n          percent\n          amountMinor\n        }\n        noShowFee {\n          kind\n          percent\n          amountMinor\n        }\n      }\n      serviceArea {\n        kind\n        latitude\n        longitude\n        radiusKm\n        points\n      }\n      baseLatitude\n      baseLongitude\n      mapTiles {\n        kind\n        url\n        attribution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleViewer {\n    consoleViewer {\n      id\n      email\n      firstName\n      lastName\n      role\n      language\n      company {\n        coid\n        name\n        currencyCode\n        timeZone\n        latitude\n        longitude\n        mapTiles {\n          kind\n          url\n          attribution\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query consoleViewer {\n    consoleViewer {\n      id\n      email\n      firstName\n      lastName\n      role\n      language\n      company {\n        coid\n        name\n        currencyCode\n        timeZone\n        latitude\n        longitude\n        mapTiles {\n          kind\n          url\n          attribution\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setConsoleLanguage($language: String) {\n    setConsoleLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation setConsoleLanguage($language: String) {\n    setConsoleLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleSignIn($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation consoleSignIn($input: LoginInfoInput!) {\n    login(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query consoleStaff {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role\n      active\n      createdAt\n    }\n    staffInvitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n"): (typeof documents)["\n  query consoleStaff {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role\n      active\n      createdAt\n    }\n    staffInvitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n"): (typeof documents)["\n  mutation consoleInviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      id\n      email\n      role\n      expiresAt\n      invitedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation consoleRevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation consoleChangeStaffRole($id: ID!, $role: StaffRole!) {\n    changeStaffRole(id: $id, role: $role) {\n      id\n      role\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleDeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      id\n      role\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation consoleDeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      id\n      role\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleRefresh($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation consoleRefresh($input: RefreshAuthTokenInput!) {\n    refreshAuthToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation consoleLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"): (typeof documents)["\n  mutation consoleLogout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;