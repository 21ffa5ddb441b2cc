import { graphql } from '../../../lib/gql';

/** The company's payment gateways; the default one takes new cards. */
export const DefaultGatewaysQuery = graphql(`
  query getAllDefaultGateways($coid: String!) {
    getAllDefaultGateways(company_alias: $coid) {
      paymentGateways {
        id
        name
        gateway
        shortCode
        parameter1
        parameter4
        isDefault
      }
    }
  }
`);

export const BillingSettingQuery = graphql(`
  query getAllSystemSetting($coid: String!) {
    getAllSystemSetting(coid: $coid) {
      isBillingAddressRequired
    }
  }
`);

/** A fresh key for the hosted card fields (spec part 2 §7), re-requested after any error. */
export const FullSteamAuthCodeMutation = graphql(`
  mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {
    getFullSteamAuthCode(input: $input) {
      isSuccessful
      authKey
      hostedFieldsUrl
    }
  }
`);

export const StripeCustomerIdQuery = graphql(`
  query getStripeCustomerId($coid: String!, $gatewayId: Int!, $isAuthenticated: Boolean) {
    getStripeCustomerId(
      company_alias: $coid
      paymentgatewayId: $gatewayId
      isAuthenticated: $isAuthenticated
    ) {
      customerId
    }
  }
`);

export const StripeSetupIntentQuery = graphql(`
  query getStripeSetupIntent($coid: String!, $stripeAccountId: String, $customerId: String!) {
    getStripeSetupIntent(
      company_alias: $coid
      stripeAccountId: $stripeAccountId
      customerAccountId: $customerId
    ) {
      clientId
      clientSecret
    }
  }
`);
