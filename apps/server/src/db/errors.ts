/**
 * A write refused by an exclusion constraint (SQLSTATE 23P01): migration 0042's rule that a driver
 * or a vehicle has one ride at a time.
 */
export function isExclusionViolation(
  error: unknown,
): error is { code: '23P01'; constraint?: string } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01'
  );
}
