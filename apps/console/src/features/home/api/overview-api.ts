import { graphql } from '../../../gql';

/** Today's numbers of the company, in its time zone, for the overview. */
export const overviewDocument = graphql(`
  query consoleDispatchOverview {
    dispatchOverview {
      date
      timeZone
      currency
      unassigned
      assigned
      underWay
      done
      needsDriver {
        id
        confirmationNumber
        pickupAt
        riderName
        pickupSummary
        vehicleTypeName
      }
      driversOnDuty
      driversDriving
      capturedMinor
      heldMinor
      eventCursor
    }
  }
`);
