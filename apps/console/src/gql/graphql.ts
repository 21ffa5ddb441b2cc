/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptStaffInvitationInput = {
  /** The company id from the invitation link. */
  coid: string;
  firstName: string;
  lastName: string;
  /** The sign-up password rule applies. */
  password: string;
  /** The token from the invitation link. */
  token: string;
};

export type AssignRideInput = {
  driverId: string | number;
  fleetVehicleId: string | number;
  reservationId: string | number;
};

export type AuditLogFilter = {
  /** Exactly this action (e.g. staff.invite). */
  action?: string | null | undefined;
  /** Actors whose e-mail contains this, in any letter case. */
  actorEmail?: string | null | undefined;
  /** From this instant on (ISO 8601, inclusive). */
  from?: string | null | undefined;
  /** Targets that contain this, in any letter case. */
  target?: string | null | undefined;
  /** Before this instant (ISO 8601, exclusive). */
  to?: string | null | undefined;
};

export type BoardFilter = {
  driverId?: string | number | null | undefined;
  /** First day shown, YYYY-MM-DD in the company's time zone; default today. */
  from?: string | null | undefined;
  /** A confirmation number (digits: that number) or part of the rider's or passenger's name. */
  search?: string | null | undefined;
  /** Default: every group. */
  statuses?: Array<BoardStatusGroup> | null | undefined;
  /** Last day shown (inclusive), at most 31 days after `from`; default 6 days after it. */
  to?: string | null | undefined;
  /** Only rides without a driver. */
  unassignedOnly?: boolean | null | undefined;
  vehicleTypeId?: number | null | undefined;
};

/** Groups of statuses the board filters by. */
export type BoardStatusGroup =
  | 'CANCELLED'
  | 'COMPLETED'
  /** A driver is on the way or driving the rider. */
  | 'IN_PROGRESS'
  | 'NO_SHOW'
  /** Scheduled, no driver on the way yet. */
  | 'UPCOMING';

export type CancellationFeeRuleInput = {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: FeeInput;
  noShowFee?: FeeInput | null | undefined;
};

export type ConsoleBrandingInput = {
  backgroundColor: string;
  callToActionText: string;
  description: string;
  /** A host name (rides.example.com) no other company uses, or empty. */
  domainName: string;
  headingFontColor: string;
  mainFontColor: string;
  name: string;
  /** #rrggbb; every colour pair riders read must pass WCAG AA. */
  primaryColor: string;
  secondaryTextColor: string;
  shortName: string;
  tertiaryColor: string;
  title: string;
  websiteBookingURL: string;
};

export type ConsoleCompanyTextsInput = {
  /** One of the offered languages; absent: the default language. Empty texts in another language fall back to the default's. */
  language?: string | null | undefined;
  privacyPolicy: string;
  rentalAgreement: string;
  /** Plain text or HTML; script, styles, frames and event handlers are removed. */
  termsAndConditions: string;
};

export type ConsoleContactsInput = {
  supportEmail: string;
  /** A valid number for the company's country, or in international form (+44 …). */
  supportPhone: string;
  /** http(s) address, or empty. */
  websiteURL: string;
};

export type ConsoleLanguagesInput = {
  /** One of offeredLanguages. */
  defaultLanguage: string;
  /** 1 to 5 of en, es, fr, de, ar, each once. */
  offeredLanguages: Array<string>;
};

export type DispatchEventKind =
  /** A driver reported a position; `driver` is it. */
  | 'DRIVER_MOVED'
  /** A ride was booked or changed (status, time, assignment, money); `ride` is its board row now. */
  | 'RIDE_CHANGED';

export type FeeInput = {
  amountMinor?: number | null | undefined;
  kind: FeeKind;
  percent?: number | null | undefined;
};

export type FeeKind =
  /** A fixed amount in the company currency's minor units, never more than the ride's total. */
  | 'FIXED'
  /** A percent (1 to 100) of the ride's total. */
  | 'PERCENT';

export type FleetVehicleInput = {
  color: string;
  /** Unique in the company (letters, digits, spaces and dashes; stored upper-case). */
  licensePlate: string;
  make: string;
  model: string;
  passengerCapacity: number;
  vehicleTypeId: number;
};

