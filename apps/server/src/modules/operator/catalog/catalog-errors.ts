import { badUserInput } from '../../../core/errors.ts';

export { isUniqueViolation } from '../../auth/index.ts';

/** The first of a form's field problems as the API's BAD_USER_INPUT naming that field. */
export function firstProblem(errors: Partial<Record<string, string>>) {
  const [field, message] = Object.entries(errors)[0] ?? ['input', 'Invalid input'];
  return badUserInput(message ?? 'Invalid input', field);
}

function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
