import { gql, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { TypedDocumentString } from '../gql/graphql.ts';

/**
 * Codegen writes documents as strings (documentMode 'string', the smallest bundle), but urql
 * wants a document or a primitive string: this hands it the text and keeps the generated types.
 */
export function asDocument<Result, Variables extends AnyVariables>(
  document: TypedDocumentString<Result, Variables>,
): TypedDocumentNode<Result, Variables> {
  return gql<Result, Variables>(document.toString());
}
