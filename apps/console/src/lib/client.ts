import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  type CombinedError,
} from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { graphql } from '../gql';
import { consoleAuth } from './auth.ts';

const refreshDocument = graphql(`
  mutation consoleRefresh($input: RefreshAuthTokenInput!) {
    refreshAuthToken(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

export const logoutDocument = graphql(`
  mutation consoleLogout($input: LogoutInput!) {
    logout(input: $input)
  }
`);

/** Operations that must not carry or refresh the console's token. */
const TOKEN_OPERATIONS = new Set([
  'consoleRefresh',
  'consoleLogout',
  'consoleSignIn',
  'consoleStaffInvitation',
  'consoleAcceptInvitation',
]);

function operationName(query: { definitions: readonly unknown[] }): string {
  const definition = query.definitions[0] as { name?: { value: string } } | undefined;
  return definition?.name?.value ?? '';
}

function isUnauthenticated(error: CombinedError): boolean {
  return (
    error.response?.status === 401 ||
    error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * The console's GraphQL client: the console's bearer token, and on an unauthenticated answer one
 * rotation of the refresh token (the same session machinery as riders: single use, reuse ends the
 * session), then the call once more. A refused refresh signs the console out.
 */
export function createConsoleClient(): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    // Subscriptions (the live board and map) go through the fetch exchange as server-sent
    // events, with the same token and refresh as every other call.
    fetchSubscriptions: true,
    exchanges: [
      cacheExchange,
      authExchange(async (utils) => ({
        addAuthToOperation(operation) {
          const auth = consoleAuth.get();
          if (!auth || TOKEN_OPERATIONS.has(operationName(operation.query))) return operation;
          return makeOperation(operation.kind, operation, {
            ...operation.context,
            fetchOptions: {
              ...(typeof operation.context.fetchOptions === 'function'
                ? operation.context.fetchOptions()
                : operation.context.fetchOptions),
              headers: { authorization: `Bearer ${auth.accessToken}` },
            },
          });
        },
        didAuthError(error, operation) {
          return (
            consoleAuth.get() !== null &&
            !TOKEN_OPERATIONS.has(operationName(operation.query)) &&
            isUnauthenticated(error)
          );
        },
        async refreshAuth() {
          const auth = consoleAuth.get();
          if (!auth) return;
          const result = await utils.mutate(refreshDocument, {
            input: { refreshToken: auth.refreshToken },
          });
          const tokens = result.data?.refreshAuthToken;
          if (tokens) consoleAuth.save({ coid: auth.coid, ...tokens });
          else if (consoleAuth.get()?.refreshToken === auth.refreshToken) consoleAuth.clear();
        },
      })),
      fetchExchange,
    ],
  });
}
