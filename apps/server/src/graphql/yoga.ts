import {
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isInputType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { AppServices, GraphQLContext } from './context.ts';
import { documentCachePlugin } from './document-cache.ts';
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

const jitSafe = new WeakMap<DocumentNode, boolean>();

/** Whether an input type (or one nested in it) gives any field a default value. */
function hasFieldDefaults(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some(
    (field) => field.defaultValue !== undefined || hasFieldDefaults(field.type, seen),
  );
}

/**
 * Whether graphql-jit runs a document exactly as graphql-js would. It does not where it differs
 * from graphql-js: it runs every root field of a mutation even after one has failed, where
 * graphql-js stops (with aliases, one request could then try many passwords), and it does not
 * fill in the default values of input object fields given in variables. Such documents run on
 * graphql-js; the rest are compiled.
 */
export function compilesSafely(document: DocumentNode, schema: GraphQLSchema): boolean {
  let safe = jitSafe.get(document);
  if (safe === undefined) {
    safe = document.definitions.every((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION) return true;
      if (
        definition.operation === 'mutation' &&
        (definition.selectionSet.selections.length !== 1 ||
          definition.selectionSet.selections[0]?.kind !== Kind.FIELD)
      ) {
        return false;
      }
      return (definition.variableDefinitions ?? []).every((variable) => {
        const type = typeFromAST(schema, variable.type);
        return type !== undefined && isInputType(type) && !hasFieldDefaults(type);
      });
    });
    jitSafe.set(document, safe);
  }
  return safe;
}

export function createGraphQLHandler(services: AppServices) {
  const { config, logger } = services;
  return createYoga<{ requestInfo?: RequestInfo }, GraphQLContext>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    schema: buildSchema() as any,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // The HTTP layer limits the body from Content-Length (decision 16); yoga's own limit pipes every
    // body through a counting stream, which cost about a tenth of the server's time per request.
    maxRequestBodySize: false,
    // The app and its API share one origin; no other site's pages may call it.
    cors: false,
    multipart: false,
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
    // Our own cache, registered after the limits plugin (decision 16).
    parserAndValidationCache: false,
    context: ({ request, requestInfo }): GraphQLContext | Promise<GraphQLContext> => {
      // Named fields, not `...services`: spreading and adding keys is a slow path in Node 20's V8
      // (about 3 µs here, on every request).
      const context: GraphQLContext = {
        config: services.config,
        db: services.db,
        logger: services.logger,
        request,
        requestId: requestInfo?.requestId ?? 'internal',
        clientIp: requestInfo?.clientIp ?? '127.0.0.1',
        viewer: null,
      };
      // Guests (no Authorization header) need no lookup and no promise.
      if (!request.headers.has('authorization')) return context;
      return viewerFromRequest(services, request).then((viewer) => ({ ...context, viewer }));
    },
    plugins: [
      limitsPlugin(config.isProduction),
      idempotencyPlugin(services.db),
      // Compiled queries: variable coercion and execution without graphql-js's generic walk
      // (decision 16).
      useGraphQlJit({}, { enableIf: (args) => compilesSafely(args.document, args.schema) }),
      documentCachePlugin(),
    ],
  });
}
