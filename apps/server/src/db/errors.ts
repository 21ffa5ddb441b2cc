/** The SQLSTATE of a failed statement, as the pg driver and PGlite both report it. */
function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/** True for PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** True for PostgreSQL's foreign_key_violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

/**
 * A write refused by an exclusion constraint (SQLSTATE 23P01): migration 0042's rule that a driver
 * or a vehicle has one ride at a time.
 */
export function isExclusionViolation(
  error: unknown,
): error is { code: '23P01'; constraint?: string } {
  return sqlState(error) === '23P01';
}
