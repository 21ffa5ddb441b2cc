import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Operations that check a password or a token and may open or end a session. */
const CREDENTIAL_FIELDS = new Set([
  'login',
  'signIn',
  'refreshAuthToken',
  'logout',
  'completePasswordReset',
  'acceptStaffInvitation',
]);

export const ONE_CREDENTIAL_OPERATION_MESSAGE =
  'Only one sign-in or token operation can be sent in a request';

/**
 * One sign-in or token operation per request: aliases of signIn in one document would otherwise
 * each check a password and open a session.
 */
export function oneCredentialOperationRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const credentialFields = operation.selectionSet.selections.filter(
        (selection) => selection.kind === Kind.FIELD && CREDENTIAL_FIELDS.has(selection.name.value),
      );
      if (credentialFields.length > 1) {
        context.reportError(
          new GraphQLError(ONE_CREDENTIAL_OPERATION_MESSAGE, {
            nodes: credentialFields,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  };
}

export const oneCredentialOperationPlugin: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(oneCredentialOperationRule);
  },
};
