import { GraphQLError, type FieldNode, type ValidationContext } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { AppServices, GraphQLContext } from './context.ts';
import { idempotencyPlugin } from './idempotency.ts';
import { aliasLimitRule, depthLimitRule, MAX_QUERY_LENGTH } from './limits.ts';
import { buildSchema } from './schema.ts';
import { viewerFromRequest } from '../modules/auth/viewer.ts';

export interface RequestInfo {
  requestId: string;
  clientIp: string;
}

function noIntrospectionRule(context: ValidationContext) {
  return {
    Field(node: FieldNode) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError('Introspection is disabled', {
            nodes: [node],
            extensions: { code: 'FORBIDDEN' },
          }),
        );
      }
    },
  };
}

/** Token, depth and alias limits always; in production no introspection and no suggestions. */
function limitsPlugin(isProduction: boolean): Plugin {
  return {
    // Size is checked on the raw params so yoga's parse and validation caches stay in place.
    onParams({ params, setResult }) {
      if (typeof params.query === 'string' && params.query.length > MAX_QUERY_LENGTH) {
        setResult({
          errors: [
            new GraphQLError(`Query is too long: the limit is ${MAX_QUERY_LENGTH} characters`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            }),
          ],
        });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule);
      addValidationRule(aliasLimitRule);
      if (!isProduction) return undefined;
      addValidationRule(noIntrospectionRule);
      return ({ result, setResult }) => {
        setResult(
          result.map((error) =>
            /Did you mean/.test(error.message)
              ? new GraphQLError(error.message.replace(/ ?Did you mean.*$/, ''), {
                  extensions: error.extensions,
                })
              : error,
          ),
        );
      };
    },
  };
}

export function createGraphQLHandler(services: AppServices) {
  const { config, logger } = services;
  return createYoga<{ requestInfo?: RequestInfo }, GraphQLContext>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    schema: buildSchema() as any,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.isProduction,
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
    context: async ({ request, requestInfo }): Promise<GraphQLContext> => ({
      ...services,
      request,
      requestId: requestInfo?.requestId ?? 'internal',
      clientIp: requestInfo?.clientIp ?? '127.0.0.1',
      viewer: await viewerFromRequest(services, request),
    }),
    plugins: [limitsPlugin(config.isProduction), idempotencyPlugin(services.db)],
  });
}
