import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;
/** Lexical tokens of a document (every name, brace and value counts one); the app's longest has a few hundred. */
export const MAX_TOKENS = 2_000;
/** graphql-armor's cost: 2 per object, 1 per scalar, times 1.5 per level of depth. */
export const MAX_COST = 5_000;

/**
 * A refused document gets a coded error the client can tell apart: reported through the
 * validation context, or thrown while parsing (the token limit has no context).
 */
function refuseWithCode(context: ValidationContext | null, error: GraphQLError): void {
  const coded = new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
  if (context) context.reportError(coded);
  else throw coded;
}

const rejection = { onReject: [refuseWithCode], propagateOnRejection: false };

/** No introspection in production (graphql-js's own rule). */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * graphql-armor's depth, alias, cost and token limits always; in production also no field
 * suggestions ("Did you mean …") and no introspection.
 */
export function limitPlugins(isProduction: boolean): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: MAX_DEPTH, ...rejection },
    maxAliases: { n: MAX_ALIASES, ...rejection },
    maxTokens: { n: MAX_TOKENS, ...rejection },
    costLimit: { maxCost: MAX_COST, ...rejection },
    maxDirectives: { n: 20, ...rejection },
    blockFieldSuggestion: { enabled: isProduction, mask: '' },
  });
  return [...armor.protect().plugins, ...(isProduction ? [noIntrospection] : [])] as Plugin[];
}
