import { badUserInput } from '../../../core/errors.ts';

export { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors.ts';

/** The first of a form's field problems as the API's BAD_USER_INPUT naming that field. */
export function firstProblem(errors: Partial<Record<string, string>>) {
  const [field, message] = Object.entries(errors)[0] ?? ['input', 'Invalid input'];
  return badUserInput(message ?? 'Invalid input', field);
}
