import { graphql } from '../../../gql';
import type { CompanySettingsValuesFragment } from '../../../gql/graphql.ts';

export const settingsQuery = graphql(`
  query consoleCompanySettings {
    consoleCompanySettings {
      ...CompanySettingsValues
    }
  }
  fragment CompanySettingsValues on ConsoleCompanySettings {
    supportPhone
    supportEmail
    websiteURL
    termsAndConditions
    rentalAgreement
    privacyPolicy
    texts {
      language
      termsAndConditions
      rentalAgreement
      privacyPolicy
    }
    isCreateAccountAllowed
    defaultLanguage
    offeredLanguages
  }
`);

export const saveContactsMutation = graphql(`
  mutation saveContacts($input: ConsoleContactsInput!) {
    saveContacts(input: $input) {
      ...CompanySettingsValues
    }
  }
`);

export const saveTextsMutation = graphql(`
  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {
    saveCompanyTexts(input: $input) {
      ...CompanySettingsValues
    }
  }
`);

export const accountCreationMutation = graphql(`
  mutation setAccountCreation($allowed: Boolean!) {
    setAccountCreation(allowed: $allowed) {
      ...CompanySettingsValues
    }
  }
`);

export const saveLanguagesMutation = graphql(`
  mutation saveLanguages($input: ConsoleLanguagesInput!) {
    saveLanguages(input: $input) {
      ...CompanySettingsValues
    }
  }
`);

/** What the company screen shows and each of its forms saves. */
export type Settings = CompanySettingsValuesFragment;
