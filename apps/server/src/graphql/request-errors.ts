import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Requests yoga cannot read answer 400, never 500: a GET whose `variables` or `extensions` are not
 * JSON made yoga's parser throw a plain SyntaxError. In production nothing of what the client
 * sent comes back in the error (yoga puts the JSON parser's message, with part of the body, in
 * `extensions.originalError`).
 */
export function requestParsingPlugin(isProduction: boolean): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError) {
            if (!isProduction || error.extensions.originalError === undefined) throw error;
            const { originalError: _echo, ...extensions } = error.extensions;
            throw createGraphQLError(error.message, { extensions });
          }
          throw createGraphQLError(
            'The request could not be read: variables and extensions must be JSON objects',
            { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
          );
        }
      });
    },
  };
}

/** An operation of a kind the schema has no root type for is refused (each kind has one now). */
export function supportedOperationsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (context.getSchema().getRootType(operation.operation)) return;
      context.reportError(
        new GraphQLError(`This API has no ${operation.operation}s`, {
          nodes: [operation],
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    },
  };
}

export const supportedOperationsPlugin: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(supportedOperationsRule);
  },
};