export type FlightRulesInput = {
  /** 0 to 180. */
  curbsideMinutes: number;
  /** 0 to 100000; 0 stops looking flights up. */
  dailyCalls: number;
  /** 0 to 180. */
  insideMinutes: number;
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

export type FreeWaitingTimeInput = {
  /** 0 to 120; null or 0: the arrival notice names no free waiting time. */
  minutes?: number | null | undefined;
};

/** An image file sent in the request: its bytes base64-encoded (at most 512 kB of file). */
export type ImageUploadInput = {
  data: string;
};

export type InviteStaffInput = {
  email: string;
  role: StaffRole;
};

export type LeadTimesInput = {
  cancellationMinutes?: number | null | undefined;
  creationMinutes?: number | null | undefined;
  modificationMinutes?: number | null | undefined;
};

export type LedgerKind =
  | 'AUTHORISED'
  | 'CAPTURED'
  | 'REFUNDED'
  | 'VOIDED';

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

export type NoticeSettingInput = {
  email: boolean;
  kind: string;
  /** The language shortText is written in, one of the offered; absent: the default language. */
  language?: string | null | undefined;
  push: boolean;
  /** Empty or null: the default. */
  shortText?: string | null | undefined;
  sms: boolean;
};

export type PaymentGatewayInput = {
  kind: PaymentGatewayKind;
  /** Stripe only: pk_…. Empty or absent: keep the stored one. */
  publishableKey?: string | null | undefined;
  /** Stripe: sk_… or rk_…; century, square, vs: the API key. Empty or absent: keep the stored one. */
  secretKey?: string | null | undefined;
};

export type PaymentGatewayKind =
  | 'CENTURY'
  /** The offline hosted-fields sandbox (short code fs). */
  | 'SANDBOX'
  | 'SQUARE'
  | 'STRIPE'
  | 'VS';

/** Where the money of a ride stands, from its ledger. */
export type PaymentState =
  | 'CAPTURED'
  /** A card hold waits to be captured or released. */
  | 'HELD'
  /** Nothing held or charged (a free cancellation, or no card). */
  | 'NONE'
  | 'PARTLY_REFUNDED'
  | 'REFUNDED'
  | 'VOIDED';

export type PreviewPointInput = {
  kind: PreviewPointKind;
  latitude: number;
  longitude: number;
};

export type PreviewPointKind =
  | 'ADDRESS'
  | 'AIRPORT';

/** A sample route of the company (sample: its id), or a pickup and drop-off. */
export type PreviewRouteInput = {
  dropoff?: PreviewPointInput | null | undefined;
  pickup?: PreviewPointInput | null | undefined;
  sample?: string | null | undefined;
};

export type PricePreviewInput = {
  childSeats?: number | null | undefined;
  /** Hourly service types: hours booked. */
  hours?: number | null | undefined;
  /** ISO 8601 instant of the pickup, for night and holiday surcharges; omitted: now. */
  pickupAt?: string | null | undefined;
  /** The rate card being edited, unsaved. */
  rates: RateCardInput;
  route: PreviewRouteInput;
  serviceTypeId: number;
  /** Additional stops between pickup and drop-off. */
  stops?: number | null | undefined;
  vehicleTypeId: number;
  /** Minutes of waiting billed (beyond the free wait), 0 to 240, priced as a completed ride's are. */
  waitingMinutes?: number | null | undefined;
};

export type PriceSurchargeInput = {
  amount?: string | null | undefined;
  date?: string | null | undefined;
  endTime?: string | null | undefined;
  kind: SurchargeKind;
  name: string;
  /** Exactly one of percent and amount. */
  percent?: string | null | undefined;
  startTime?: string | null | undefined;
};

export type PricingZoneInput = {
  name: string;
  points: Array<Array<number>>;
};

export type PromoCodeInput = {
  code: string;
  description: string;
  isActive: boolean;
  kind: PromoKind;
  usageLimit?: number | null | undefined;
  /** ISO 8601 instant. */
  validFrom: string;
  /** ISO 8601 instant, exclusive; null for no end. */
  validUntil?: string | null | undefined;
  value: string;
};

export type PromoKind =
  | 'AMOUNT'
  | 'PERCENT';

export type RateCardInput = {
  airportDropoffFee: string;
  airportPickupFee: string;
  baseFare: string;
  childSeatFee: string;
  gratuityPercent: string;
  /** Whole hours, 0–24. */
  hourlyMinimumHours: number;
  hourlyRate: string;
  /** Omitted or null: the saved card's minimum stays (a new card: 0.00, no minimum). */
  minimumFare?: string | null | undefined;
  perMile: string;
  perMinute: string;
  stopFee: string;
  taxPercent: string;
  /** Omitted or null: the saved card's rate stays (a new card: 0.00, waiting not billed). */
  waitingPerMinute?: string | null | undefined;
};

export type RefreshAuthTokenInput = {
  refreshToken: string;
};

export type RefundRideInput = {
  /** Omitted: all that is left captured. */
  amountMinor?: number | null | undefined;
  /** The same key gives the same refund, however often it is sent. */
  idempotencyKey: string;
  reservationId: string | number;
};

export type ServiceAreaInput = {
  kind: ServiceAreaKind;
  /** CIRCLE: the centre and the radius in whole kilometres (1 to 5000). */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** POLYGON: 3 to 200 [latitude, longitude] points whose edges do not cross. */
  points?: Array<Array<number>> | null | undefined;
  radiusKm?: number | null | undefined;
};

export type ServiceAreaKind =
  | 'CIRCLE'
  | 'POLYGON';

export type ServiceTypeInput = {
  /** 1–10 letters, digits, - or _; stored upper-case. HRL: hourly rides. */
  code: string;
  name: string;
  sortOrder: number;
};

export type ServiceTypeRentalAgreementInput = {
  /** One of the offered languages; absent: the default language. */
  language?: string | null | undefined;
  /** Plain text or HTML; script, styles, frames and event handlers are removed. Empty: none in this language. */
  rentalAgreement: string;
};

export type SmsAccountInput = {
  accountSid: string;
  /** 32 hexadecimal digits; empty keeps the stored token. */
  authToken?: string | null | undefined;
  /** A number in international format (+12015550123) or a Messaging Service SID (MG...). */
  sender: string;
};

/** What a staff user may do: admin everything; dispatcher reservations and drivers; driver the driver page. */
export type StaffRole =
  | 'ADMIN'
  | 'DISPATCHER'
  | 'DRIVER';

export type SurchargeKind =
  | 'HOLIDAY'
  | 'NIGHT';

/** Who signs in: a rider (ACCOUNT_USER) or a staff user of the company (COMPANY_USER). */
export type UserType =
  | 'ACCOUNT_USER'
  | 'COMPANY_USER';

export type VehicleTypeInput = {
  childSeatCapacity: number;
  isAccessible: boolean;
  isActive: boolean;
  luggageCapacity: number;
  name: string;
  /** 1–60. */
  passengerCapacity: number;
  sortOrder: number;
};

export type ZoneFareInput = {
  amount: string;
  fromZoneId: number;
  isOneWay: boolean;
  toZoneId: number;
  vehicleTypeId: number;
};

export type ConsoleAuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleAuditLogQuery = { auditLog: { endCursor: string | null, hasNextPage: boolean, entries: Array<{ id: string, createdAt: string, actorEmail: string, action: string, target: string, before: string | null, after: string | null }> } };

export type ConsoleBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBrandingQuery = { consoleBranding: { name: string, shortName: string, title: string, description: string, primaryColor: string, backgroundColor: string, mainFontColor: string, headingFontColor: string, secondaryTextColor: string, tertiaryColor: string, domainName: string, callToActionText: string, websiteBookingURL: string, logoUrl: string } };

export type BrandingValuesFragment = { name: string, shortName: string, title: string, description: string, primaryColor: string, backgroundColor: string, mainFontColor: string, headingFontColor: string, secondaryTextColor: string, tertiaryColor: string, domainName: string, callToActionText: string, websiteBookingURL: string, logoUrl: string };

export type SaveBrandingMutationVariables = Exact<{
  input: ConsoleBrandingInput;
}>;


export type SaveBrandingMutation = { saveBranding: { name: string, shortName: string, title: string, description: string, primaryColor: string, backgroundColor: string, mainFontColor: string, headingFontColor: string, secondaryTextColor: string, tertiaryColor: string, domainName: string, callToActionText: string, websiteBookingURL: string, logoUrl: string } };

export type UploadLogoMutationVariables = Exact<{
  image: ImageUploadInput;
}>;


export type UploadLogoMutation = { uploadLogo: { name: string, shortName: string, title: string, description: string, primaryColor: string, backgroundColor: string, mainFontColor: string, headingFontColor: string, secondaryTextColor: string, tertiaryColor: string, domainName: string, callToActionText: string, websiteBookingURL: string, logoUrl: string } };

export type ConsoleServiceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleServiceTypesQuery = { catalogServiceTypes: Array<{ id: number, name: string, code: string, sortOrder: number, isHourly: boolean }> };

export type ConsoleCreateServiceTypeMutationVariables = Exact<{
  input: ServiceTypeInput;
}>;


export type ConsoleCreateServiceTypeMutation = { createServiceType: { id: number, name: string, code: string, sortOrder: number, isHourly: boolean } };

export type ConsoleUpdateServiceTypeMutationVariables = Exact<{
  id: number;
  input: ServiceTypeInput;
}>;


export type ConsoleUpdateServiceTypeMutation = { updateServiceType: { id: number, name: string, code: string, sortOrder: number, isHourly: boolean } };

export type ConsoleRemoveServiceTypeMutationVariables = Exact<{
  id: number;
}>;


export type ConsoleRemoveServiceTypeMutation = { removeServiceType: number };

export type ConsoleVehicleTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleVehicleTypesQuery = { catalogVehicleTypes: Array<{ id: number, name: string, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, isAccessible: boolean, sortOrder: number, isActive: boolean, imageUrl: string | null, rates: { baseFare: string, perMile: string, perMinute: string, hourlyRate: string, hourlyMinimumHours: number, airportPickupFee: string, airportDropoffFee: string, stopFee: string, childSeatFee: string, gratuityPercent: string, taxPercent: string, minimumFare: string, waitingPerMinute: string } }> };

export type ConsoleVehicleFragment = { id: number, name: string, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, isAccessible: boolean, sortOrder: number, isActive: boolean, imageUrl: string | null, rates: { baseFare: string, perMile: string, perMinute: string, hourlyRate: string, hourlyMinimumHours: number, airportPickupFee: string, airportDropoffFee: string, stopFee: string, childSeatFee: string, gratuityPercent: string, taxPercent: string, minimumFare: string, waitingPerMinute: string } };

export type ConsoleCreateVehicleTypeMutationVariables = Exact<{
  input: VehicleTypeInput;
}>;


export type ConsoleCreateVehicleTypeMutation = { createVehicleType: { id: number, name: string, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, isAccessible: boolean, sortOrder: number, isActive: boolean, imageUrl: string | null, rates: { baseFare: string, perMile: string, perMinute: string, hourlyRate: string, hourlyMinimumHours: number, airportPickupFee: string, airportDropoffFee: string, stopFee: string, childSeatFee: string, gratuityPercent: string, taxPercent: string, minimumFare: string, waitingPerMinute: string } } };

export type ConsoleUpdateVehicleTypeMutationVariables = Exact<{
  id: number;
  input: VehicleTypeInput;
}>;


export type ConsoleUpdateVehicleTypeMutation = { updateVehicleType: { id: number, name: string, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, isAccessible: boolean, sortOrder: number, isActive: boolean, imageUrl: string | null, rates: { baseFare: string, perMile: string, perMinute: string, hourlyRate: string, hourlyMinimumHours: number, airportPickupFee: string, airportDropoffFee: string, stopFee: string, childSeatFee: string, gratuityPercent: string, taxPercent: string, minimumFare: string, waitingPerMinute: string } } };

export type ConsoleSaveRateCardMutationVariables = Exact<{
  vehicleTypeId: number;
  rates: RateCardInput;
}>;


export type ConsoleSaveRateCardMutation = { saveRateCard: { id: number, name: string, passengerCapacity: number, luggageCapacity: number, childSeatCapacity: number, isAccessible: boolean, sortOrder: number, isActive: boolean, imageUrl: string | null, rates: { baseFare: string, perMile: string, perMinute: string, hourlyRate: string, hourlyMinimumHours: number, airportPickupFee: string, airportDropoffFee: string, stopFee: string, childSeatFee: string, gratuityPercent: string, taxPercent: string, minimumFare: string, waitingPerMinute: string } } };

export type ConsoleSampleRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSampleRoutesQuery = { priceSampleRoutes: Array<{ id: string, label: string, serviceTypeId: number, hours: number | null }> };

export type ConsolePreviewPriceQueryVariables = Exact<{
  input: PricePreviewInput;
}>;


export type ConsolePreviewPriceQuery = { previewPrice: { currencyCode: string, currencySymbol: string, amount: number, distanceMiles: number, durationSeconds: number, rates: Array<{ name: string, value: number }> } };

export type ConsolePromoCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePromoCodesQuery = { catalogPromoCodes: Array<{ id: number, code: string, description: string, kind: PromoKind, value: string, validFrom: string, validUntil: string | null, usageLimit: number | null, usedCount: number, isActive: boolean }> };

export type ConsolePromoFragment = { id: number, code: string, description: string, kind: PromoKind, value: string, validFrom: string, validUntil: string | null, usageLimit: number | null, usedCount: number, isActive: boolean };

export type ConsoleCreatePromoCodeMutationVariables = Exact<{
  input: PromoCodeInput;
}>;


export type ConsoleCreatePromoCodeMutation = { createPromoCode: { id: number, code: string, description: string, kind: PromoKind, value: string, validFrom: string, validUntil: string | null, usageLimit: number | null, usedCount: number, isActive: boolean } };

export type ConsoleUpdatePromoCodeMutationVariables = Exact<{
  id: number;
  input: PromoCodeInput;
}>;


export type ConsoleUpdatePromoCodeMutation = { updatePromoCode: { id: number, code: string, description: string, kind: PromoKind, value: string, validFrom: string, validUntil: string | null, usageLimit: number | null, usedCount: number, isActive: boolean } };

export type ConsoleDeactivatePromoCodeMutationVariables = Exact<{
  id: number;
}>;


export type ConsoleDeactivatePromoCodeMutation = { deactivatePromoCode: { id: number, code: string, description: string, kind: PromoKind, value: string, validFrom: string, validUntil: string | null, usageLimit: number | null, usedCount: number, isActive: boolean } };

export type ConsoleUploadVehicleTypePictureMutationVariables = Exact<{
  vehicleTypeId: string | number;
  image: ImageUploadInput;
}>;


export type ConsoleUploadVehicleTypePictureMutation = { uploadVehicleTypePicture: { vehicleTypeId: string, url: string } };

export type ConsoleServiceTypeRentalAgreementsQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleServiceTypeRentalAgreementsQuery = { serviceTypeRentalAgreements: Array<{ language: string, rentalAgreement: string }> };

export type ConsoleSaveServiceTypeRentalAgreementMutationVariables = Exact<{
  id: number;
  input: ServiceTypeRentalAgreementInput;
}>;


export type ConsoleSaveServiceTypeRentalAgreementMutation = { saveServiceTypeRentalAgreement: Array<{ language: string, rentalAgreement: string }> };

export type ConsolePricingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePricingRulesQuery = { pricingRules: { zones: Array<{ id: number, name: string, points: Array<Array<number>> }>, zoneFares: Array<{ id: number, vehicleTypeId: number, fromZoneId: number, toZoneId: number, amount: string, isOneWay: boolean }>, surcharges: Array<{ id: number, name: string, kind: SurchargeKind, startTime: string | null, endTime: string | null, date: string | null, percent: string | null, amount: string | null }> } };

export type ConsoleSavePricingZoneMutationVariables = Exact<{
  id?: number | null | undefined;
  input: PricingZoneInput;
}>;


export type ConsoleSavePricingZoneMutation = { savePricingZone: { id: number } };

export type ConsoleSaveZoneFareMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ZoneFareInput;
}>;


