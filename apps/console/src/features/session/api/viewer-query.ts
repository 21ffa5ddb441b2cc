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
