import { createYoga, maskError } from 'graphql-yoga';
import type { AppServices, GraphQLContext, RequestInfo } from './context.ts';
import { idempotencyPlugin } from './idempotency.ts';
import { limitPlugins } from './limits.ts';
import { requestParsingPlugin, supportedOperationsPlugin } from './request-errors.ts';
import { buildSchema } from './schema.ts';
import { textInputPlugin } from './text-input.ts';
import { oneCredentialOperationPlugin } from '../modules/auth/credential-operations.ts';
import { userFromRequest } from '../modules/auth/viewer.ts';

/**
 * The GraphQL API as yoga serves it: its own request handling, parse and validation caches and
 * error masking, with our context, limits and idempotency keys as plugins. The HTTP layer calls
 * it as a Node request listener (`yoga(req, res, requestInfo)`).
 */
export function createGraphQLHandler(services: AppServices) {
  const { config, logger } = services;
  return createYoga<RequestInfo, GraphQLContext>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    schema: buildSchema() as any,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.isProduction,
    // The app and its API share one origin; no other site's pages may call it.
    cors: false,
    // No operation takes a file.
    multipart: false,
    // The HTTP layer limits request bodies before yoga sees them (http/graphql-request.ts).
    maxRequestBodySize: false,
    maskedErrors: {
      // Our own errors carry a code and pass through; anything else is logged and masked.
      maskError(error, message) {
        const masked = maskError(error, message, false);
        if (masked !== error) {
          const original = (error as { originalError?: unknown }).originalError ?? error;
          logger.error('Unexpected error in resolver', {
            error:
              original instanceof Error ? (original.stack ?? original.message) : String(original),
          });
        }
        return masked;
      },
    },
    logging: false,
    context: async ({ request, requestId, clientIp }) => ({
      ...services,
      request,
      requestId: requestId ?? 'internal',
      clientIp: clientIp ?? '127.0.0.1',
      ...(await userFromRequest(services, request)),
    }),
    plugins: [
      requestParsingPlugin(config.isProduction),
      supportedOperationsPlugin,
      ...limitPlugins(config.isProduction),
      oneCredentialOperationPlugin,
      textInputPlugin,
      idempotencyPlugin(services.db),
    ],
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
