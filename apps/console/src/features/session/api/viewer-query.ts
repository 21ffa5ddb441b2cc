import { graphql } from '../../../gql';

/** The signed-in staff user and their company, loaded once by the console shell. */
export const consoleViewerDocument = graphql(`
  query consoleViewer {
    consoleViewer {
      id
      email
      firstName
      lastName
      role
      language
      company {
        coid
        name
        currencyCode
        timeZone
        latitude
        longitude
        mapTiles {
          kind
          url
          attribution
        }
      }
    }
  }
`);

/** The staff member's own console language, kept on their account (decision 96). */
export const setConsoleLanguageDocument = graphql(`
  mutation setConsoleLanguage($language: String) {
    setConsoleLanguage(language: $language) {
      id
      language
    }
  }
`);
