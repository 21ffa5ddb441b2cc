import { graphql } from '../../../lib/gql';

/** The rider's profile address: the card form's default billing address. */
export const BillingProfileQuery = graphql(`
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
`);

export const UpdateBillingAddressMutation = graphql(`
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
`);

export const CountriesQuery = graphql(`
  query getAllCountries($coid: String!) {
    getAllCountries(company_alias: $coid) {
      countries {
        countryCode
        countryName
      }
    }
  }
`);

export const StatesQuery = graphql(`
  query getAllStates($coid: String!, $countryCode: String) {
    getAllStates(company_alias: $coid, countryCode: $countryCode) {
      states {
        stateCode
        stateName
      }
    }
  }
`);
