/**
 * Node's codes for a connection that could not be made or was cut: the server is down, restarting,
 * failing over, or out of reach.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01 admin_shutdown (a restart, or `pg_terminate_backend`), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, or a standby being promoted) and 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/**
 * What pg, pg-pool and Kysely say, with no code, about a connection that is gone or could not be
 * opened in time.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Postgres connection has been discarded',
];

/**
 * SQLSTATEs that mean DATABASE_URL itself is wrong: 28000 (no pg_hba.conf entry, or no such role),
 * 28P01 (wrong password) and 3D000 (no such database). Waiting will not mend them.
 */
const REFUSAL_STATES = new Set(['28000', '28P01', '3D000']);

/** The error and everything it wraps (`cause`, a GraphQL error's original, an AggregateError's). */
export function errorChain(error: unknown): object[] {
  const seen: object[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.length < 20) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.includes(next)) continue;
    seen.push(next);
    const { cause, originalError, errors } = next as {
      cause?: unknown;
      originalError?: unknown;
      errors?: unknown;
    };
    pending.push(cause, originalError);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return seen;
}

/**
 * Whether a failure is the database being unreachable (a lost or refused connection, a server
 * shutting down or starting), which passes once it is back, rather than anything about the
 * request or the data.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) {
      return true;
    }
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.includes(message);
  });
}

/**
 * The server's own words when it refused DATABASE_URL's role, password or database name (they
 * name the user or database, never the password); null for any other failure.
 */
export function databaseRefusal(error: unknown): string | null {
  const refusal = errorChain(error).find((link) => {
    const { code } = link as { code?: unknown };
    return typeof code === 'string' && REFUSAL_STATES.has(code);
  });
  return refusal ? describeError(refusal) : null;
}

/**
 * A failure in one line for the log: its message, else its code (a refused connection to a name
 * with two addresses is an AggregateError with no message of its own).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  return error.message || (typeof code === 'string' ? code : error.name);
}
