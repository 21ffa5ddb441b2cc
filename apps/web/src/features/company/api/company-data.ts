import { graphql } from '../../../lib/gql';

export const CompanyDataQuery = graphql(`
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
      name
      supportPhone
      supportEmail
      termsAndConditionsHtml
      privacyPolicy {
        html
      }
      defaultRentalAgreement {
        html
      }
      systemSettings {
        defaultServiceTypes {
          name
          code
          rentalAgreement {
            html
          }
        }
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
