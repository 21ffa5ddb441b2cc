import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ASTVisitor } from 'graphql';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;
export const MAX_QUERY_LENGTH = 20_000;
/**
 * Largest GraphQL request body the HTTP layer reads: the longest document plus generous variables.
 * Enforced from Content-Length before anything is read (decision 16).
 */
export const MAX_REQUEST_BODY_BYTES = 100_000;

function depthOf(node: ASTNode, context: ValidationContext, seen: Set<string>): number {
  if (!('selectionSet' in node) || !node.selectionSet) {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      if (seen.has(node.name.value)) return 0;
      const fragment = context.getFragment(node.name.value);
      return fragment ? depthOf(fragment, context, new Set(seen).add(node.name.value)) : 0;
    }
    return 0;
  }
  const childDepths = node.selectionSet.selections.map((child) => depthOf(child, context, seen));
  const own = node.kind === Kind.FIELD ? 1 : 0;
  return own + Math.max(0, ...childDepths);
}

/** Rejects documents nested deeper than MAX_DEPTH fields. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const depth = depthOf(node, context, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${MAX_DEPTH}`, {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  };
}

/** Rejects documents with more than MAX_ALIASES aliases (alias batching of expensive calls). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) {
          context.reportError(
            new GraphQLError(`Too many aliases: ${aliases}, the limit is ${MAX_ALIASES}`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    },
  };
}
