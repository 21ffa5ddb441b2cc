import { graphql } from '../../../gql';

export const pricingRulesDocument = graphql(`
  query consolePricingRules {
    pricingRules {
      zones {
        id
        name
        points
      }
      zoneFares {
        id
        vehicleTypeId
        fromZoneId
        toZoneId
        amount
        isOneWay
      }
      surcharges {
        id
        name
        kind
        startTime
        endTime
        date
        percent
        amount
      }
    }
  }
`);

export const savePricingZoneDocument = graphql(`
  mutation consoleSavePricingZone($id: Int, $input: PricingZoneInput!) {
    savePricingZone(id: $id, input: $input) {
      id
    }
  }
`);

export const saveZoneFareDocument = graphql(`
  mutation consoleSaveZoneFare($id: Int, $input: ZoneFareInput!) {
    saveZoneFare(id: $id, input: $input) {
      id
    }
  }
`);

export const saveSurchargeDocument = graphql(`
  mutation consoleSavePriceSurcharge($id: Int, $input: PriceSurchargeInput!) {
    savePriceSurcharge(id: $id, input: $input) {
      id
    }
  }
`);

export const removePricingZoneDocument = graphql(`
  mutation consoleRemovePricingZone($id: Int!) {
    removePricingZone(id: $id)
  }
`);

export const removeZoneFareDocument = graphql(`
  mutation consoleRemoveZoneFare($id: Int!) {
    removeZoneFare(id: $id)
  }
`);

export const removeSurchargeDocument = graphql(`
  mutation consoleRemovePriceSurcharge($id: Int!) {
    removePriceSurcharge(id: $id)
  }
`);
