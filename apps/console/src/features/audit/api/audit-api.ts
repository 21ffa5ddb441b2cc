import { graphql } from '../../../gql';

export const auditLogDocument = graphql(`
  query consoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      entries {
        id
        createdAt
        actorEmail
        action
        target
        before
        after
      }
      endCursor
      hasNextPage
    }
  }
`);
