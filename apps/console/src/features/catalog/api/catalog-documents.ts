import { graphql } from '../../../gql';

export const serviceTypesDocument = graphql(`
  query consoleServiceTypes {
    catalogServiceTypes {
      id
      name
      code
      sortOrder
      isHourly
    }
  }
`);

export const createServiceTypeDocument = graphql(`
  mutation consoleCreateServiceType($input: ServiceTypeInput!) {
    createServiceType(input: $input) {
      id
      name
      code
      sortOrder
      isHourly
    }
  }
`);

export const updateServiceTypeDocument = graphql(`
  mutation consoleUpdateServiceType($id: Int!, $input: ServiceTypeInput!) {
    updateServiceType(id: $id, input: $input) {
      id
      name
      code
      sortOrder
      isHourly
    }
  }
`);

export const removeServiceTypeDocument = graphql(`
  mutation consoleRemoveServiceType($id: Int!) {
    removeServiceType(id: $id)
  }
`);

export const vehicleTypesDocument = graphql(`
  query consoleVehicleTypes {
    catalogVehicleTypes {
      ...ConsoleVehicle
    }
  }
  fragment ConsoleVehicle on CatalogVehicleType {
    id
    name
    passengerCapacity
    luggageCapacity
    childSeatCapacity
    isAccessible
    sortOrder
    isActive
    imageUrl
    rates {
      baseFare
      perMile
      perMinute
      hourlyRate
      hourlyMinimumHours
      airportPickupFee
      airportDropoffFee
      stopFee
      childSeatFee
      gratuityPercent
      taxPercent
      minimumFare
      waitingPerMinute
    }
  }
`);

export const createVehicleTypeDocument = graphql(`
  mutation consoleCreateVehicleType($input: VehicleTypeInput!) {
    createVehicleType(input: $input) {
      ...ConsoleVehicle
    }
  }
`);

export const updateVehicleTypeDocument = graphql(`
  mutation consoleUpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {
    updateVehicleType(id: $id, input: $input) {
      ...ConsoleVehicle
    }
  }
`);

export const saveRateCardDocument = graphql(`
  mutation consoleSaveRateCard($vehicleTypeId: Int!, $rates: RateCardInput!) {
    saveRateCard(vehicleTypeId: $vehicleTypeId, rates: $rates) {
      ...ConsoleVehicle
    }
  }
`);

export const sampleRoutesDocument = graphql(`
  query consoleSampleRoutes {
    priceSampleRoutes {
      id
      label
      serviceTypeId
      hours
    }
  }
`);

export const previewPriceDocument = graphql(`
  query consolePreviewPrice($input: PricePreviewInput!) {
    previewPrice(input: $input) {
      currencyCode
      currencySymbol
      amount
      distanceMiles
      durationSeconds
      rates {
        name
        value
      }
    }
  }
`);

export const promoCodesDocument = graphql(`
  query consolePromoCodes {
    catalogPromoCodes {
      ...ConsolePromo
    }
  }
  fragment ConsolePromo on CatalogPromoCode {
    id
    code
    description
    kind
    value
    validFrom
    validUntil
    usageLimit
    usedCount
    isActive
  }
`);

export const createPromoCodeDocument = graphql(`
  mutation consoleCreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) {
      ...ConsolePromo
    }
  }
`);

export const updatePromoCodeDocument = graphql(`
  mutation consoleUpdatePromoCode($id: Int!, $input: PromoCodeInput!) {
    updatePromoCode(id: $id, input: $input) {
      ...ConsolePromo
    }
  }
`);

export const deactivatePromoCodeDocument = graphql(`
  mutation consoleDeactivatePromoCode($id: Int!) {
    deactivatePromoCode(id: $id) {
      ...ConsolePromo
    }
  }
`);

export const uploadVehicleTypePictureDocument = graphql(`
  mutation consoleUploadVehicleTypePicture($vehicleTypeId: ID!, $image: ImageUploadInput!) {
    uploadVehicleTypePicture(vehicleTypeId: $vehicleTypeId, image: $image) {
      vehicleTypeId
      url
    }
  }
`);

export const serviceTypeAgreementsDocument = graphql(`
  query consoleServiceTypeRentalAgreements($id: Int!) {
    serviceTypeRentalAgreements(id: $id) {
      language
      rentalAgreement
    }
  }
`);

export const saveServiceTypeAgreementDocument = graphql(`
  mutation consoleSaveServiceTypeRentalAgreement(
    $id: Int!
    $input: ServiceTypeRentalAgreementInput!
  ) {
    saveServiceTypeRentalAgreement(id: $id, input: $input) {
      language
      rentalAgreement
    }
  }
`);
