import { graphql } from '../../../lib/gql';

/** The rider app's getRates operation: prices the trip for every vehicle that fits the party. */
export const GetRatesMutation = graphql(`
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
`);
