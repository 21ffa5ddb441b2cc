/** The server's GraphQL API as the apps call it, with what a failed call answered. */

export interface ApiAnswer<T> {
  /** HTTP status; 0 when the connection broke or nothing answered. */
  status: number;
  data: T | null;
  /** The first error's `extensions.code` and `extensions.reason`, and its message. */
  code: string | undefined;
  reason: string | undefined;
  message: string | undefined;
  /** Seconds, from Retry-After. */
  retryAfter: number;
  sentAt: number;
  doneAt: number;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string; reason?: string } }[];
}

/** One request to POST /graphql; never throws. */
export async function callApi<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as GraphQLBody<T>;
    const error = body.errors?.[0];
    return {
      status: response.status,
      data: body.data ?? null,
      code: error?.extensions?.code,
      reason: error?.extensions?.reason,
      message: error?.message,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      sentAt,
      doneAt: Date.now(),
    };
  } catch {
    const none = undefined;
    return {
      status: 0,
      data: null,
      code: none,
      reason: none,
      message: none,
      retryAfter: 0,
      sentAt,
      doneAt: Date.now(),
    };
  }
}

/**
 * Whether an answer asks for the same request again, as the apps send it again: the service is
 * unavailable, the connection broke, or the same Idempotency-Key is still being processed.
 */
export const isRetryable = (answer: ApiAnswer<unknown>) =>
  answer.status === 503 || answer.status === 0 || answer.reason === 'REQUEST_IN_PROGRESS';

/** What a failed answer was, to count it by: its code and reason, or NO_ANSWER. */
export function failureOf(answer: ApiAnswer<unknown>): string {
  if (answer.status === 0) return 'NO_ANSWER';
  return [answer.code ?? `HTTP ${answer.status}`, answer.reason].filter(Boolean).join(' ');
}

/** The access token of a user of the demo company: a rider, or staff (COMPANY_USER). */
export async function signIn(
  base: string,
  user: { email: string; password: string; staff?: boolean },
): Promise<Record<string, string>> {
  const answer = await callApi<{ login: { accessToken: string } }>(
    base,
    'mutation signIn($input: LoginInfoInput!) { login(input: $input) { accessToken } }',
    {
      input: {
        username: user.email,
        password: user.password,
        companyId: 'demo',
        typeOfUser: user.staff ? 'COMPANY_USER' : 'ACCOUNT_USER',
      },
    },
  );
  if (!answer.data) throw new Error(`${user.email} could not sign in: ${answer.message}`);
  return { authorization: `Bearer ${answer.data.login.accessToken}` };
}