export type ConsoleSaveZoneFareMutation = { saveZoneFare: { id: number } };

export type ConsoleSavePriceSurchargeMutationVariables = Exact<{
  id?: number | null | undefined;
  input: PriceSurchargeInput;
}>;


export type ConsoleSavePriceSurchargeMutation = { savePriceSurcharge: { id: number } };

export type ConsoleRemovePricingZoneMutationVariables = Exact<{
  id: number;
}>;


export type ConsoleRemovePricingZoneMutation = { removePricingZone: number };

export type ConsoleRemoveZoneFareMutationVariables = Exact<{
  id: number;
}>;


export type ConsoleRemoveZoneFareMutation = { removeZoneFare: number };

export type ConsoleRemovePriceSurchargeMutationVariables = Exact<{
  id: number;
}>;


export type ConsoleRemovePriceSurchargeMutation = { removePriceSurcharge: number };

export type ConsoleCompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCompanySettingsQuery = { consoleCompanySettings: { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> } };

export type CompanySettingsValuesFragment = { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> };

export type SaveContactsMutationVariables = Exact<{
  input: ConsoleContactsInput;
}>;


export type SaveContactsMutation = { saveContacts: { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> } };

export type SaveCompanyTextsMutationVariables = Exact<{
  input: ConsoleCompanyTextsInput;
}>;


export type SaveCompanyTextsMutation = { saveCompanyTexts: { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> } };

export type SetAccountCreationMutationVariables = Exact<{
  allowed: boolean;
}>;


export type SetAccountCreationMutation = { setAccountCreation: { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> } };

export type SaveLanguagesMutationVariables = Exact<{
  input: ConsoleLanguagesInput;
}>;


export type SaveLanguagesMutation = { saveLanguages: { supportPhone: string, supportEmail: string, websiteURL: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string, isCreateAccountAllowed: boolean, defaultLanguage: string, offeredLanguages: Array<string>, texts: Array<{ language: string, termsAndConditions: string, rentalAgreement: string, privacyPolicy: string }> } };

export type ConsoleDistanceUnitQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDistanceUnitQuery = { consoleCompanySettings: { distanceUnit: string } };

export type SaveDistanceUnitMutationVariables = Exact<{
  unit: string;
}>;


export type SaveDistanceUnitMutation = { saveDistanceUnit: { distanceUnit: string } };

export type ConsoleBoardRideFragment = { id: string, confirmationNumber: string, status: string, statusLabel: string, pickupAt: string, dropoffAt: string, serviceTypeName: string, vehicleTypeId: number, vehicleTypeName: string, riderName: string, passengerName: string, passengerCount: number, pickupSummary: string, dropoffSummary: string | null, totalMinor: number, currency: string, paymentState: PaymentState, updatedAt: string, driver: { id: string, firstName: string, lastName: string } | null, fleetVehicle: { id: string, licensePlate: string, make: string, model: string } | null, flight: { code: string, state: FlightState, stateText: string, expectedArrival: string | null, landedAt: string | null, bookedPickupAt: string, isAlert: boolean } | null };

