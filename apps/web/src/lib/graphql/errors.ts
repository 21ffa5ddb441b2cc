import type { CombinedError, OperationContext } from '@urql/core';

/** The exact message the server sends for a disabled company (spec part 1 §8). */
export const COMPANY_DISABLED_MESSAGE = 'Status: 403, Message: Specified company is disabled.';
const UNAUTHORIZED_MESSAGE = 'StatusText: Unauthorized, Status: 401';
/** Operations whose 401 means "wrong password", not "token expired". */
const LOGIN_OPERATIONS = new Set(['signIn', 'login']);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function status(error: CombinedError): number | undefined {
  return (error.response as { status?: number } | undefined)?.status;
}

export function isNetworkFailure(error: CombinedError | undefined): boolean {
  return Boolean(error?.networkError);
}

export function isUnauthenticated(
  error: CombinedError,
  operationName: string | undefined,
): boolean {
  if (operationName && LOGIN_OPERATIONS.has(operationName)) return false;
  return (
    status(error) === 401 ||
    error.graphQLErrors.some(
      (e) => e.extensions?.code === 'UNAUTHENTICATED' || e.message.includes(UNAUTHORIZED_MESSAGE),
    )
  );
}

/** A 403 on the company lookup, or the disabled-company text on any call. */
export function isCompanyDisabled(
  error: CombinedError,
  operationName: string | undefined,
): boolean {
  if (operationName === 'getCompanyData' && status(error) === 403) return true;
  return error.message.includes(COMPANY_DISABLED_MESSAGE);
}

function headerValue(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const lower = name.toLowerCase();
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [key, value] of entries) if (key?.toLowerCase() === lower) return value ?? null;
  return null;
}

export function fetchOptionsOf(context: Partial<OperationContext>): RequestInit {
  const options = context.fetchOptions;
  return (typeof options === 'function' ? options() : options) ?? {};
}

export function idempotencyKeyOf(context: Partial<OperationContext>): string | null {
  return headerValue(fetchOptionsOf(context).headers, IDEMPOTENCY_HEADER);
}

/**
 * Retry only what cannot do harm twice (spec part 1 §7, docs/decisions/0006): network failures,
 * never a GraphQL error; a mutation only when it carries an Idempotency-Key.
 */
export function shouldRetry(
  error: CombinedError,
  operation: { kind: string; context: Partial<OperationContext> },
): boolean {
  if (!isNetworkFailure(error)) return false;
  if (operation.kind !== 'mutation') return true;
  return operation.context.safeToRetry === true || idempotencyKeyOf(operation.context) !== null;
}

/**
 * The operation context for a mutation that changes nothing (a price lookup): it may be retried
 * like a query, and no answer needs storing on the server.
 */
export function safeToRetryContext(): Partial<OperationContext> {
  return { safeToRetry: true };
}

/** 32 random hex digits; getRandomValues works outside secure contexts too (randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The operation context for a mutation that creates something: make the key once per user action
 * (not per attempt), so every retry of that action carries the same key.
 */
export function idempotentContext(key: string = newIdempotencyKey()): Partial<OperationContext> {
  return { fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: key } } };
}
