import type { DocumentNode, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Distinct query texts kept per process; the app sends a few dozen. */
export const MAX_CACHED_DOCUMENTS = 1000;

/**
 * Parsed documents by query text and validation results by document, kept per process in place of
 * yoga's cache (decision 16). yoga's keeps both in TTL caches and joins the names of every
 * validation rule into a key on each request, about a twentieth of a price lookup's GraphQL
 * time. Here the document alone is the validation key: the rules are the same for every request
 * of a server (graphql-js's, our limits, and in production no introspection). Register it after
 * any plugin that changes validation results, so it keeps what they made. Parse errors are not
 * kept: parsing a text that fails is as cheap as looking it up, and keeping them would let
 * anyone fill the cache.
 */
export function documentCachePlugin(): Plugin {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly (GraphQLError | Error)[]>();
  return {
    onParse({ params, setParsedDocument }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      const cached = documents.get(text);
      if (cached) {
        setParsedDocument(cached);
        return undefined;
      }
      return ({ result }) => {
        if (result === null || result instanceof Error) return;
        if (documents.size >= MAX_CACHED_DOCUMENTS) {
          // The oldest text goes first (a Map keeps insertion order).
          const oldest = documents.keys().next();
          if (!oldest.done) documents.delete(oldest.value);
        }
        documents.set(text, result);
      };
    },
    onValidate({ params, setResult }) {
      const cached = validations.get(params.documentAST);
      if (cached) {
        setResult([...cached]);
        return undefined;
      }
      return ({ result }) => {
        validations.set(params.documentAST, result);
      };
    },
  };
}
