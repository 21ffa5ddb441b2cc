import { graphql } from '../../../lib/gql';

export const CompanyDataQuery = graphql(`
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
`);
