import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_GATEWAY_ERROR'
  | 'HUMAN_CHECK_REQUIRED'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number | undefined> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: undefined,
  NOT_FOUND: undefined,
  CONFLICT: undefined,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_GATEWAY_ERROR: undefined,
  HUMAN_CHECK_REQUIRED: undefined,
  SERVICE_UNAVAILABLE: 503,
};

/** How soon a client may try again after SERVICE_UNAVAILABLE (the Retry-After header). */
export const RETRY_AFTER_SECONDS = '5';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment; please try again in a few seconds';

export function appError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  const status = STATUS[code];
  const headers = code === 'SERVICE_UNAVAILABLE' ? { 'Retry-After': RETRY_AFTER_SECONDS } : null;
  return new GraphQLError(message, {
    extensions: {
      code,
      ...extra,
      ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}),
    },
  });
}

export const badUserInput = (message: string, field?: string) =>
  appError('BAD_USER_INPUT', message, field ? { field } : {});
export const notFound = (what: string) => appError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => appError('CONFLICT', message);
export const unauthenticated = () =>
  appError('UNAUTHENTICATED', 'StatusText: Unauthorized, Status: 401');
export const forbidden = (message: string) => appError('FORBIDDEN', message);
/** The database (or Redis) cannot be reached just now: HTTP 503 with Retry-After. */
export const serviceUnavailable = () =>
  appError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);

/** The exact text the rider app parses to flag a disabled company (spec part 1 §8). */
export const COMPANY_DISABLED_MESSAGE = 'Status: 403, Message: Specified company is disabled.';
export const companyDisabled = () => appError('FORBIDDEN', COMPANY_DISABLED_MESSAGE);
