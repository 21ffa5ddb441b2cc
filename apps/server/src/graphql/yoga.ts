import { GraphQLError, parse } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { AppServices, GraphQLContext } from './context.ts';
import { aliasLimitRule, depthLimitRule, MAX_TOKENS } from './limits.ts';
import { buildSchema } from './schema.ts';

export interface RequestInfo {
  requestId: string;
  clientIp: string;
}

function limitsPlugin(isProduction: boolean): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => parse(source, { maxTokens: MAX_TOKENS }));
    },
    onValidate({ addValidationRule, validateFn, setValidationFn }) {
      addValidationRule(depthLimitRule);
      addValidationRule(aliasLimitRule);
      if (isProduction) {
        // No introspection and no "did you mean" suggestions in production.
        setValidationFn((schema, document, rules, ...rest) => {
          const errors = validateFn(schema, document, rules, ...rest);
          return errors.map((error) => {
            if (!/Did you mean/.test(error.message)) return error;
            Object.assign(error, { message: error.message.replace(/ ?Did you mean.*$/, '') });
            return error;
          });
        });
      }
    },
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context) => ({
        Field(node) {
          if (node.name.value === '__schema' || node.name.value === '__type') {
            context.reportError(
              new GraphQLError('Introspection is disabled', { nodes: [node], extensions: { code: 'FORBIDDEN' } }),
            );
          }
        },
      }));
    },
  };
}

export function createGraphQLHandler(services: AppServices) {
  const { config, logger } = services;
  return createYoga<{ requestInfo: RequestInfo }, GraphQLContext>({
    schema: buildSchema(),
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
            error: original instanceof Error ? (original.stack ?? original.message) : String(original),
          });
        }
        return masked;
      },
    },
    logging: false,
    context: ({ request, requestInfo }) => ({
      ...services,
      request,
      requestId: requestInfo?.requestId ?? 'internal',
      clientIp: requestInfo?.clientIp ?? '127.0.0.1',
    }),
    plugins: [limitsPlugin(config.isProduction), ...(config.isProduction ? [disableIntrospection()] : [])],
  });
}