export type ConsoleDispatchBoardQueryVariables = Exact<{
  filter?: BoardFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleDispatchBoardQuery = { dispatchBoard: { endCursor: string | null, hasNextPage: boolean, timeZone: string, eventCursor: string, endedCount: number, rides: Array<{ id: string, confirmationNumber: string, status: string, statusLabel: string, pickupAt: string, dropoffAt: string, serviceTypeName: string, vehicleTypeId: number, vehicleTypeName: string, riderName: string, passengerName: string, passengerCount: number, pickupSummary: string, dropoffSummary: string | null, totalMinor: number, currency: string, paymentState: PaymentState, updatedAt: string, driver: { id: string, firstName: string, lastName: string } | null, fleetVehicle: { id: string, licensePlate: string, make: string, model: string } | null, flight: { code: string, state: FlightState, stateText: string, expectedArrival: string | null, landedAt: string | null, bookedPickupAt: string, isAlert: boolean } | null }> } };

export type ConsoleDispatchChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDispatchChoicesQuery = { dispatchDrivers: Array<{ id: string, firstName: string, lastName: string }>, dispatchVehicleTypes: Array<{ id: number, name: string }> };

export type ConsoleLiveDriverFragment = { reservationId: string | null, confirmationNumber: string | null, status: string | null, latitude: number, longitude: number, heading: number | null, recordedAt: string, ageSeconds: number, isStale: boolean, driver: { id: string, firstName: string, lastName: string } };

export type ConsoleDispatchEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleDispatchEventsSubscription = { dispatchEvents: { cursor: string, kind: DispatchEventKind, ride: { id: string, confirmationNumber: string, status: string, statusLabel: string, pickupAt: string, dropoffAt: string, serviceTypeName: string, vehicleTypeId: number, vehicleTypeName: string, riderName: string, passengerName: string, passengerCount: number, pickupSummary: string, dropoffSummary: string | null, totalMinor: number, currency: string, paymentState: PaymentState, updatedAt: string, driver: { id: string, firstName: string, lastName: string } | null, fleetVehicle: { id: string, licensePlate: string, make: string, model: string } | null, flight: { code: string, state: FlightState, stateText: string, expectedArrival: string | null, landedAt: string | null, bookedPickupAt: string, isAlert: boolean } | null } | null, driver: { reservationId: string | null, confirmationNumber: string | null, status: string | null, latitude: number, longitude: number, heading: number | null, recordedAt: string, ageSeconds: number, isStale: boolean, driver: { id: string, firstName: string, lastName: string } } | null } };

export type ConsoleLiveDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLiveDriversQuery = { liveDrivers: Array<{ reservationId: string | null, confirmationNumber: string | null, status: string | null, latitude: number, longitude: number, heading: number | null, recordedAt: string, ageSeconds: number, isStale: boolean, driver: { id: string, firstName: string, lastName: string } }> };

export type ConsoleUnassignedPickupsQueryVariables = Exact<{
  filter?: BoardFilter | null | undefined;
}>;


export type ConsoleUnassignedPickupsQuery = { dispatchBoard: { rides: Array<{ id: string, confirmationNumber: string, pickupAt: string, pickupSummary: string, pickupLatitude: number | null, pickupLongitude: number | null }> } };

export type ConsoleRideRouteQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRideRouteQuery = { dispatchRide: { path: Array<Array<number>>, pathAlongRoads: boolean, ride: { id: string, confirmationNumber: string }, route: Array<{ name: string, latitude: number, longitude: number }> } };

export type ConsoleDispatchRideQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDispatchRideQuery = { dispatchRide: { path: Array<Array<number>>, pathAlongRoads: boolean, luggageCount: number, infantSeats: number, toddlerSeats: number, boosterSeats: number, requiresAccessibility: boolean, notes: string, flight: string | null, tipMinor: number | null, rating: number | null, nextStatuses: Array<string>, cancellationFeeMinor: number, noShowFeeMinor: number, ride: { id: string, confirmationNumber: string, status: string, statusLabel: string, pickupAt: string, dropoffAt: string, serviceTypeName: string, vehicleTypeId: number, vehicleTypeName: string, riderName: string, passengerName: string, passengerCount: number, pickupSummary: string, dropoffSummary: string | null, totalMinor: number, currency: string, paymentState: PaymentState, updatedAt: string, driver: { id: string, firstName: string, lastName: string } | null, fleetVehicle: { id: string, licensePlate: string, make: string, model: string } | null, flight: { code: string, state: FlightState, stateText: string, expectedArrival: string | null, landedAt: string | null, bookedPickupAt: string, isAlert: boolean } | null }, route: Array<{ role: string, kind: string, name: string, address: string, latitude: number, longitude: number }>, rider: { firstName: string, lastName: string, email: string, phone: string } | null, passenger: { firstName: string, lastName: string, email: string, phone: string }, priceLines: Array<{ name: string, amountMinor: number }>, money: { currency: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number }, history: Array<{ fromStatus: string, toStatus: string, toLabel: string, changedAt: string, changedBy: string }> } };

export type ConsoleAssignmentChoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleAssignmentChoicesQuery = { suggestDrivers: Array<{ distanceMeters: number | null, positionAgeSeconds: number | null, driver: { id: string, firstName: string, lastName: string } }>, assignableVehicles: Array<{ id: string, licensePlate: string, make: string, model: string, color: string, passengerCapacity: number }> };

export type ConsoleAssignRideMutationVariables = Exact<{
  input: AssignRideInput;
}>;


export type ConsoleAssignRideMutation = { assignRide: { reservationId: string, driver: { id: string } | null, fleetVehicle: { id: string } | null } };

export type ConsoleUnassignRideMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUnassignRideMutation = { unassignRide: { reservationId: string, driver: { id: string } | null } };

export type ConsoleSetRideStatusMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;


export type ConsoleSetRideStatusMutation = { setRideStatus: { ride: { id: string, status: string, statusLabel: string } } };

export type ConsoleFleetQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFleetQuery = { dispatchBufferMinutes: number, fleetVehicles: Array<{ id: string, licensePlate: string, make: string, model: string, color: string, vehicleTypeId: number, vehicleTypeName: string, passengerCapacity: number, isActive: boolean }>, catalogVehicleTypes: Array<{ id: number, name: string, passengerCapacity: number }> };

export type ConsoleFleetVehicleFragment = { id: string, licensePlate: string, make: string, model: string, color: string, vehicleTypeId: number, vehicleTypeName: string, passengerCapacity: number, isActive: boolean };

export type ConsoleCreateFleetVehicleMutationVariables = Exact<{
  input: FleetVehicleInput;
}>;


export type ConsoleCreateFleetVehicleMutation = { createFleetVehicle: { id: string, licensePlate: string, make: string, model: string, color: string, vehicleTypeId: number, vehicleTypeName: string, passengerCapacity: number, isActive: boolean } };

export type ConsoleUpdateFleetVehicleMutationVariables = Exact<{
  id: string | number;
  input: FleetVehicleInput;
}>;


export type ConsoleUpdateFleetVehicleMutation = { updateFleetVehicle: { id: string, licensePlate: string, make: string, model: string, color: string, vehicleTypeId: number, vehicleTypeName: string, passengerCapacity: number, isActive: boolean } };

export type ConsoleDeactivateFleetVehicleMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeactivateFleetVehicleMutation = { deactivateFleetVehicle: { id: string, licensePlate: string, make: string, model: string, color: string, vehicleTypeId: number, vehicleTypeName: string, passengerCapacity: number, isActive: boolean } };

export type ConsoleSetDispatchBufferMutationVariables = Exact<{
  minutes: number;
}>;


export type ConsoleSetDispatchBufferMutation = { setDispatchBufferMinutes: number };

export type ConsoleDispatchOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDispatchOverviewQuery = { dispatchOverview: { date: string, timeZone: string, currency: string, unassigned: number, assigned: number, underWay: number, done: number, driversOnDuty: number, driversDriving: number, capturedMinor: number, heldMinor: number, eventCursor: string, needsDriver: Array<{ id: string, confirmationNumber: string, pickupAt: string, riderName: string, pickupSummary: string, vehicleTypeName: string }> } };

export type ConsoleStaffInvitationQueryVariables = Exact<{
  coid: string;
  token: string;
}>;


export type ConsoleStaffInvitationQuery = { staffInvitation: { email: string, role: StaffRole, companyName: string } };

export type ConsoleAcceptInvitationMutationVariables = Exact<{
  input: AcceptStaffInvitationInput;
}>;


export type ConsoleAcceptInvitationMutation = { acceptStaffInvitation: { accessToken: string, refreshToken: string } };

export type ConsoleRideMoneyQueryVariables = Exact<{
  reservationId: string | number;
}>;


export type ConsoleRideMoneyQuery = { reservationLedger: { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> } };

export type ConsoleReservationMoneyFragment = { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> };

export type ConsoleRideMoneyFactsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRideMoneyFactsQuery = { dispatchRide: { tipMinor: number | null, cancellationFeeMinor: number, noShowFeeMinor: number, ride: { id: string, status: string, totalMinor: number } } };

export type ConsoleCaptureRideMutationVariables = Exact<{
  reservationId: string | number;
}>;


export type ConsoleCaptureRideMutation = { captureRide: { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> } };

export type ConsoleVoidRideMutationVariables = Exact<{
  reservationId: string | number;
}>;


export type ConsoleVoidRideMutation = { voidRide: { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> } };

export type ConsoleChargeCancellationFeeMutationVariables = Exact<{
  reservationId: string | number;
}>;


export type ConsoleChargeCancellationFeeMutation = { chargeCancellationFee: { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> } };

export type ConsoleRefundRideMutationVariables = Exact<{
  input: RefundRideInput;
}>;


export type ConsoleRefundRideMutation = { refundRide: { reservationId: string, confirmationNumber: string, currency: string, cardBrand: string, cardLastDigits: string, authorisedMinor: number, capturedMinor: number, voidedMinor: number, refundedMinor: number, heldMinor: number, chargedMinor: number, entries: Array<{ id: string, kind: LedgerKind, amountMinor: number, currency: string, createdAt: string }> } };

export type ConsoleAutoCaptureMinutesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAutoCaptureMinutesQuery = { autoCaptureMinutes: number | null };

export type ConsoleSetAutoCaptureMinutesMutationVariables = Exact<{
  minutes?: number | null | undefined;
}>;


export type ConsoleSetAutoCaptureMinutesMutation = { setAutoCaptureMinutes: number | null };

export type ConsoleMoneySummaryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ConsoleMoneySummaryQuery = { moneySummary: { from: string, to: string, currency: string, rides: number, revenueMinor: number, tipsMinor: number, refundsMinor: number, netMinor: number, days: Array<{ date: string, rides: number, revenueMinor: number, tipsMinor: number, refundsMinor: number }>, byVehicleType: Array<{ id: string | null, name: string, rides: number, revenueMinor: number }>, byDriver: Array<{ id: string | null, name: string, rides: number, revenueMinor: number }> } };

export type ConsoleMoneyCsvQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ConsoleMoneyCsvQuery = { moneyCsv: string };

export type ConsoleRideMessagesQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRideMessagesQuery = { rideMessages: Array<{ id: string, kind: string, label: string, channel: string, recipient: string, subject: string | null, text: string, status: string, attempts: number, error: string | null, createdAt: string, sentAt: string | null }> };

export type ConsoleNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleNoticesQuery = { noticeAccount: { smsSource: string, twilioAccountSid: string | null, smsSender: string | null, twilioAuthTokenLast4: string | null, smsRepliesUrl: string, freeWaitingMinutes: number | null }, noticeSettings: Array<{ kind: string, label: string, email: boolean, sms: boolean, push: boolean, shortText: string | null, defaultShortText: string, exampleDetails: string, shortTexts: Array<{ language: string, text: string | null, fallbackText: string, exampleDetails: string }> }> };

export type ConsoleNoticeAccountFragment = { smsSource: string, twilioAccountSid: string | null, smsSender: string | null, twilioAuthTokenLast4: string | null, smsRepliesUrl: string, freeWaitingMinutes: number | null };

export type ConsoleNoticeSettingFragment = { kind: string, label: string, email: boolean, sms: boolean, push: boolean, shortText: string | null, defaultShortText: string, exampleDetails: string, shortTexts: Array<{ language: string, text: string | null, fallbackText: string, exampleDetails: string }> };

export type ConsoleUpdateNoticeSettingMutationVariables = Exact<{
  input: NoticeSettingInput;
}>;


export type ConsoleUpdateNoticeSettingMutation = { updateNoticeSetting: { kind: string, label: string, email: boolean, sms: boolean, push: boolean, shortText: string | null, defaultShortText: string, exampleDetails: string, shortTexts: Array<{ language: string, text: string | null, fallbackText: string, exampleDetails: string }> } };

export type ConsoleUpdateSmsAccountMutationVariables = Exact<{
  input: SmsAccountInput;
}>;


export type ConsoleUpdateSmsAccountMutation = { updateSmsAccount: { smsSource: string, twilioAccountSid: string | null, smsSender: string | null, twilioAuthTokenLast4: string | null, smsRepliesUrl: string, freeWaitingMinutes: number | null } };

export type ConsoleRemoveSmsAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRemoveSmsAccountMutation = { removeSmsAccount: { smsSource: string, twilioAccountSid: string | null, smsSender: string | null, twilioAuthTokenLast4: string | null, smsRepliesUrl: string, freeWaitingMinutes: number | null } };

export type ConsoleUpdateFreeWaitingTimeMutationVariables = Exact<{
  input: FreeWaitingTimeInput;
}>;


export type ConsoleUpdateFreeWaitingTimeMutation = { updateFreeWaitingTime: { smsSource: string, twilioAccountSid: string | null, smsSender: string | null, twilioAuthTokenLast4: string | null, smsRepliesUrl: string, freeWaitingMinutes: number | null } };

export type ConsolePaymentGatewayQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePaymentGatewayQuery = { paymentGatewaySettings: { kind: PaymentGatewayKind, credentialsSet: boolean, last4: string | null } };

export type ConsoleSavePaymentGatewayMutationVariables = Exact<{
  input: PaymentGatewayInput;
}>;


export type ConsoleSavePaymentGatewayMutation = { savePaymentGateway: { kind: PaymentGatewayKind, credentialsSet: boolean, last4: string | null } };

export type ConsoleSaveFeeRuleMutationVariables = Exact<{
  input?: CancellationFeeRuleInput | null | undefined;
}>;


export type ConsoleSaveFeeRuleMutation = { saveCancellationFeeRule: { freeUntilHoursBeforePickup: number } | null };

export type ConsoleSaveFlightRulesMutationVariables = Exact<{
  input: FlightRulesInput;
}>;


export type ConsoleSaveFlightRulesMutation = { saveFlightRules: { curbsideMinutes: number, insideMinutes: number, dailyCalls: number } };

export type ConsoleSaveLeadTimesMutationVariables = Exact<{
  input: LeadTimesInput;
}>;


export type ConsoleSaveLeadTimesMutation = { saveLeadTimes: { creationMinutes: number | null, modificationMinutes: number | null, cancellationMinutes: number | null } };

export type ConsoleSaveServiceAreaMutationVariables = Exact<{
  input: ServiceAreaInput;
}>;


export type ConsoleSaveServiceAreaMutation = { saveServiceArea: { kind: ServiceAreaKind } };

export type ConsoleBookingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBookingRulesQuery = { bookingRules: { baseLatitude: number, baseLongitude: number, leadTimes: { creationMinutes: number | null, modificationMinutes: number | null, cancellationMinutes: number | null }, flightRules: { curbsideMinutes: number, insideMinutes: number, dailyCalls: number }, cancellationFeeRule: { freeUntilHoursBeforePickup: number, lateCancellationFee: { kind: FeeKind, percent: number | null, amountMinor: number | null }, noShowFee: { kind: FeeKind, percent: number | null, amountMinor: number | null } | null } | null, serviceArea: { kind: ServiceAreaKind, latitude: number | null, longitude: number | null, radiusKm: number | null, points: Array<Array<number>> | null }, mapTiles: { kind: string, url: string, attribution: string } | null } };

export type ConsoleViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleViewerQuery = { consoleViewer: { id: string, email: string, firstName: string, lastName: string, role: string, language: string | null, company: { coid: string, name: string, currencyCode: string, timeZone: string, latitude: number, longitude: number, mapTiles: { kind: string, url: string, attribution: string } | null } } };

export type SetConsoleLanguageMutationVariables = Exact<{
  language?: string | null | undefined;
}>;


export type SetConsoleLanguageMutation = { setConsoleLanguage: { id: string, language: string | null } };

export type ConsoleSignInMutationVariables = Exact<{
  input: LoginInfoInput;
}>;


export type ConsoleSignInMutation = { login: { accessToken: string, refreshToken: string } };

export type ConsoleStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleStaffQuery = { staffMembers: Array<{ id: string, email: string, firstName: string, lastName: string, role: StaffRole, active: boolean, createdAt: string }>, staffInvitations: Array<{ id: string, email: string, role: StaffRole, expiresAt: string, invitedBy: string | null }> };

export type ConsoleInviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type ConsoleInviteStaffMutation = { inviteStaff: { id: string, email: string, role: StaffRole, expiresAt: string, invitedBy: string | null } };

export type ConsoleRevokeStaffInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRevokeStaffInvitationMutation = { revokeStaffInvitation: boolean };

export type ConsoleChangeStaffRoleMutationVariables = Exact<{
  id: string | number;
  role: StaffRole;
}>;


export type ConsoleChangeStaffRoleMutation = { changeStaffRole: { id: string, role: StaffRole, active: boolean } };

export type ConsoleDeactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeactivateStaffMutation = { deactivateStaff: { id: string, role: StaffRole, active: boolean } };

export type ConsoleRefreshMutationVariables = Exact<{
  input: RefreshAuthTokenInput;
}>;


export type ConsoleRefreshMutation = { refreshAuthToken: { accessToken: string, refreshToken: string } };

export type ConsoleLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type ConsoleLogoutMutation = { logout: boolean };

export const BrandingValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBranding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"mainFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"headingFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"tertiaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"callToActionText"}},{"kind":"Field","name":{"kind":"Name","value":"websiteBookingURL"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<BrandingValuesFragment, unknown>;
export const ConsoleVehicleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogVehicleType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"luggageCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessible"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFare"}},{"kind":"Field","name":{"kind":"Name","value":"perMile"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyMinimumHours"}},{"kind":"Field","name":{"kind":"Name","value":"airportPickupFee"}},{"kind":"Field","name":{"kind":"Name","value":"airportDropoffFee"}},{"kind":"Field","name":{"kind":"Name","value":"stopFee"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatFee"}},{"kind":"Field","name":{"kind":"Name","value":"gratuityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFare"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPerMinute"}}]}}]}}]} as unknown as DocumentNode<ConsoleVehicleFragment, unknown>;
export const ConsolePromoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePromo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsolePromoFragment, unknown>;
export const CompanySettingsValuesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<CompanySettingsValuesFragment, unknown>;
export const ConsoleBoardRideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBoardRide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoardRide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffAt"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffSummary"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fleetVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"expectedArrival"}},{"kind":"Field","name":{"kind":"Name","value":"landedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookedPickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAlert"}}]}}]}}]} as unknown as DocumentNode<ConsoleBoardRideFragment, unknown>;
export const ConsoleLiveDriverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleLiveDriver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveDriver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"isStale"}}]}}]} as unknown as DocumentNode<ConsoleLiveDriverFragment, unknown>;
export const ConsoleFleetVehicleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFleetVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleFleetVehicleFragment, unknown>;
export const ConsoleReservationMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleReservationMoneyFragment, unknown>;
export const ConsoleNoticeAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSource"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAccountSid"}},{"kind":"Field","name":{"kind":"Name","value":"smsSender"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAuthTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"smsRepliesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaitingMinutes"}}]}}]} as unknown as DocumentNode<ConsoleNoticeAccountFragment, unknown>;
export const ConsoleNoticeSettingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"push"}},{"kind":"Field","name":{"kind":"Name","value":"shortText"}},{"kind":"Field","name":{"kind":"Name","value":"defaultShortText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}},{"kind":"Field","name":{"kind":"Name","value":"shortTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}}]}}]}}]} as unknown as DocumentNode<ConsoleNoticeSettingFragment, unknown>;
export const ConsoleAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]} as unknown as DocumentNode<ConsoleAuditLogQuery, ConsoleAuditLogQueryVariables>;
export const ConsoleBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBranding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"mainFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"headingFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"tertiaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"callToActionText"}},{"kind":"Field","name":{"kind":"Name","value":"websiteBookingURL"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<ConsoleBrandingQuery, ConsoleBrandingQueryVariables>;
export const SaveBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveBranding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBrandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBranding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBranding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"mainFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"headingFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"tertiaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"callToActionText"}},{"kind":"Field","name":{"kind":"Name","value":"websiteBookingURL"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<SaveBrandingMutation, SaveBrandingMutationVariables>;
export const UploadLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uploadLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleBranding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"mainFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"headingFontColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"tertiaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"callToActionText"}},{"kind":"Field","name":{"kind":"Name","value":"websiteBookingURL"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<UploadLogoMutation, UploadLogoMutationVariables>;
export const ConsoleServiceTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServiceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogServiceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isHourly"}}]}}]}}]} as unknown as DocumentNode<ConsoleServiceTypesQuery, ConsoleServiceTypesQueryVariables>;
export const ConsoleCreateServiceTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateServiceType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isHourly"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateServiceTypeMutation, ConsoleCreateServiceTypeMutationVariables>;
export const ConsoleUpdateServiceTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateServiceType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isHourly"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateServiceTypeMutation, ConsoleUpdateServiceTypeMutationVariables>;
export const ConsoleRemoveServiceTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRemoveServiceType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeServiceType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemoveServiceTypeMutation, ConsoleRemoveServiceTypeMutationVariables>;
export const ConsoleVehicleTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogVehicleType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"luggageCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessible"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFare"}},{"kind":"Field","name":{"kind":"Name","value":"perMile"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyMinimumHours"}},{"kind":"Field","name":{"kind":"Name","value":"airportPickupFee"}},{"kind":"Field","name":{"kind":"Name","value":"airportDropoffFee"}},{"kind":"Field","name":{"kind":"Name","value":"stopFee"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatFee"}},{"kind":"Field","name":{"kind":"Name","value":"gratuityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFare"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPerMinute"}}]}}]}}]} as unknown as DocumentNode<ConsoleVehicleTypesQuery, ConsoleVehicleTypesQueryVariables>;
export const ConsoleCreateVehicleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateVehicleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVehicleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogVehicleType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"luggageCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessible"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFare"}},{"kind":"Field","name":{"kind":"Name","value":"perMile"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyMinimumHours"}},{"kind":"Field","name":{"kind":"Name","value":"airportPickupFee"}},{"kind":"Field","name":{"kind":"Name","value":"airportDropoffFee"}},{"kind":"Field","name":{"kind":"Name","value":"stopFee"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatFee"}},{"kind":"Field","name":{"kind":"Name","value":"gratuityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFare"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPerMinute"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateVehicleTypeMutation, ConsoleCreateVehicleTypeMutationVariables>;
export const ConsoleUpdateVehicleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateVehicleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVehicleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogVehicleType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"luggageCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessible"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFare"}},{"kind":"Field","name":{"kind":"Name","value":"perMile"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyMinimumHours"}},{"kind":"Field","name":{"kind":"Name","value":"airportPickupFee"}},{"kind":"Field","name":{"kind":"Name","value":"airportDropoffFee"}},{"kind":"Field","name":{"kind":"Name","value":"stopFee"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatFee"}},{"kind":"Field","name":{"kind":"Name","value":"gratuityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFare"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPerMinute"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateVehicleTypeMutation, ConsoleUpdateVehicleTypeMutationVariables>;
export const ConsoleSaveRateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveRateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRateCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogVehicleType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"luggageCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessible"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFare"}},{"kind":"Field","name":{"kind":"Name","value":"perMile"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyMinimumHours"}},{"kind":"Field","name":{"kind":"Name","value":"airportPickupFee"}},{"kind":"Field","name":{"kind":"Name","value":"airportDropoffFee"}},{"kind":"Field","name":{"kind":"Name","value":"stopFee"}},{"kind":"Field","name":{"kind":"Name","value":"childSeatFee"}},{"kind":"Field","name":{"kind":"Name","value":"gratuityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFare"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPerMinute"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveRateCardMutation, ConsoleSaveRateCardMutationVariables>;
export const ConsoleSampleRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleSampleRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceSampleRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]}}]} as unknown as DocumentNode<ConsoleSampleRoutesQuery, ConsoleSampleRoutesQueryVariables>;
export const ConsolePreviewPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePreviewPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricePreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePreviewPriceQuery, ConsolePreviewPriceQueryVariables>;
export const ConsolePromoCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePromoCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogPromoCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePromo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePromo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsolePromoCodesQuery, ConsolePromoCodesQueryVariables>;
export const ConsoleCreatePromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreatePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePromo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePromo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleCreatePromoCodeMutation, ConsoleCreatePromoCodeMutationVariables>;
export const ConsoleUpdatePromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdatePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePromo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePromo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleUpdatePromoCodeMutation, ConsoleUpdatePromoCodeMutationVariables>;
export const ConsoleDeactivatePromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeactivatePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivatePromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsolePromo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsolePromo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleDeactivatePromoCodeMutation, ConsoleDeactivatePromoCodeMutationVariables>;
export const ConsoleUploadVehicleTypePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUploadVehicleTypePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVehicleTypePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vehicleTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ConsoleUploadVehicleTypePictureMutation, ConsoleUploadVehicleTypePictureMutationVariables>;
export const ConsoleServiceTypeRentalAgreementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServiceTypeRentalAgreements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceTypeRentalAgreements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}}]}}]}}]} as unknown as DocumentNode<ConsoleServiceTypeRentalAgreementsQuery, ConsoleServiceTypeRentalAgreementsQueryVariables>;
export const ConsoleSaveServiceTypeRentalAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveServiceTypeRentalAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceTypeRentalAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveServiceTypeRentalAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveServiceTypeRentalAgreementMutation, ConsoleSaveServiceTypeRentalAgreementMutationVariables>;
export const ConsolePricingRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePricingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zoneFares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"toZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isOneWay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surcharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePricingRulesQuery, ConsolePricingRulesQueryVariables>;
export const ConsoleSavePricingZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSavePricingZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricingZoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePricingZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleSavePricingZoneMutation, ConsoleSavePricingZoneMutationVariables>;
export const ConsoleSaveZoneFareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveZoneFare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneFareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveZoneFare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveZoneFareMutation, ConsoleSaveZoneFareMutationVariables>;
export const ConsoleSavePriceSurchargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSavePriceSurcharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSurchargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePriceSurcharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleSavePriceSurchargeMutation, ConsoleSavePriceSurchargeMutationVariables>;
export const ConsoleRemovePricingZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRemovePricingZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePricingZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemovePricingZoneMutation, ConsoleRemovePricingZoneMutationVariables>;
export const ConsoleRemoveZoneFareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRemoveZoneFare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeZoneFare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemoveZoneFareMutation, ConsoleRemoveZoneFareMutationVariables>;
export const ConsoleRemovePriceSurchargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRemovePriceSurcharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePriceSurcharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleRemovePriceSurchargeMutation, ConsoleRemovePriceSurchargeMutationVariables>;
export const ConsoleCompanySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleCompanySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleCompanySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<ConsoleCompanySettingsQuery, ConsoleCompanySettingsQueryVariables>;
export const SaveContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleContactsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<SaveContactsMutation, SaveContactsMutationVariables>;
export const SaveCompanyTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveCompanyTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanyTextsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCompanyTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<SaveCompanyTextsMutation, SaveCompanyTextsMutationVariables>;
export const SetAccountCreationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setAccountCreation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountCreation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"allowed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<SetAccountCreationMutation, SetAccountCreationMutationVariables>;
export const SaveLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveLanguages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleLanguagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLanguages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsValues"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsValues"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsoleCompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"websiteURL"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAccountAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"offeredLanguages"}}]}}]} as unknown as DocumentNode<SaveLanguagesMutation, SaveLanguagesMutationVariables>;
export const ConsoleDistanceUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleDistanceUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleCompanySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceUnit"}}]}}]}}]} as unknown as DocumentNode<ConsoleDistanceUnitQuery, ConsoleDistanceUnitQueryVariables>;
export const SaveDistanceUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveDistanceUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDistanceUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceUnit"}}]}}]}}]} as unknown as DocumentNode<SaveDistanceUnitMutation, SaveDistanceUnitMutationVariables>;
export const ConsoleDispatchBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleDispatchBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BoardFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBoardRide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"eventCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endedCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBoardRide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoardRide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffAt"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffSummary"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fleetVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"expectedArrival"}},{"kind":"Field","name":{"kind":"Name","value":"landedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookedPickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAlert"}}]}}]}}]} as unknown as DocumentNode<ConsoleDispatchBoardQuery, ConsoleDispatchBoardQueryVariables>;
export const ConsoleDispatchChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleDispatchChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchDrivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispatchVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleDispatchChoicesQuery, ConsoleDispatchChoicesQueryVariables>;
export const ConsoleDispatchEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"consoleDispatchEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBoardRide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleLiveDriver"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBoardRide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoardRide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffAt"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffSummary"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fleetVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"expectedArrival"}},{"kind":"Field","name":{"kind":"Name","value":"landedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookedPickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAlert"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleLiveDriver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveDriver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"isStale"}}]}}]} as unknown as DocumentNode<ConsoleDispatchEventsSubscription, ConsoleDispatchEventsSubscriptionVariables>;
export const ConsoleLiveDriversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleLiveDrivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveDrivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleLiveDriver"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleLiveDriver"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveDriver"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"isStale"}}]}}]} as unknown as DocumentNode<ConsoleLiveDriversQuery, ConsoleLiveDriversQueryVariables>;
export const ConsoleUnassignedPickupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleUnassignedPickups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BoardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUnassignedPickupsQuery, ConsoleUnassignedPickupsQueryVariables>;
export const ConsoleRideRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleRideRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"pathAlongRoads"}}]}}]}}]} as unknown as DocumentNode<ConsoleRideRouteQuery, ConsoleRideRouteQueryVariables>;
export const ConsoleDispatchRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleDispatchRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBoardRide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"pathAlongRoads"}},{"kind":"Field","name":{"kind":"Name","value":"rider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passenger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"luggageCount"}},{"kind":"Field","name":{"kind":"Name","value":"infantSeats"}},{"kind":"Field","name":{"kind":"Name","value":"toddlerSeats"}},{"kind":"Field","name":{"kind":"Name","value":"boosterSeats"}},{"kind":"Field","name":{"kind":"Name","value":"requiresAccessibility"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"flight"}},{"kind":"Field","name":{"kind":"Name","value":"priceLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tipMinor"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"noShowFeeMinor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBoardRide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoardRide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffAt"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"dropoffSummary"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fleetVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"expectedArrival"}},{"kind":"Field","name":{"kind":"Name","value":"landedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookedPickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAlert"}}]}}]}}]} as unknown as DocumentNode<ConsoleDispatchRideQuery, ConsoleDispatchRideQueryVariables>;
export const ConsoleAssignmentChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleAssignmentChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestDrivers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"positionAgeSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableVehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}}]}}]}}]} as unknown as DocumentNode<ConsoleAssignmentChoicesQuery, ConsoleAssignmentChoicesQueryVariables>;
export const ConsoleAssignRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleAssignRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignRideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fleetVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAssignRideMutation, ConsoleAssignRideMutationVariables>;
export const ConsoleUnassignRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUnassignRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"driver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUnassignRideMutation, ConsoleUnassignRideMutationVariables>;
export const ConsoleSetRideStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSetRideStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRideStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetRideStatusMutation, ConsoleSetRideStatusMutationVariables>;
export const ConsoleFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleFleet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetVehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFleetVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispatchBufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFleetVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleFleetQuery, ConsoleFleetQueryVariables>;
export const ConsoleCreateFleetVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateFleetVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFleetVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFleetVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFleetVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleCreateFleetVehicleMutation, ConsoleCreateFleetVehicleMutationVariables>;
export const ConsoleUpdateFleetVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateFleetVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFleetVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFleetVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFleetVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleUpdateFleetVehicleMutation, ConsoleUpdateFleetVehicleMutationVariables>;
export const ConsoleDeactivateFleetVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeactivateFleetVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateFleetVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleFleetVehicle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleFleetVehicle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetVehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licensePlate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ConsoleDeactivateFleetVehicleMutation, ConsoleDeactivateFleetVehicleMutationVariables>;
export const ConsoleSetDispatchBufferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSetDispatchBuffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDispatchBufferMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}]}]}}]} as unknown as DocumentNode<ConsoleSetDispatchBufferMutation, ConsoleSetDispatchBufferMutationVariables>;
export const ConsoleDispatchOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleDispatchOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"unassigned"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"underWay"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"needsDriver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAt"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"pickupSummary"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driversOnDuty"}},{"kind":"Field","name":{"kind":"Name","value":"driversDriving"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"eventCursor"}}]}}]}}]} as unknown as DocumentNode<ConsoleDispatchOverviewQuery, ConsoleDispatchOverviewQueryVariables>;
export const ConsoleStaffInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coid"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<ConsoleStaffInvitationQuery, ConsoleStaffInvitationQueryVariables>;
export const ConsoleAcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleAcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptStaffInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleAcceptInvitationMutation, ConsoleAcceptInvitationMutationVariables>;
export const ConsoleRideMoneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleRideMoney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReservationMoney"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRideMoneyQuery, ConsoleRideMoneyQueryVariables>;
export const ConsoleRideMoneyFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleRideMoneyFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ride"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tipMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"noShowFeeMinor"}}]}}]}}]} as unknown as DocumentNode<ConsoleRideMoneyFactsQuery, ConsoleRideMoneyFactsQueryVariables>;
export const ConsoleCaptureRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCaptureRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captureRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReservationMoney"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleCaptureRideMutation, ConsoleCaptureRideMutationVariables>;
export const ConsoleVoidRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleVoidRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReservationMoney"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleVoidRideMutation, ConsoleVoidRideMutationVariables>;
export const ConsoleChargeCancellationFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleChargeCancellationFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeCancellationFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reservationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReservationMoney"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleChargeCancellationFeeMutation, ConsoleChargeCancellationFeeMutationVariables>;
export const ConsoleRefundRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRefundRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleReservationMoney"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleReservationMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationMoney"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"authorisedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"capturedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"voidedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"heldMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRefundRideMutation, ConsoleRefundRideMutationVariables>;
export const ConsoleAutoCaptureMinutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleAutoCaptureMinutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoCaptureMinutes"}}]}}]} as unknown as DocumentNode<ConsoleAutoCaptureMinutesQuery, ConsoleAutoCaptureMinutesQueryVariables>;
export const ConsoleSetAutoCaptureMinutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSetAutoCaptureMinutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutoCaptureMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}]}]}}]} as unknown as DocumentNode<ConsoleSetAutoCaptureMinutesMutation, ConsoleSetAutoCaptureMinutesMutationVariables>;
export const ConsoleMoneySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleMoneySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rides"}},{"kind":"Field","name":{"kind":"Name","value":"revenueMinor"}},{"kind":"Field","name":{"kind":"Name","value":"tipsMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundsMinor"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rides"}},{"kind":"Field","name":{"kind":"Name","value":"revenueMinor"}},{"kind":"Field","name":{"kind":"Name","value":"tipsMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundsMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byVehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rides"}},{"kind":"Field","name":{"kind":"Name","value":"revenueMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDriver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rides"}},{"kind":"Field","name":{"kind":"Name","value":"revenueMinor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMoneySummaryQuery, ConsoleMoneySummaryQueryVariables>;
export const ConsoleMoneyCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleMoneyCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}]}}]} as unknown as DocumentNode<ConsoleMoneyCsvQuery, ConsoleMoneyCsvQueryVariables>;
export const ConsoleRideMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleRideMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rideMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reservationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRideMessagesQuery, ConsoleRideMessagesQueryVariables>;
export const ConsoleNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"noticeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeSetting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSource"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAccountSid"}},{"kind":"Field","name":{"kind":"Name","value":"smsSender"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAuthTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"smsRepliesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaitingMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"push"}},{"kind":"Field","name":{"kind":"Name","value":"shortText"}},{"kind":"Field","name":{"kind":"Name","value":"defaultShortText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}},{"kind":"Field","name":{"kind":"Name","value":"shortTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}}]}}]}}]} as unknown as DocumentNode<ConsoleNoticesQuery, ConsoleNoticesQueryVariables>;
export const ConsoleUpdateNoticeSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateNoticeSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNoticeSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeSetting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeSetting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"push"}},{"kind":"Field","name":{"kind":"Name","value":"shortText"}},{"kind":"Field","name":{"kind":"Name","value":"defaultShortText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}},{"kind":"Field","name":{"kind":"Name","value":"shortTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackText"}},{"kind":"Field","name":{"kind":"Name","value":"exampleDetails"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateNoticeSettingMutation, ConsoleUpdateNoticeSettingMutationVariables>;
export const ConsoleUpdateSmsAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateSmsAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSmsAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSource"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAccountSid"}},{"kind":"Field","name":{"kind":"Name","value":"smsSender"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAuthTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"smsRepliesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaitingMinutes"}}]}}]} as unknown as DocumentNode<ConsoleUpdateSmsAccountMutation, ConsoleUpdateSmsAccountMutationVariables>;
export const ConsoleRemoveSmsAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRemoveSmsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSmsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSource"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAccountSid"}},{"kind":"Field","name":{"kind":"Name","value":"smsSender"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAuthTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"smsRepliesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaitingMinutes"}}]}}]} as unknown as DocumentNode<ConsoleRemoveSmsAccountMutation, ConsoleRemoveSmsAccountMutationVariables>;
export const ConsoleUpdateFreeWaitingTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateFreeWaitingTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FreeWaitingTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFreeWaitingTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleNoticeAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleNoticeAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSource"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAccountSid"}},{"kind":"Field","name":{"kind":"Name","value":"smsSender"}},{"kind":"Field","name":{"kind":"Name","value":"twilioAuthTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"smsRepliesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaitingMinutes"}}]}}]} as unknown as DocumentNode<ConsoleUpdateFreeWaitingTimeMutation, ConsoleUpdateFreeWaitingTimeMutationVariables>;
export const ConsolePaymentGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePaymentGateway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGatewaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsSet"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<ConsolePaymentGatewayQuery, ConsolePaymentGatewayQueryVariables>;
export const ConsoleSavePaymentGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSavePaymentGateway"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGatewayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePaymentGateway"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsSet"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<ConsoleSavePaymentGatewayMutation, ConsoleSavePaymentGatewayMutationVariables>;
export const ConsoleSaveFeeRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveFeeRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationFeeRuleInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCancellationFeeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeUntilHoursBeforePickup"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveFeeRuleMutation, ConsoleSaveFeeRuleMutationVariables>;
export const ConsoleSaveFlightRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveFlightRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFlightRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curbsideMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"insideMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCalls"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveFlightRulesMutation, ConsoleSaveFlightRulesMutationVariables>;
export const ConsoleSaveLeadTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveLeadTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadTimesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLeadTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"modificationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMinutes"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveLeadTimesMutation, ConsoleSaveLeadTimesMutationVariables>;
export const ConsoleSaveServiceAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSaveServiceArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAreaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveServiceArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveServiceAreaMutation, ConsoleSaveServiceAreaMutationVariables>;
export const ConsoleBookingRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleBookingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"modificationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"curbsideMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"insideMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCalls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFeeRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeUntilHoursBeforePickup"}},{"kind":"Field","name":{"kind":"Name","value":"lateCancellationFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"noShowFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radiusKm"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"baseLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleBookingRulesQuery, ConsoleBookingRulesQueryVariables>;
export const ConsoleViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleViewerQuery, ConsoleViewerQueryVariables>;
export const SetConsoleLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setConsoleLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConsoleLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetConsoleLanguageMutation, SetConsoleLanguageMutationVariables>;
export const ConsoleSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleSignInMutation, ConsoleSignInMutationVariables>;
export const ConsoleStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}}]}}]}}]} as unknown as DocumentNode<ConsoleStaffQuery, ConsoleStaffQueryVariables>;
export const ConsoleInviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleInviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}}]}}]}}]} as unknown as DocumentNode<ConsoleInviteStaffMutation, ConsoleInviteStaffMutationVariables>;
export const ConsoleRevokeStaffInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRevokeStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConsoleRevokeStaffInvitationMutation, ConsoleRevokeStaffInvitationMutationVariables>;
export const ConsoleChangeStaffRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleChangeStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ConsoleChangeStaffRoleMutation, ConsoleChangeStaffRoleMutationVariables>;
export const ConsoleDeactivateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeactivateStaffMutation, ConsoleDeactivateStaffMutationVariables>;
export const ConsoleRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshAuthTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAuthToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<ConsoleRefreshMutation, ConsoleRefreshMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;