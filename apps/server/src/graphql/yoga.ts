import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { describeError } from '../db/unavailable.ts';
import type { RequestInfo } from '../core/request.ts';
import type { AppServices, GraphQLContext } from './context.ts';
import { serviceUnavailable } from '../core/errors.ts';
import { errorLanguagePlugin } from './error-language.ts';
import { idempotencyPlugin } from './idempotency.ts';
import { limitPlugins } from './limits.ts';
import { requestParsingPlugin, supportedOperationsPlugin } from './request-errors.ts';
import { buildSchema } from './schema.ts';
import { isServiceUnavailable } from './unavailable.ts';
import { textInputPlugin } from './text-input.ts';
import { oneCredentialOperationPlugin, userFromRequest } from '../modules/auth/index.ts';

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
      // Our own errors carry a code and pass through; the database or Redis being unreachable is
      // SERVICE_UNAVAILABLE (503, try again); anything else is logged and masked.
      maskError(error, message) {
        if (isServiceUnavailable(error)) {
          logger.error('Request failed: the database or Redis is unreachable', {
            error: describeError((error as { originalError?: unknown }).originalError ?? error),
          });
          const unavailable = serviceUnavailable();
          // Where in the operation it failed, as yoga's own masking keeps it.
          return error instanceof GraphQLError
            ? new GraphQLError(unavailable.message, {
                nodes: error.nodes ?? null,
                source: error.source ?? null,
                positions: error.positions ?? null,
                path: error.path ?? null,
                extensions: unavailable.extensions,
              })
            : unavailable;
        }
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
      // The headers the services use, read here so that no service reads a header itself.
      host: request.headers.get('host'),
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
      ...(await userFromRequest(services, request)),
    }),
    plugins: [
      requestParsingPlugin(config.isProduction),
      supportedOperationsPlugin,
      ...limitPlugins(config.isProduction),
      oneCredentialOperationPlugin,
      textInputPlugin,
      idempotencyPlugin(services.db),
      errorLanguagePlugin,
    ],
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
