/**
 * A GraphQL call to a test server named by its address, as another client would make it: the
 * files' calls (auth-support.ts, on their own server) and the global setup's (console-accounts.ts)
 * go through it.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphqlAt<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}
